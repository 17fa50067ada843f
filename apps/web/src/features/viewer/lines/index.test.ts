import { describe, expect, it } from 'vitest';
import { loadSheet, sheetFor } from './index.ts';

describe('sheets load per game line', () => {
  it('a sheet not loaded yet suspends the screen that asks, and is there once its chunk is', async () => {
    let thrown: unknown;
    try {
      sheetFor('w5');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Promise);
    await thrown;
    expect(sheetFor('w5')?.tabs.gifts).toBeTypeOf('function');
  });

  it('loading a line twice loads it once, and a loaded line never suspends', async () => {
    const first = loadSheet('h5');
    expect(loadSheet('h5')).toBe(first);
    await first;
    expect(() => sheetFor('h5')).not.toThrow();
    await expect(loadSheet('h5')).resolves.toBeUndefined();
  });
});
