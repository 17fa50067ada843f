import { describe, expect, it } from 'vitest';
import { createSheetCache } from './sheet-cache.ts';

const at = '2026-11-28 18:00:00.123+00';

describe('sheet cache', () => {
  it('gives the kept sheet only for the row version it was kept at', () => {
    const cache = createSheetCache();
    cache.remember('a', { revision: 3, at }, '{"hunger":2}');
    expect(cache.version('a')).toEqual({ revision: 3, at });
    expect(cache.read('a', { revision: 3, at })).toEqual({ hunger: 2 });
    expect(cache.read('a', { revision: 4, at })).toBeUndefined();
    expect(cache.read('a', { revision: 3, at: '2026-11-28 18:00:00.124+00' })).toBeUndefined();
    expect(cache.read('b', { revision: 3, at })).toBeUndefined();
  });

  it('hands out a fresh copy each time, so a reader changing it changes nothing kept', () => {
    const cache = createSheetCache();
    cache.remember('a', { revision: 1, at }, '{"inventory":{"cash":5}}');
    const first = cache.read('a', { revision: 1, at }) as { inventory: { cash: number } };
    first.inventory.cash = 999;
    expect(cache.read('a', { revision: 1, at })).toEqual({ inventory: { cash: 5 } });
  });

  it('keeps the newest entries and drops the least recently saved', () => {
    const cache = createSheetCache(3, 100);
    for (const id of ['a', 'b', 'c', 'd']) cache.remember(id, { revision: 1, at }, '{}');
    expect(['a', 'b', 'c', 'd'].map((id) => cache.version(id) !== undefined)).toEqual([false, true, true, true]);
  });

  it('does not keep a sheet larger than its limit, and drops the older version of it', () => {
    const cache = createSheetCache(3, 10);
    cache.remember('a', { revision: 1, at }, '{"x":1}');
    cache.remember('a', { revision: 2, at }, '{"x":"large"}');
    expect(cache.version('a')).toBeUndefined();
  });

  it('forgets a character on request', () => {
    const cache = createSheetCache();
    cache.remember('a', { revision: 1, at }, '{}');
    cache.forget('a');
    expect(cache.version('a')).toBeUndefined();
  });
});
