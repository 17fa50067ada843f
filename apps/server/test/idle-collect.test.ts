import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allowGarbageCollection, collectWhenIdle, eventLoopBusyShare, garbageCollection } from '../src/idle-collect.ts';

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
  ])('$name', ({ shares, collections }) => {
    const collect = vi.fn();
    const started = Date.now();
    // The share of the interval that just ended (asked again right after a collection: the same one).
    const busyShare = () => shares[Math.floor((Date.now() - started) / 1000) - 1] ?? 0;
    const stop = collectWhenIdle(collect, { intervalMs: 1000, busyShare });
    vi.advanceTimersByTime(1000 * shares.length);
    stop();
    expect(collect).toHaveBeenCalledTimes(collections);
  });

  it('stops collecting once stopped', () => {
    const collect = vi.fn();
    const started = Date.now();
    const stop = collectWhenIdle(collect, { intervalMs: 1000, busyShare: () => (Date.now() - started <= 1000 ? 0.5 : 0) });
    vi.advanceTimersByTime(1000);
    stop();
    vi.advanceTimersByTime(5000);
    expect(collect).not.toHaveBeenCalled();
  });
});

describe('collectWhenIdle on the real event loop', () => {
  const block = (ms: number) => {
    const until = performance.now() + ms;
    while (performance.now() < until);
  };

  it('does not count a slow collection as work to collect after', async () => {
    // Each collection blocks for most of an interval: counted as work, it would collect again and
    // again. Idle is below a tenth here, so the test runner's own chatter cannot count as work.
    const collect = vi.fn(() => block(150));
    const stop = collectWhenIdle(collect, { intervalMs: 200, idleBelow: 0.1 });
    block(150);
    await new Promise((resolve) => setTimeout(resolve, 1300));
    stop();
    expect(collect).toHaveBeenCalledTimes(1);
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

describe('garbageCollection', () => {
  it('gives a function that collects this thread’s unreachable objects', async () => {
    allowGarbageCollection();
    const collect = garbageCollection();
    const ref = (() => new WeakRef({ rows: new Array(1000).fill(0) }))();
    // A WeakRef keeps its target until the current job ends.
    await new Promise((resolve) => setTimeout(resolve, 0));
    collect();
    expect(ref.deref()).toBeUndefined();
  });
});
