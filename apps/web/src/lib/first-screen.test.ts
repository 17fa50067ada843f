import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
  return done;
}

describe('whenIdleAfterFirstScreen', () => {
  it('waits for the first screen, then for the browser to be idle (with the given limit)', async () => {
    const idle: Array<{ run: () => void; timeout: number | undefined }> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout?: number }) => idle.push({ run, timeout: options?.timeout }));
    const { markFirstScreen, whenIdleAfterFirstScreen } = await import('./first-screen.ts');
    const waiting = whenIdleAfterFirstScreen(1_500);
    expect(await settled(waiting)).toBe(false);
    expect(idle).toHaveLength(0);
    markFirstScreen();
    expect(await settled(waiting)).toBe(false);
    expect(idle.map((entry) => entry.timeout)).toEqual([1_500]);
    idle[0]!.run();
    expect(await settled(waiting)).toBe(true);
  });

  it('says whether the first screen has painted', async () => {
    const { markFirstScreen, firstScreenShown } = await import('./first-screen.ts');
    expect(firstScreenShown()).toBe(false);
    markFirstScreen();
    expect(firstScreenShown()).toBe(true);
  });

  it('without requestIdleCallback (Safari) waits a short timer instead', async () => {
    vi.useFakeTimers();
    try {
      const { markFirstScreen, whenIdleAfterFirstScreen } = await import('./first-screen.ts');
      markFirstScreen();
      const waiting = whenIdleAfterFirstScreen(2_000);
      expect(await settled(waiting)).toBe(false);
      await vi.advanceTimersByTimeAsync(199);
      expect(await settled(waiting)).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await settled(waiting)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
