import { describe, expect, it } from 'vitest';
import { blankCharacter } from '../character/blank.ts';
import { gameLines } from '../character/keys.ts';
import { characterSchema, type Character } from '../character/schema.ts';
import { lineRules } from '../lines/index.ts';
import { applySyncData, syncData, syncFields, syncUploadProblem } from './partitions.ts';

describe('live and level partitions per line (LineRules.sync)', () => {
  it.each(gameLines)('%s: every synced field exists on the line’s blank character, and live and level do not overlap', (line) => {
    const character = blankCharacter(line) as Character;
    const live = syncFields(character, 'live');
    const level = syncFields(character, 'level');
    expect(live).toEqual(lineRules[line].sync.live);
    expect(level).toEqual(lineRules[line].sync.level);
    for (const field of [...live, ...level]) expect(Object.keys(character)).toContain(field);
    expect(live.filter((field) => level.includes(field))).toEqual([]);
    expect(live).toContain('inventory');
    expect(live).not.toContain('name');
    expect(level).not.toContain('avatar');
  });

  it.each(gameLines)('%s: received data overwrites only the synced fields, and the result stays valid', (line) => {
    const source = blankCharacter(line) as Character;
    const target = { ...(blankCharacter(line) as Character), name: 'Empfänger', notes: 'eigene Notizen', backstory: 'eigene Geschichte' };
    const live = { ...syncData(source, 'live'), inventory: { ...source.inventory, cash: 42 }, name: 'Eindringling' };
    const received = applySyncData(target, { c: live, l: syncData({ ...source, notes: 'vom Sender' }, 'level') });
    expect(received.name).toBe('Empfänger');
    expect(received.backstory).toBe('eigene Geschichte');
    expect(received.inventory.cash).toBe(42);
    const notesSynced = syncFields(target, 'level').includes('notes');
    expect(received.notes).toBe(notesSynced ? 'vom Sender' : 'eigene Notizen');
    expect(characterSchema.safeParse(received).success).toBe(true);
  });

  it('a vampire’s live data are the spec’s fields (docs/product-spec.md §3)', () => {
    const vampire = { ...(blankCharacter('v5') as Character), hunger: 3 } as Character;
    expect(Object.keys(syncData(vampire, 'live'))).toEqual(['hunger', 'health', 'healthDamage', 'willpower', 'willpowerDamage', 'humanity', 'stains', 'inventory']);
    expect(syncData(vampire, 'live')['hunger']).toBe(3);
  });
});

describe('syncUploadProblem', () => {
  it.each<[string, (typeof gameLines)[number], 'live' | 'level', Record<string, unknown>, string | undefined]>([
    ['valid vampire live data', 'v5', 'live', { hunger: 3, humanity: 6 }, undefined],
    ['a field of the other part', 'v5', 'live', { notes: 'x' }, 'notes is not live data of v5 characters'],
    ['a field no part syncs', 'v5', 'level', { name: 'x', avatar: '' }, 'name, avatar are not level data of v5 characters'],
    ['a value the schema refuses', 'v5', 'live', { hunger: 9 }, 'hunger: Too big: expected number to be <=5'],
    ['another line’s field', 'w5', 'live', { hunger: 1 }, 'hunger is not live data of w5 characters'],
    ['valid werewolf live data', 'w5', 'live', { rage: 2 }, undefined],
  ])('%s', (_label, line, part, data, expected) => {
    expect(syncUploadProblem(line, part, data)).toBe(expected);
  });
});
