import { describe, expect, it } from 'vitest';
import { blankV5Character as blankCharacter } from './blank.ts';
import { undoLast } from './leveling/index.ts';
import { moveMarkOfCain, previewMarkOfCain, setMarkOfCain } from './mark-of-cain.ts';

let counter = 0;
const meta = () => ({ id: `m${++counter}`, now: '2025-03-01T20:00:00.000Z' });

describe('Mark of Cain', () => {
  const start = blankCharacter({ humanity: 6, bloodPotency: 3, generation: 10 });

  it.each([
    ['black', 1, 'up', 6, 3],
    ['black', 4, 'up', 6, 3],
    ['black', 5, 'up', 1, 3],
    ['red', 5, 'up', 10, 1],
    ['red', 2, 'up', 6, 3],
  ] as const)('%s tier %i goes %s: humanity %i, blood potency %i', (path, tier, direction, humanity, bloodPotency) => {
    const result = setMarkOfCain(start, path, tier);
    expect(result.direction).toBe(direction);
    expect(result.character).toMatchObject({ markOfCain: { path, tier }, humanity, bloodPotency });
  });

  it('without a history, falling from tier 5 keeps what tier 5 did', () => {
    const five = setMarkOfCain(start, 'black', 5).character;
    const four = setMarkOfCain(five, 'black', 4);
    expect(four.direction).toBe('down');
    expect(four.character).toMatchObject({ markOfCain: { path: 'black', tier: 4 }, humanity: 1 });
  });

  it.each([
    ['undecided', 3, 0],
    ['black', 9, 5],
    ['red', -2, 0],
  ] as const)('%s with tier %i keeps tier %i', (path, tier, expected) => {
    expect(setMarkOfCain(start, path, tier).character.markOfCain.tier).toBe(expected);
  });

  it.each([
    ['black', { markOfCain: { path: 'black', tier: 4 } }, [{ field: 'humanity', from: 6, to: 1 }, { field: 'disciplineCost', active: true }]],
    ['red', { markOfCain: { path: 'red', tier: 4 } }, [{ field: 'humanity', from: 6, to: 10 }, { field: 'bloodPotency', from: 3, to: 1 }]],
    ['black', { markOfCain: { path: 'black', tier: 2 } }, []],
  ] as const)('the preview of %s tier 5 names what changes', (path, fields, effects) => {
    const character = { ...start, ...fields };
    const target = character.markOfCain.tier + 1;
    expect(previewMarkOfCain(character, path, target).effects).toEqual(effects);
    expect(character.humanity).toBe(6);
  });

  it('a step is a change in the history: undo puts mark, humanity and blood potency back, without experience', () => {
    const at4 = { ...start, exp: 12, markOfCain: { path: 'red' as const, tier: 4 } };
    const up = moveMarkOfCain(at4, 'red', 5, meta());
    if (!up.ok) throw new Error(up.reason);
    expect(up.character).toMatchObject({ humanity: 10, bloodPotency: 1, exp: 12 });
    expect(up.entry).toMatchObject({ kind: 'change', amount: 0, purchase: { kind: 'mark_of_cain', ref: 'red:5' } });
    const undone = undoLast(up.character);
    if (!undone.ok) throw new Error('nothing to undo');
    expect(undone.character).toMatchObject({ markOfCain: { path: 'red', tier: 4 }, humanity: 6, bloodPotency: 3, exp: 12, usedExp: 0, xpHistory: [] });
  });

  it('stepping back down from tier 5 restores the values from before tier 5', () => {
    const at4 = { ...start, markOfCain: { path: 'black' as const, tier: 4 } };
    const up = moveMarkOfCain(at4, 'black', 5, meta());
    if (!up.ok) throw new Error(up.reason);
    expect(up.character.humanity).toBe(1);
    const down = moveMarkOfCain(up.character, 'black', 4, meta());
    if (!down.ok) throw new Error(down.reason);
    expect(down.character).toMatchObject({ markOfCain: { path: 'black', tier: 4 }, humanity: 6 });
    expect(down.effects).toEqual([{ field: 'humanity', from: 1, to: 6 }, { field: 'disciplineCost', active: false }]);
    expect(down.character.xpHistory).toHaveLength(2);
  });

  it('an unchanged step records nothing', () => {
    expect(moveMarkOfCain({ ...start, markOfCain: { path: 'black', tier: 2 } }, 'black', 2, meta())).toEqual({ ok: false, reason: 'unchanged' });
  });
});
