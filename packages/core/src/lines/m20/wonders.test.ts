import { describe, expect, it } from 'vitest';
import { blankCharacter } from '../../character/blank.ts';
import { addWonder, removeWonder } from './wonders.ts';

const mage = () => blankCharacter('m20', { name: 'Ada' });
const grimoire = { id: 'grimoire', permanentWillpower: 1 };
const primer = { id: 'primer', permanentWillpower: 2 };
const talisman = { id: 'talisman', permanentWillpower: 0 };

describe('wonders (spec §9: grimoires and principia 1 permanent Willpower, primers 2)', () => {
  it.each<[string, { id: string; permanentWillpower: number }, boolean, number]>([
    ['writing a grimoire costs 1', grimoire, true, 4],
    ['writing a primer costs 2', primer, true, 3],
    ['a found grimoire costs nothing', grimoire, false, 5],
    ['a talisman costs no permanent Willpower', talisman, true, 5],
  ])('%s', (_name, type, selfMade, willpower) => {
    const result = addWonder(mage(), type, { id: 'w1', name: ' Das grüne Buch ', rank: 2, selfMade });
    if (!result.ok) throw new Error(result.reason);
    expect(result.character.willpower).toBe(willpower);
    expect(result.character.wonders).toEqual([{ id: 'w1', type: type.id, name: 'Das grüne Buch', rank: 2, selfMade: selfMade && type.permanentWillpower > 0, notes: '' }]);
  });

  it('refuses what would leave less than 1 permanent Willpower, and broken entries', () => {
    expect(addWonder({ ...mage(), willpower: 2 }, primer, { id: 'w1', name: 'Fibel', rank: 1, selfMade: true })).toEqual({ ok: false, reason: 'not_enough_willpower' });
    expect(addWonder(mage(), grimoire, { id: 'w1', name: '  ', rank: 1 })).toEqual({ ok: false, reason: 'invalid' });
    expect(addWonder(mage(), grimoire, { id: 'w1', name: 'Buch', rank: 6 })).toEqual({ ok: false, reason: 'invalid' });
    const one = addWonder(mage(), talisman, { id: 'w1', name: 'Stab', rank: 3 });
    expect(one.ok && addWonder(one.character, talisman, { id: 'w1', name: 'Stab', rank: 3 })).toEqual({ ok: false, reason: 'invalid' });
  });

  it('removing a wonder keeps the Willpower paid', () => {
    const made = addWonder(mage(), grimoire, { id: 'w1', name: 'Buch', rank: 1, selfMade: true });
    if (!made.ok) throw new Error(made.reason);
    expect(removeWonder(made.character, 'w1')).toMatchObject({ wonders: [], willpower: 4 });
  });
});
