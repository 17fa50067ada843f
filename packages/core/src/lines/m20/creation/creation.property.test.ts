import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { characterSchema } from '../../../character/schema.ts';
import { m20Rules } from '../rules.ts';
import { mageAbilityCategories, mageAttributeCategories, mageAttributeCategoryNames, mageEssences, mageSpheres, type MageAbilityCategory, type MageAttributeCategory } from '../keys.ts';
import type { M20Character } from '../schema.ts';
import { archetypeIds, doubleCost, factions, flaws, merits } from '../test-fixtures.ts';
import { abilityStepProblems, setCreationAbility } from './abilities.ts';
import { attributeStepProblems, setCreationAttribute } from './attributes.ts';
import {
  addCreationTrait,
  finishingProblems,
  freebieBudget,
  freebieSpending,
  setBoughtQuintessence,
  setCreationArete,
  setCreationBackground,
  setCreationSphere,
  setCreationWillpower,
  setFreebieAbility,
  setFreebieAttribute,
  type FinishingChange,
} from './finishing.ts';
import type { PriorityOrder } from './priorities.ts';
import { affinityChoice, affinityOptions, chooseAffinity, chooseFaction, identityStepProblems, traditionStepProblems } from './tradition.ts';

/** A small deterministic generator (mulberry32), so a failing seed replays the same path. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = int(i + 1);
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  };
  return { int, pick, shuffle };
}

const abilityIds: Record<MageAbilityCategory, string[]> = {
  talents: ['alertness', 'art', 'athletics', 'awareness', 'brawl', 'empathy', 'expression', 'intimidation', 'leadership', 'streetwise', 'subterfuge'],
  skills: ['crafts', 'drive', 'etiquette', 'firearms', 'martialArts', 'meditation', 'melee', 'research', 'stealth', 'survival', 'technology'],
  knowledges: ['academics', 'computer', 'cosmology', 'enigmas', 'esoterica', 'investigation', 'law', 'medicine', 'occult', 'politics', 'science'],
};
const backgrounds = [
  { id: 'avatar', max: 5 },
  { id: 'mentor', max: 5 },
  { id: 'resources', max: 5 },
  { id: 'sanctum', max: 5 },
  { id: 'library', max: 5 },
];

const applied = <C>(change: FinishingChange<C>, fallback: C): C => (change.ok ? change.character : fallback);

/** A whole wizard path with random, valid choices; returns the character after each step. */
function randomPath(seed: number): { steps: Array<{ step: string; problems: string[] }>; finished: M20Character; baseline: M20Character } {
  const r = generator(seed);
  const steps: Array<{ step: string; problems: string[] }> = [];
  let mage = m20Rules.creation.start({ name: `Magus ${seed}`, sex: r.pick(['m', 'f', 'd'] as const), books: [1] });

  // Tradition: a faction and an affinity it allows.
  const faction = r.pick(factions);
  mage = chooseFaction(mage, faction);
  const affinity = r.pick(affinityOptions(faction).filter((sphere) => affinityChoice(faction, sphere) !== 'not_allowed'));
  mage = chooseAffinity(mage, faction, affinity);
  steps.push({ step: 'tradition', problems: traditionStepProblems(mage, faction) });

  // Identity.
  mage = { ...mage, essence: r.pick(mageEssences), nature: r.pick([...archetypeIds]), demeanor: r.pick([...archetypeIds]), concept: r.pick(['', 'Hexe', 'Hackerin']) };
  steps.push({ step: 'identity', problems: identityStepProblems(mage, archetypeIds) });

  // Attributes: 7/5/3 in a random order, dot by dot.
  const attributeOrder = r.shuffle(mageAttributeCategoryNames) as unknown as PriorityOrder<MageAttributeCategory>;
  attributeOrder.forEach((category, rank) => {
    for (let point = 0; point < [7, 5, 3][rank]!; point += 1) {
      const open = mageAttributeCategories[category].filter((key) => mage.attributes[key] < 5);
      const key = r.pick(open);
      mage = setCreationAttribute(mage, attributeOrder, key, mage.attributes[key] + 1);
    }
  });
  steps.push({ step: 'm20-attributes', problems: attributeStepProblems(mage, attributeOrder) });

  // Abilities: 13/9/5 in a random order, none above 3.
  const abilityOrder = r.shuffle(mageAbilityCategories) as unknown as PriorityOrder<MageAbilityCategory>;
  abilityOrder.forEach((category, rank) => {
    for (let point = 0; point < [13, 9, 5][rank]!; point += 1) {
      const open = abilityIds[category].filter((id) => (mage.abilities[category][id] ?? 0) < 3);
      const id = r.pick(open);
      mage = setCreationAbility(mage, abilityOrder, category, id, (mage.abilities[category][id] ?? 0) + 1);
    }
  });
  steps.push({ step: 'm20-abilities', problems: abilityStepProblems(mage, abilityOrder) });
  const baseline = mage;

  // Finishing: Arete first (it caps the Spheres), 7 background points, 6 Sphere dots with the affinity first.
  const arete = 1 + r.int(3);
  mage = applied(setCreationArete(mage, arete), mage);
  let backgroundPointsLeft = 7;
  while (backgroundPointsLeft > 0) {
    const background = r.pick(backgrounds);
    const weight = doubleCost.has(background.id) ? 2 : 1;
    const current = mage.backgrounds[background.id] ?? 0;
    if (weight > backgroundPointsLeft || current >= background.max) continue;
    mage = applied(setCreationBackground(mage, background, current + 1), mage);
    backgroundPointsLeft -= weight;
  }
  mage = applied(setCreationSphere(mage, affinity, 1), mage);
  for (let dots = 1; dots < 6; ) {
    const sphere = r.pick(mageSpheres);
    const change = setCreationSphere(mage, sphere, mage.spheres[sphere] + 1);
    if (!change.ok) continue;
    mage = change.character;
    dots += 1;
  }

  // Flaws and merits, then random freebies while they fit, then the cheap sinks to spend the rest exactly.
  for (const flaw of r.shuffle(flaws).slice(0, r.int(3))) mage = applied(addCreationTrait(mage, 'flaws', flaw, flaw.cost.min), mage);
  const left = () => freebieBudget(mage) - freebieSpending(baseline, mage, { doubleCost }).total;
  const merit = r.pick(merits);
  if (left() - merit.cost.min >= 8) mage = applied(addCreationTrait(mage, 'merits', merit, merit.cost.min), mage);
  for (let tries = 0; tries < 20 && left() > 6; tries += 1) {
    const choice = r.int(3);
    if (choice === 0) {
      const key = r.pick(Object.keys(mage.attributes) as Array<keyof M20Character['attributes']>);
      if (left() - 5 >= 6) mage = applied(setFreebieAttribute(baseline, mage, key, mage.attributes[key] + 1), mage);
    } else if (choice === 1) {
      const category = r.pick(mageAbilityCategories);
      const id = r.pick(abilityIds[category]);
      mage = applied(setFreebieAbility(baseline, mage, category, id, (mage.abilities[category][id] ?? 0) + 1), mage);
    } else {
      const sphere = r.pick(mageSpheres);
      if (left() - 7 >= 6) mage = applied(setCreationSphere(mage, sphere, mage.spheres[sphere] + 1), mage);
    }
  }
  while (left() > 0 && mage.willpower < 10) mage = applied(setCreationWillpower(baseline, mage, mage.willpower + 1), mage);
  let bought = 0;
  while (left() > 0) {
    const change = setBoughtQuintessence(mage, bought + 1);
    if (!change.ok) break;
    mage = change.character;
    bought += 1;
  }
  steps.push({ step: 'm20-finishing-touches', problems: finishingProblems(baseline, mage, { doubleCost }) });

  const finished = m20Rules.creation.finish(mage, 'Kabale');
  if (!finished.ok) throw new Error(finished.message);
  return { steps, finished: finished.character, baseline };
}

describe('any valid wizard path (property)', () => {
  it('passes every step and finishes with a schema-valid mage that keeps the rules', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        const { steps, finished } = randomPath(seed);
        for (const { step, problems } of steps) expect(problems, `${step} (seed ${seed})`).toEqual([]);
        expect(characterSchema.parse(finished)).toEqual(finished);
        expect(finished).toMatchObject({ gameLine: 'm20', health: 7, paradox: 0, directory: 'Kabale' });
        for (const sphere of mageSpheres) expect(finished.spheres[sphere]).toBeLessThanOrEqual(finished.arete);
        expect(finished.arete).toBeLessThanOrEqual(3);
        expect(finished.spheres[finished.affinitySphere!]).toBeGreaterThanOrEqual(1);
        expect(finished.quintessence).toBeGreaterThanOrEqual(finished.backgrounds['avatar'] ?? 0);
      }),
      { numRuns: 300 },
    );
  });
});
