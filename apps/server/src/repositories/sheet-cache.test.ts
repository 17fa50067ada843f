import { describe, expect, it } from 'vitest';
import { createSheetCache } from './sheet-cache.ts';

const at = '2026-11-28 18:00:00.123+00';

describe('sheet cache', () => {
  it('gives the kept sheet only for the row version it was kept at', () => {
    const cache = createSheetCache();
    cache.remember('a', { revision: 3, at, ownerId: 'u' }, '{"hunger":2}');
    expect(cache.version('a')).toEqual({ revision: 3, at });
    expect(cache.read('a', { revision: 3, at })).toEqual({ hunger: 2 });
    expect(cache.read('a', { revision: 4, at })).toBeUndefined();
    expect(cache.read('a', { revision: 3, at: '2026-11-28 18:00:00.124+00' })).toBeUndefined();
    expect(cache.read('b', { revision: 3, at })).toBeUndefined();
  });

  it('hands out a fresh copy each time, so a reader changing it changes nothing kept', () => {
    const cache = createSheetCache();
    cache.remember('a', { revision: 1, at, ownerId: 'u' }, '{"inventory":{"cash":5}}');
    const first = cache.read('a', { revision: 1, at }) as { inventory: { cash: number } };
    first.inventory.cash = 999;
    expect(cache.read('a', { revision: 1, at })).toEqual({ inventory: { cash: 5 } });
  });

  it('gives the latest kept version with its owner, its size and a fresh copy of its sheet', () => {
    const cache = createSheetCache();
    expect(cache.latest('a')).toBeUndefined();
    cache.remember('a', { revision: 7, at, ownerId: 'owner-1' }, '{"hunger":1}');
    const latest = cache.latest('a') as { revision: number; at: string; ownerId: string; data: { hunger: number }; bytes: number };
    expect(latest).toEqual({ revision: 7, at, ownerId: 'owner-1', data: { hunger: 1 }, bytes: 12 });
    cache.remember('b', { revision: 1, at, ownerId: 'owner-1' }, '{"name":"Ärger"}');
    expect(cache.latest('b')?.bytes).toBe(17);
    latest.data.hunger = 5;
    expect(cache.latest('a')?.data).toEqual({ hunger: 1 });
  });

  it('keeps the newest entries and drops the least recently saved', () => {
    const cache = createSheetCache(3, 100);
    for (const id of ['a', 'b', 'c', 'd']) cache.remember(id, { revision: 1, at, ownerId: 'u' }, '{}');
    expect(['a', 'b', 'c', 'd'].map((id) => cache.version(id) !== undefined)).toEqual([false, true, true, true]);
  });

  it('does not keep a sheet larger than its limit, and drops the older version of it', () => {
    const cache = createSheetCache(3, 10);
    cache.remember('a', { revision: 1, at, ownerId: 'u' }, '{"x":1}');
    cache.remember('a', { revision: 2, at, ownerId: 'u' }, '{"x":"large"}');
    expect(cache.version('a')).toBeUndefined();
  });

  it('forgets a character on request', () => {
    const cache = createSheetCache();
    cache.remember('a', { revision: 1, at, ownerId: 'u' }, '{}');
    cache.forget('a');
    expect(cache.version('a')).toBeUndefined();
  });
});
