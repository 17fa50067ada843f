import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSheet, sheetFor } from './index.ts';

describe('sheets load per game line', () => {
  // German only, as the app starts (the line packs add to it).
  beforeAll(() => i18next.init({ lng: 'de-DE', fallbackLng: 'de-DE', resources: { 'de-DE': { translation: {} } }, partialBundledLanguages: true, initAsync: false }));

  it('a sheet not loaded yet suspends the screen that asks, and is there once its chunk and its texts are', async () => {
    let thrown: unknown;
    try {
      sheetFor('w5');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Promise);
    expect(i18next.exists('w5.unverified')).toBe(false);
    await thrown;
    expect(sheetFor('w5')?.tabs.gifts).toBeTypeOf('function');
    expect(i18next.exists('w5.unverified')).toBe(true);
  });

  it("loading a line twice loads it once, a loaded line never suspends, and another line's texts stay out", async () => {
    const first = loadSheet('h5');
    expect(loadSheet('h5')).toBe(first);
    await first;
    expect(() => sheetFor('h5')).not.toThrow();
    await expect(loadSheet('h5')).resolves.toBeUndefined();
    expect(i18next.exists('h5.editor.tips.creed')).toBe(true);
    expect(i18next.exists('m20.arete')).toBe(false);
  });
});
