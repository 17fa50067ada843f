import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectWhenIdle, eventLoopBusyShare, exposeGarbageCollection } from '../src/idle-collect.ts';

describe('collectWhenIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  // Each row: the thread's busy share in each interval, and how many collections that makes.
  it.each([
    { name: 'a thread that never worked', shares: [0, 0.001, 0, 0.009, 0], collections: 0 },
    { name: 'work, then one idle interval', shares: [0.4, 0], collections: 1 },
    { name: 'work, then a long idle spell: once, not every interval', shares: [0.4, 0, 0, 0, 0, 0, 0], collections: 1 },
    { name: 'working all the time', shares: [0.5, 0.9, 0.2, 0.01, 0.6], collections: 0 },
    { name: 'work ends: collected after the first idle interval', shares: [0.5, 0.9, 0.2, 0.6, 0.004], collections: 1 },
    { name: 'two bursts with idle between', shares: [0.3, 0, 0, 0.5, 0.005, 0], collections: 2 },
    { name: 'the collection itself does not count as work', shares: [0.3, 0, 0.003, 0, 0.003], collections: 1 },
  ])('$name', ({ shares, collections }) => {
    const collect = vi.fn();
    const queue = [...shares];
    const stop = collectWhenIdle(collect, { intervalMs: 1000, busyShare: () => queue.shift() ?? 0 });
    vi.advanceTimersByTime(1000 * shares.length);
    stop();
    expect(queue).toEqual([]);
    expect(collect).toHaveBeenCalledTimes(collections);
  });

  it('stops collecting once stopped', () => {
    const collect = vi.fn();
    const shares = [0.5, 0, 0];
    const stop = collectWhenIdle(collect, { intervalMs: 1000, busyShare: () => shares.shift() ?? 0 });
    vi.advanceTimersByTime(1000);
    stop();
    vi.advanceTimersByTime(5000);
    expect(collect).not.toHaveBeenCalled();
  });
});

describe('eventLoopBusyShare', () => {
  it('is high after blocking the thread and low after waiting', async () => {
    const share = eventLoopBusyShare();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const blockedUntil = performance.now() + 60;
    while (performance.now() < blockedUntil);
    expect(share()).toBeGreaterThan(0.5);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(share()).toBeLessThan(0.5);
  });
});

describe('exposeGarbageCollection', () => {
  it('gives a function that collects this thread’s unreachable objects', async () => {
    const collect = exposeGarbageCollection();
    const ref = (() => new WeakRef({ rows: new Array(1000).fill(0) }))();
    // A WeakRef keeps its target until the current job ends.
    await new Promise((resolve) => setTimeout(resolve, 0));
    collect();
    expect(ref.deref()).toBeUndefined();
  });
});
