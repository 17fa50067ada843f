import { describe, expect, it } from 'vitest';
import { blankCharacter } from '../character/blank.ts';
import type { GameLine } from '../character/keys.ts';
import { characterSchema } from '../character/schema.ts';
import { rulesOfLine } from '../lines/index.ts';
import { heldCopy } from './held.ts';
import { readHeldItemRef, recordHeldKindUpdate } from './held-update.ts';
import type { StoredKindItem } from './kind.ts';

const item = (id: number, version: number, fields: Record<string, unknown> = {}): StoredKindItem =>
  ({ schemaVersion: 1, id, version, name: `Eigenbau ${id}`, creator: 'Ana', public: true, inviteCode: null, updatedAt: '2026-12-01T00:00:00.000Z', ...fields }) as StoredKindItem;
const meta = (id: string) => ({ id, now: '2026-12-07T18:00:00.000Z' });

describe('taking a newer version of a held homebrew item is a history entry with undo (issue #49 item 1)', () => {
  it.each<[GameLine, string]>([
    ['w5', 'gifts'],
    ['w5', 'rites'],
    ['m20', 'rotes'],
    ['h5', 'edges'],
    ['h5', 'perks'],
    ['v5', 'vampire-merits'],
  ])('%s %s: recorded as a change, valid for the line, and undone to the previous copy exactly', (line, kind) => {
    const older = heldCopy(kind, item(7, 1, { summary: 'alt' }));
    const other = heldCopy(kind, item(8, 3));
    const character = { ...blankCharacter(line), exp: 4, usedExp: 6, homebrewItems: [older, other] };

    const result = recordHeldKindUpdate(character, kind, item(7, 3, { name: 'Neuer Name', summary: 'neu' }), meta('e1'));
    if (!result.ok) throw new Error(result.reason);
    const updated = result.character;
    expect(updated.homebrewItems).toEqual([heldCopy(kind, item(7, 3, { name: 'Neuer Name', summary: 'neu' })), other]);
    expect(updated.exp).toBe(4);
    expect(updated.xpHistory).toHaveLength(1);
    expect(updated.xpHistory[0]).toMatchObject({ id: 'e1', kind: 'change', amount: 0, purchase: { kind: 'homebrew_item_update', name: 'Neuer Name', from: 1, level: 3 } });
    expect(readHeldItemRef(updated.xpHistory[0]!.purchase!.ref)).toEqual({ line, kind, id: 7 });
    // The line's character schema takes the entry (strict snapshots and record kinds).
    expect(characterSchema.safeParse(updated).success).toBe(true);

    const undone = rulesOfLine(line).leveling.undo(updated as never);
    if (!undone.ok) throw new Error(undone.reason);
    expect(undone.character).toEqual(character);
  });

  it('undo puts back only that copy: one taken later stays', () => {
    const character = { ...blankCharacter('w5'), homebrewItems: [heldCopy('gifts', item(7, 1))] };
    const result = recordHeldKindUpdate(character, 'gifts', item(7, 2), meta('e1'));
    if (!result.ok) throw new Error(result.reason);
    const later = { ...result.character, homebrewItems: [...result.character.homebrewItems!, heldCopy('gifts', item(9, 1))] };
    const undone = rulesOfLine('w5').leveling.undo(later);
    if (!undone.ok) throw new Error(undone.reason);
    expect(undone.character.homebrewItems).toEqual([heldCopy('gifts', item(7, 1)), heldCopy('gifts', item(9, 1))]);
  });

  it.each([
    ['an item the character does not hold', [heldCopy('gifts', item(8, 1))], item(7, 2)],
    ['a version that is not newer', [heldCopy('gifts', item(7, 2))], item(7, 2)],
  ])('refuses %s and changes nothing', (_, held, newer) => {
    const character = { ...blankCharacter('w5'), homebrewItems: held };
    expect(recordHeldKindUpdate(character, 'gifts', newer, meta('e1'))).toEqual({ ok: false, reason: 'not_newer' });
  });

  it('refuses a history id already used', () => {
    const character = { ...blankCharacter('w5'), homebrewItems: [heldCopy('gifts', item(7, 1))] };
    const first = recordHeldKindUpdate(character, 'gifts', item(7, 2), meta('e1'));
    if (!first.ok) throw new Error(first.reason);
    expect(recordHeldKindUpdate(first.character, 'gifts', item(7, 3), meta('e1'))).toEqual({ ok: false, reason: 'invalid' });
  });

  it.each([
    ['w5:gifts:12', { line: 'w5', kind: 'gifts', id: 12 }],
    ['h5:hunter-merits:3', { line: 'h5', kind: 'hunter-merits', id: 3 }],
    ['gifts:12', undefined],
    [undefined, undefined],
  ])('reads the reference %j', (ref, expected) => expect(readHeldItemRef(ref)).toEqual(expected));
});
