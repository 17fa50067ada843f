import { describe, expect, it } from 'vitest';
import type { PlayMessage } from '@vitae/core/play';
import { lastSeen, mergeMessages } from './message-log.ts';

const message = (id: number, text = `m${id}`): PlayMessage => ({
  id,
  sessionId: '00000000-0000-4000-8000-000000000001',
  at: '2026-11-23T08:00:00.000Z',
  sender: null,
  to: { kind: 'everyone' },
  body: { kind: 'text', text },
});

describe('mergeMessages', () => {
  it.each([
    ['appends newer messages', [1, 2], [3, 4], [1, 2, 3, 4]],
    ['drops a live message the catch-up brings again', [1, 2, 3], [3, 4], [1, 2, 3, 4]],
    ['puts a late catch-up before the live message that came first', [1, 4], [2, 3], [1, 2, 3, 4]],
    ['keeps an empty log empty', [], [], []],
    ['takes older pages in front', [5, 6], [1, 2, 3], [1, 2, 3, 5, 6]],
  ])('%s', (_name, before, incoming, after) => {
    const merged = mergeMessages(before.map((id) => message(id)), incoming.map((id) => message(id)));
    expect(merged.map((entry) => entry.id)).toEqual(after);
  });

  it('returns the same log when nothing is new (no re-render)', () => {
    const first = message(1);
    const log = [first];
    expect(mergeMessages(log, [first])).toBe(log);
  });

  it('says the newest id seen, or none', () => {
    expect(lastSeen([message(2), message(7)])).toBe(7);
    expect(lastSeen([])).toBeNull();
  });
});
