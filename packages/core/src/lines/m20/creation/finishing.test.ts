import { describe, expect, it } from 'vitest';
import { blankCharacter } from '../../../character/blank.ts';
import type { M20Character } from '../schema.ts';
import { doubleCost, flaws, merits, verbena } from '../test-fixtures.ts';
import { chooseFaction } from './tradition.ts';
import {
  addCreationTrait,
  avatarWarning,
  finishingProblems,
  freebieBudget,
  freebieSpending,
  pointOptions,
  setBoughtQuintessence,
  setCreationArete,
  setCreationBackground,
  setCreationSphere,
  setCreationWillpower,
  setFreebieAbility,
  setFreebieAttribute,
} from './finishing.ts';
import { finishM20Creation } from './finish.ts';

const context = { doubleCost };
const avatar = { id: 'avatar', max: 5 };
const sanctum = { id: 'sanctum', max: 5 };

/** A Verbena as the abilities step leaves her (attributes and abilities spent, affinity Life). */
function baseline(): M20Character {
  const mage = chooseFaction(blankCharacter('m20', { name: 'Ada' }), verbena);
  return {
    ...mage,
    affinitySphere: 'life',
    attributes: { strength: 2, dexterity: 3, stamina: 3, charisma: 4, manipulation: 2, appearance: 3, perception: 2, intelligence: 3, wits: 3 },
    abilities: { talents: { awareness: 3, empathy: 3, alertness: 3, expression: 2, brawl: 2 }, skills: { meditation: 3, crafts: 3, survival: 3 }, knowledges: { occult: 3, medicine: 2 } },
  };
}

/** The 7 background and 6 Sphere points spent, nothing bought yet. */
function spentCreationPoints(): M20Character {
  let mage = baseline();
  const set = <T>(change: { ok: true; character: T } | { ok: false; reason: string }): T => {
    if (!change.ok) throw new Error(change.reason);
    return change.character;
  };
  mage = set(setCreationBackground(mage, avatar, 3));
  mage = set(setCreationBackground(mage, { id: 'mentor', max: 5 }, 2));
  mage = set(setCreationBackground(mage, { id: 'resources', max: 5 }, 2));
  for (const sphere of ['life', 'forces', 'prime', 'spirit', 'matter', 'mind'] as const) mage = set(setCreationSphere(mage, sphere, 1));
  return mage;
}

describe('freebie prices (M20: attribute 5, ability 2, background 1, Sphere 7, Arete 4, Willpower 1, 4 Quintessence for 1)', () => {
  it.each<[string, (mage: M20Character) => M20Character, number]>([
    ['nothing bought', (m) => m, 0],
    ['an attribute dot: 5', (m) => ({ ...m, attributes: { ...m.attributes, strength: 3 } }), 5],
    ['two ability dots, one of them a new ability: 4', (m) => ({ ...m, abilities: { ...m.abilities, talents: { ...m.abilities.talents, brawl: 3 }, knowledges: { ...m.abilities.knowledges, law: 1 } } }), 4],
    ['an ability raised above 3: 2 per dot', (m) => ({ ...m, abilities: { ...m.abilities, talents: { ...m.abilities.talents, awareness: 5 } } }), 4],
    ['a background dot beyond 7: 1', (m) => ({ ...m, backgrounds: { ...m.backgrounds, resources: 3 } }), 1],
    ['a double-cost background dot beyond 7: 2', (m) => ({ ...m, backgrounds: { ...m.backgrounds, sanctum: 1 } }), 2],
    ['a Sphere dot beyond 6: 7', (m) => ({ ...m, spheres: { ...m.spheres, time: 1 } }), 7],
    ['Arete 2: 4', (m) => ({ ...m, arete: 2 }), 4],
    ['Willpower 7: 2', (m) => ({ ...m, willpower: 7 }), 2],
    ['4 Quintessence beyond the Avatar: 1', (m) => ({ ...m, quintessence: 7 }), 1],
    ['a 3-point merit: 3', (m) => ({ ...m, merits: [{ id: 'acuteSenses', name: '', points: 3, note: '' }] }), 3],
    ['all at once: 5 + 7 + 4 + 1 + 2', (m) => ({ ...m, attributes: { ...m.attributes, wits: 4 }, spheres: { ...m.spheres, life: 2, forces: 1 }, arete: 2, willpower: 6, backgrounds: { ...m.backgrounds, resources: 4 } }), 5 + 7 + 4 + 1 + 2],
  ])('%s', (_name, change, total) => {
    const before = spentCreationPoints();
    expect(freebieSpending(baseline(), change(before), context).total).toBe(total);
  });

  it('flaws add at most 7 freebies', () => {
    const mage = baseline();
    expect(freebieBudget(mage)).toBe(15);
    expect(freebieBudget({ ...mage, flaws: [{ id: 'enemy', name: '', points: 5, note: '' }] })).toBe(20);
    expect(freebieBudget({ ...mage, flaws: [{ id: 'enemy', name: '', points: 5, note: '' }, { id: 'deranged', name: '', points: 5, note: '' }] })).toBe(22);
  });
});

describe('the finishing step', () => {
  it('asks for 7 background points, 6 Sphere dots with one in the affinity, and all 15 freebies', () => {
    const mage = baseline();
    expect(finishingProblems(mage, mage, context)).toEqual(['backgrounds_unspent', 'spheres_unspent', 'affinity_sphere_empty', 'freebies_unspent']);
    const spent = spentCreationPoints();
    expect(finishingProblems(mage, spent, context)).toEqual(['freebies_unspent']);
  });

  it('is ready once the freebies are spent exactly, and refuses overspending', () => {
    const spent = spentCreationPoints();
    // Arete 2 (4) + Life 2 (7) + Willpower 7 (2) + one ability dot (2) = 15.
    const ready: M20Character = { ...spent, arete: 2, spheres: { ...spent.spheres, life: 2 }, willpower: 7, abilities: { ...spent.abilities, knowledges: { ...spent.abilities.knowledges, medicine: 3 } } };
    expect(freebieSpending(baseline(), ready, context).total).toBe(15);
    expect(finishingProblems(baseline(), ready, context)).toEqual([]);
    expect(finishingProblems(baseline(), { ...ready, willpower: 8 }, context)).toEqual(['freebies_overspent']);
  });

  it('an affinity Sphere without a dot is a problem even when six are spent', () => {
    const spent = spentCreationPoints();
    const withoutLife = { ...spent, spheres: { ...spent.spheres, life: 0, time: 1 } };
    expect(finishingProblems(baseline(), withoutLife, context)).toContain('affinity_sphere_empty');
  });

  it('a Sphere above Arete is refused with its reason; raising Arete first allows it', () => {
    const spent = spentCreationPoints();
    expect(setCreationSphere(spent, 'forces', 2)).toEqual({ ok: false, reason: 'above_arete' });
    const arete = setCreationArete(spent, 2);
    expect(arete.ok).toBe(true);
    if (!arete.ok) return;
    expect(setCreationSphere(arete.character, 'forces', 2).ok).toBe(true);
    expect(setCreationSphere(arete.character, 'forces', 6)).toEqual({ ok: false, reason: 'at_maximum' });
    // Arete cannot drop below a Sphere, nor go above 3 at creation.
    const raised = setCreationSphere(arete.character, 'forces', 2);
    if (!raised.ok) return;
    expect(setCreationArete(raised.character, 1)).toEqual({ ok: false, reason: 'spheres_above_arete' });
    expect(setCreationArete(raised.character, 4)).toEqual({ ok: false, reason: 'at_maximum' });
    expect(finishingProblems(baseline(), { ...spent, spheres: { ...spent.spheres, forces: 2 } }, context)).toContain('sphere_above_arete');
  });

  it('Quintessence is the Avatar rating plus what freebies bought, and moves with the Avatar', () => {
    let mage = baseline();
    const set = (change: ReturnType<typeof setCreationBackground>) => {
      if (!change.ok) throw new Error(change.reason);
      return change.character;
    };
    mage = set(setCreationBackground(mage, avatar, 2));
    expect(mage.quintessence).toBe(2);
    mage = set(setBoughtQuintessence(mage, 2));
    expect(mage.quintessence).toBe(10);
    mage = set(setCreationBackground(mage, avatar, 4));
    expect(mage.quintessence).toBe(12);
    expect(setBoughtQuintessence(mage, 5)).toEqual({ ok: false, reason: 'wheel_full' });
    expect(setCreationBackground(mage, { id: 'avatar', max: 5 }, 6)).toEqual({ ok: false, reason: 'at_maximum' });
    expect(set(setCreationBackground(mage, sanctum, 1)).backgrounds).toEqual({ avatar: 4, sanctum: 1 });
  });

  it('without Avatar the step warns, it does not block', () => {
    expect(avatarWarning(baseline())).toBe(true);
    expect(avatarWarning(spentCreationPoints())).toBe(false);
    const noAvatar = { ...spentCreationPoints(), backgrounds: { mentor: 2, resources: 5 }, quintessence: 0 };
    expect(finishingProblems(baseline(), noAvatar, context)).toEqual(['freebies_unspent']);
  });

  it('freebies raise attributes and abilities to 5 but never below the earlier steps', () => {
    const base = baseline();
    expect(setFreebieAttribute(base, base, 'strength', 5).ok).toBe(true);
    expect(setFreebieAttribute(base, base, 'strength', 6)).toEqual({ ok: false, reason: 'at_maximum' });
    expect(setFreebieAttribute(base, base, 'strength', 1)).toEqual({ ok: false, reason: 'at_minimum' });
    expect(setFreebieAbility(base, base, 'talents', 'awareness', 5).ok).toBe(true);
    expect(setFreebieAbility(base, base, 'talents', 'awareness', 2)).toEqual({ ok: false, reason: 'at_minimum' });
    expect(setCreationWillpower(base, base, 4)).toEqual({ ok: false, reason: 'at_minimum' });
    expect(setCreationWillpower(base, base, 11)).toEqual({ ok: false, reason: 'at_maximum' });
  });

  it('merits and flaws at the points they allow', () => {
    expect(pointOptions(merits[0]!)).toEqual([1, 3]);
    expect(pointOptions(flaws[1]!)).toEqual([1, 2, 3, 4, 5]);
    const base = baseline();
    expect(addCreationTrait(base, 'merits', merits[0]!, 2)).toEqual({ ok: false, reason: 'invalid_points' });
    const once = addCreationTrait(base, 'merits', merits[0]!, 3, ' Gehör ');
    if (!once.ok) throw new Error(once.reason);
    expect(once.character.merits).toEqual([{ id: 'acuteSenses', name: 'acuteSenses', points: 3, note: 'Gehör' }]);
    expect(addCreationTrait(once.character, 'merits', merits[0]!, 1)).toEqual({ ok: false, reason: 'not_repeatable' });
    const language = addCreationTrait(once.character, 'merits', merits[1]!, 1);
    expect(language.ok && addCreationTrait(language.character, 'merits', merits[1]!, 1).ok).toBe(true);
  });

  it('finishing keeps specialties only on traits of 4 or more and starts with no Paradox', () => {
    const mage: M20Character = { ...spentCreationPoints(), paradox: 0, specialties: { charisma: 'Bühnenpräsenz', strength: 'Heben', awareness: '  ' } };
    const finished = finishM20Creation(mage, 'Zirkel');
    expect(finished.ok).toBe(true);
    if (!finished.ok) return;
    expect(finished.character).toMatchObject({ specialties: { charisma: 'Bühnenpräsenz' }, health: 7, paradox: 0, directory: 'Zirkel' });
  });

  it('finishing refuses a Sphere above Arete through the schema', () => {
    const mage = spentCreationPoints();
    const finished = finishM20Creation({ ...mage, spheres: { ...mage.spheres, life: 2 } });
    expect(finished.ok).toBe(false);
    if (!finished.ok) expect(finished.message).toMatch(/spheres\.life: no Sphere may exceed Arete/);
  });
});
