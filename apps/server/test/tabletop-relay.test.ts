import { describe, expect, it } from 'vitest';
import { createTabletopRelay, type RelayListener } from '../src/tabletop/relay.ts';

function recorder(): RelayListener & { texts: string[]; ended: boolean } {
  const listener = { texts: [] as string[], ended: false, write: (text: string) => void listener.texts.push(text), end: () => void (listener.ended = true) };
  return listener;
}
const options = { maxListenersPerKey: 2, maxListenersPerKeyAndAddress: 5, maxListeners: 3, heartbeatMs: 15 };

describe('the tabletop relay', () => {
  it('sends a heartbeat comment to every listener while any listens, and stops when none does', async () => {
    const relay = createTabletopRelay(options);
    const a = recorder();
    const added = relay.add('k', a);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(a.texts.filter((text) => text === ': heartbeat\n\n').length).toBeGreaterThanOrEqual(2);
    if (added.ok) added.remove();
    const count = a.texts.length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(a.texts.length).toBe(count);
  });

  it('bounds listeners per key and per instance, and removes only the listener that ends', () => {
    const relay = createTabletopRelay(options);
    const [a, b, c, d] = [recorder(), recorder(), recorder(), recorder()];
    const first = relay.add('k', a);
    expect(relay.add('k', b).ok).toBe(true);
    expect(relay.add('k', c)).toEqual({ ok: false, reason: 'key_full' });
    expect(relay.add('other', c).ok).toBe(true);
    expect(relay.add('third', d)).toEqual({ ok: false, reason: 'instance_full' });
    if (first.ok) {
      first.remove();
      first.remove();
    }
    expect(relay.listenerCount('k')).toBe(1);
    expect(relay.listenerCount()).toBe(2);
    expect(relay.deliver('k', '{"x":1}')).toBe(1);
    expect(b.texts).toEqual(['event: message\ndata: {"x":1}\n\n']);
    expect(a.texts).toEqual([]);
  });

  it('ends every stream on close and refuses new ones', () => {
    const relay = createTabletopRelay(options);
    const a = recorder();
    relay.add('k', a);
    relay.close();
    expect(a.ended).toBe(true);
    expect(relay.add('k', recorder())).toEqual({ ok: false, reason: 'closing' });
  });
});
