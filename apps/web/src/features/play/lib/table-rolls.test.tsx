import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageAck, PlayMessage } from '@vitae/core/play';

/** What the sheet's table rolls send over the socket, and what they make of the answer. */
const requestRealtime = vi.fn<(event: string, payload: unknown) => Promise<MessageAck | undefined>>();
vi.mock('../../../lib/realtime.ts', () => ({ requestRealtime: (event: string, payload: unknown) => requestRealtime(event, payload) }));

const save = vi.fn<(id: string) => Promise<void>>(() => Promise.resolve());
vi.mock('../../../lib/characters/characters.ts', () => ({ characterManager: { save: (id: string) => save(id) } }));

const { playTableRolls } = await import('./table-rolls.ts');

const table = { id: '00000000-0000-4000-8000-000000000001', name: 'Freitagsrunde' };
const characterId = '00000000-0000-4000-8000-000000000002';
const result = { kind: 'check' as const, line: 'v5' as const, normal: [7, 2], special: [10], specialName: 'hunger' as const, difficulty: 3, successes: 2, outcome: 'failure' as const, notes: [] };
const message = (body: PlayMessage['body']): PlayMessage => ({ id: 41, sessionId: table.id, at: '2026-12-07T20:00:00.000Z', sender: { id: characterId, alias: 'Lena' }, to: { kind: 'everyone' }, body });

beforeEach(() => {
  requestRealtime.mockReset();
  save.mockClear();
});

describe('playTableRolls: a sheet roll goes to the table as play_roll', () => {
  it('sends the pool, its hunger dice, the difficulty and the secret choice, and answers with the server’s dice', async () => {
    requestRealtime.mockResolvedValue({ ok: true, message: message({ kind: 'roll', secret: true, label: 'Geschick + Heimlichkeit', command: null, character: null, requestId: null, result }) });
    const answer = await playTableRolls.roll(table, { characterId, label: 'Geschick + Heimlichkeit', pool: 3, specialDice: 1, difficulty: 3 }, true);
    expect(requestRealtime).toHaveBeenCalledWith('play_roll', {
      sessionId: table.id,
      characterId,
      label: 'Geschick + Heimlichkeit',
      secret: true,
      roll: { kind: 'check', pool: 3, difficulty: 3, special: 1, specialty: false, willpower: false },
    });
    expect(answer).toEqual({ ok: true, result, messageId: 41 });
  });

  it('a check saves the sheet’s pending edits first (the server reads its tracker from the stored character); other rolls do not wait', async () => {
    const order: string[] = [];
    save.mockImplementation(async () => void order.push('save'));
    requestRealtime.mockImplementation(async () => {
      order.push('roll');
      return { ok: true, message: message({ kind: 'roll', secret: false, label: 'Wallungs-Check', command: null, character: null, requestId: null, result }) };
    });
    await playTableRolls.roll(table, { characterId, label: 'Wallungs-Check', pool: 1, specialDice: 0, difficulty: 1, check: { name: 'rouse', before: 2 } }, false);
    expect(save).toHaveBeenCalledWith(characterId);
    expect(order).toEqual(['save', 'roll']);
    await playTableRolls.roll(table, { characterId, label: 'Geschick', pool: 3, specialDice: 0, difficulty: 3 }, false);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('asks for a willpower re-roll of the roll message', async () => {
    requestRealtime.mockResolvedValue({ ok: true, message: message({ kind: 'roll', secret: false, label: null, command: null, character: null, requestId: null, rerollOf: 40, result }) });
    await playTableRolls.reroll(table, 40, [0, 1]);
    expect(requestRealtime).toHaveBeenCalledWith('play_roll', { sessionId: table.id, reroll: { messageId: 40, dice: [0, 1] } });
  });

  it.each<[string, MessageAck | undefined, string]>([
    ['a refusal, in German', { ok: false, code: 'reroll_not_possible', message: 'this roll cannot be re-rolled' }, 'Diesen Wurf kannst du nicht mit Willenskraft neu würfeln'],
    ['no answer (offline)', undefined, 'Keine Verbindung'],
  ])('says %s and rolls nothing', async (_case, ack, text) => {
    requestRealtime.mockResolvedValue(ack);
    const answer = await playTableRolls.roll(table, { characterId, label: 'Stärke', pool: 2, specialDice: 0, difficulty: null }, false);
    expect(answer.ok).toBe(false);
    expect(answer.ok ? '' : answer.problem).toContain(text);
  });
});
