import { describe, expect, it } from 'vitest';
import { withHomebrew } from './content.tsx';
import { loadHomebrewLayer } from './layer.tsx';
import { kindStore, knownKindItems, subscribeKinds } from './kind-store.ts';
import { homebrewStore, subscribeHomebrew } from './store.ts';
import { syncHomebrewOnce } from './sync.ts';

describe('the main screen\'s homebrew layer', () => {
  it('loads once, however often it is asked for, and hands out the homebrew code the other screens use', async () => {
    const [first, second] = await Promise.all([loadHomebrewLayer(), loadHomebrewLayer()]);
    expect(second).toBe(first);
    expect(await loadHomebrewLayer()).toBe(first);
    expect(first).toEqual({ withHomebrew, homebrewStore, subscribeHomebrew, syncHomebrewOnce, kinds: { store: kindStore, subscribe: subscribeKinds, known: knownKindItems } });
  });
});
