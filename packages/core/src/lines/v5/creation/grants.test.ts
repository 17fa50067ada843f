import { describe, expect, it } from 'vitest';
import type { PredatorAction } from '../content/actions.ts';
import type { V5Character as Character } from '../schema.ts';
import { trait, allDisciplines } from '../leveling/test-fixtures.ts';
import { applyActions, cappedBloodPotencyGain, choiceProblem, isInteractive, type ActionContent } from './actions.ts';
import { availablePredatorTypes, commitClan, commitPredatorType, predatorTypeOptions } from './clan-predator.ts';
import { predatorTypeRefusal } from './grants.ts';
import { applyEraStart } from './era.ts';
import { caitiff, famePack, fresh, meta, nosferatu, ofClan, pack, predatorType, statusPack, tremere, ventrue } from './test-fixtures.ts';

/**
 * V5 corebook, Clans, Nosferatu (bane: Repulsive, no Looks merits) and Merits and Flaws, Looks (one
 * Looks trait at most); Predator Types: each type grants its merits and flaws, a choice offering
 * alternatives. What the merits step and the leveling mode refuse, a predator type must not grant.
 */
const looks = pack(
  'merits',
  6,
  'Aussehen',
  [trait(1, 2, { name: 'Schön', exclusive: true, restriction: { type: 'exclude_clans', data: [8] } })],
  [trait(1, 1, { name: 'Hässlich', exclusive: true }), trait(2, 2, { name: 'Abstoßend', exclusive: true })],
);
/** Feeding: Iron Gullet (•••) is not for Ventrue; Prey Exclusion (•). */
const feeding = pack('merits', 3, 'Trinken', [trait(2, 3, { name: 'Eiserner Magen', restriction: { type: 'exclude_clans', data: [14] } })], [trait(2, 1, { name: 'Beutebeschränkung' })]);
const content: ActionContent = { merits: [looks, feeding], backgrounds: [famePack, statusPack], disciplines: allDisciplines };

const siren = predatorType(13, 'Sirene', [{ type: 'add_merit', data: { meritId: 6, levelId: 1 } }]);
const graverobber = predatorType(8, 'Grabfresser', [{ type: 'add_merit', data: { meritId: 3, levelId: 2 } }]);
/** A flaw choice: Ugly (a second Looks flaw for a Nosferatu) or Prey Exclusion. */
const uglyOrPrey: PredatorAction = {
  type: 'add_flaw',
  data: {
    choices: [
      { type: 'merit', id: 6, flawId: 1, customLevel: null, suffix: null },
      { type: 'merit', id: 3, flawId: 2, customLevel: null, suffix: null },
    ],
  },
};
const onlyUgly: PredatorAction = { type: 'add_flaw', data: { choices: [{ type: 'merit', id: 6, flawId: 1, customLevel: null, suffix: null }] } };
const choosy = predatorType(20, 'Wählerisch', [uglyOrPrey]);
const ugly = predatorType(21, 'Hässlich gemacht', [onlyUgly]);
const books = { books: [{ ...meta.books[0]!, predatorTypes: [8, 13, 20, 21] }] };

/** The character after its clan step (Nosferatu: Repulsive granted). */
function afterClan(c: Character, clan: typeof nosferatu): Character {
  const result = commitClan(c, clan, {}, content);
  if (!result.ok) throw new Error(JSON.stringify(result.failure));
  return result.character;
}

describe('predator types grant only what the character may take', () => {
  it.each<[string, Character, typeof siren, string | null, string | null]>([
    ['Siren for a Nosferatu: Beautiful is refused by the bane', afterClan(fresh(), nosferatu), siren, 'Schön', 'restricted'],
    ['Siren for a Tremere', afterClan(fresh(), tremere), siren, null, null],
    ['Graverobber for a Ventrue: Iron Gullet is not for Ventrue', afterClan(fresh(), ventrue), graverobber, 'Eiserner Magen', 'restricted'],
    ['Graverobber for a Caitiff', afterClan(fresh(), caitiff), graverobber, null, null],
    ['a lone Ugly for a Nosferatu: Repulsive rules it out', afterClan(fresh(), nosferatu), ugly, 'Hässlich', 'not_combinable'],
    ['Ugly or Prey Exclusion for a Nosferatu: the alternative is offered', afterClan(fresh(), nosferatu), choosy, null, null],
  ])('%s', (_, character, type, trait, reason) => {
    const refusal = predatorTypeRefusal(character, type, content);
    expect(refusal?.trait ?? null).toBe(trait);
    expect(refusal?.reasons[0] ?? null).toBe(reason);
    const offered = availablePredatorTypes(character, [type], books, content).map((entry) => entry.id);
    expect(offered).toEqual(reason ? [] : [type.id]);
    expect(predatorTypeOptions(character, [type], books, content)).toEqual([{ type, refusal }]);
    // The rules refuse it on commit too, so no screen can hand it over anyway.
    expect(commitPredatorType(character, type, {}, content).ok).toBe(reason === null);
  });

  it('a Nosferatu committing Siren keeps no Looks merit', () => {
    const result = commitPredatorType(afterClan(fresh(), nosferatu), siren, {}, content);
    expect(result).toEqual({ ok: false, failure: { actionIndex: 0, problem: 'not_allowed' } });
  });

  it('of a flaw choice only the allowed option is left: no choice to make, and it applies itself', () => {
    const c = afterClan(fresh(), nosferatu);
    expect(isInteractive(c, uglyOrPrey, content)).toBe(false);
    expect(choiceProblem(c, uglyOrPrey, { type: 'add_flaw', choice: 0 }, content)).toBeNull();
    const result = applyActions(c, [uglyOrPrey], {}, content);
    expect(result.ok && result.character.merits.packs.map((entry) => [entry.pack.id, entry.flawTraits.map((t) => t.name)])).toEqual([
      [6, ['Abstoßend']],
      [3, ['Beutebeschränkung']],
    ]);
  });

  it('a Tremere still chooses between both flaws, and a refused choice is named as such', () => {
    const c = afterClan(fresh(), tremere);
    expect(isInteractive(c, uglyOrPrey, content)).toBe(true);
    const nos = afterClan(fresh(), nosferatu);
    expect(isInteractive(nos, uglyOrPrey)).toBe(true);
    expect(choiceProblem(ofClan(tremere), uglyOrPrey, { type: 'add_flaw', choice: 0 }, content)).toBeNull();
  });
});

/**
 * V5 corebook, Predator Types, Blood Leech: "+1 Blood Potency"; Generation table: the generation caps
 * blood potency (13th: 3, 14th: 0). A dot the cap swallows is said, not dropped silently.
 */
describe('Blood Leech at the generation cap', () => {
  const leech: PredatorAction[] = [{ type: 'blood_potency_change', data: { amount: 1 } }];
  it.each<[string, number, number, number | null]>([
    ['13th generation at 1 rises to 2', 13, 1, null],
    ['13th generation at 3 stays at 3', 13, 3, 3],
    ['14th generation (thin-blooded) stays at 0', 14, 0, 0],
    ['11th generation at 4 stays at 4', 11, 4, 4],
    ['5th generation at 2 rises to 3', 5, 2, null],
  ])('%s', (_, generation, bloodPotency, kept) => {
    expect(cappedBloodPotencyGain({ generation, bloodPotency }, leech)).toBe(kept);
  });

  it('the era start of a child of the 14th generation: the cap keeps it at 0', () => {
    const child = applyEraStart(fresh(), 'children', 14);
    expect(child.bloodPotency).toBe(0);
    expect(cappedBloodPotencyGain(child, leech)).toBe(0);
    expect(cappedBloodPotencyGain(child, [])).toBeNull();
  });
});
