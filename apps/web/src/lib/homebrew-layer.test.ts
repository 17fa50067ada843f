import { describe, expect, it } from 'vitest';
import { withHomebrew } from './homebrew-content.tsx';
import { loadHomebrewLayer } from './homebrew-layer.tsx';
import { homebrewStore, subscribeHomebrew } from './homebrew-store.ts';
import { syncHomebrewOnce } from './homebrew-sync.ts';

describe('the main screen\'s homebrew layer', () => {
  it('loads once, however often it is asked for, and hands out the homebrew code the other screens use', async () => {
    const [first, second] = await Promise.all([loadHomebrewLayer(), loadHomebrewLayer()]);
    expect(second).toBe(first);
    expect(await loadHomebrewLayer()).toBe(first);
    expect(first).toEqual({ withHomebrew, homebrewStore, subscribeHomebrew, syncHomebrewOnce });
  });
});
