import { characterSchema } from '@vitae/core';
import {
  allAttributeKeys,
  attributeValue,
  allSkillKeys,
  chooseSkillSpread,
  commitSpecialities,
  setCreationAttribute,
  setCreationSkill,
  skillStepProblems,
  skillValue,
  attributeStepProblems,
  type SpecialityChoices,
  type TraitPack,
} from '@vitae/core/fifth-edition';
import {
  applyEraStart,
  blankV5Character as blankCharacter,
  eraRules,
  type V5Character as Character,
  type PredatorAction,
  addCreationTrait,
  addCustomTrait,
  allowedDisciplineChoices,
  allowedFlawChoices,
  availableClans,
  availablePredatorTypes,
  bookContent,
  buyCreationPower,
  chooseClan,
  chooseClanDisciplines,
  chooseStartingCeremony,
  chooseStartingRitual,
  choiceProblem,
  clanDisciplines,
  clanStepProblems,
  commitClan,
  commitPredatorType,
  creationPowerOptions,
  disciplineProgress,
  disciplineStepProblems,
  finishCreation,
  isInteractive,
  removeLastCreationPower,
  startingCeremonyOptions,
  startingRitualOptions,
  stepsFor,
  traitBudget,
  traitOptions,
  traitPointsUsed,
  traitStepProblems,
  v5Steps,
  type ActionChoice,
  type ActionChoices,
} from '@vitae/core/v5';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  content,
  disciplineById,
  meta,
  must,
  point,
  spec,
} from './v5-creation-helpers.ts';

// ---------------------------------------------------------------------------------------------
// Property: any sequence of valid step results makes a character that passes every step check.

type Gen = fc.GeneratorValue;

function pick<T>(g: Gen, items: readonly T[]): T {
  if (items.length === 0) throw new Error('nothing to pick from');
  return items[g(fc.integer, { min: 0, max: items.length - 1 })] as T;
}
const word = (g: Gen) => g(fc.stringMatching, /^[A-Za-zÄÖÜäöüß]{1,12}$/);
const shuffled = <T>(g: Gen, items: readonly T[]): T[] => g(fc.shuffledSubarray, [...items], { minLength: items.length, maxLength: items.length });

/** Splits `total` points between `slots` choices at random. */
function split(g: Gen, total: number, slots: number): number[] {
  const points = Array<number>(slots).fill(0);
  for (let i = 0; i < total; i += 1) {
    const slot = g(fc.integer, { min: 0, max: slots - 1 });
    points[slot] = (points[slot] ?? 0) + 1;
  }
  return points;
}

/** A valid choice for every interactive action. */
function randomChoices(g: Gen, character: Character, actions: readonly PredatorAction[]): ActionChoices {
  const choices: Record<number, ActionChoice> = {};
  actions.forEach((action, i) => {
    if (!isInteractive(character, action, content)) return;
    switch (action.type) {
      case 'additional_specialization': {
        const choice = g(fc.integer, { min: 0, max: action.data.choices.length - 1 });
        choices[i] = action.data.choices[choice]?.freeInput ? spec(choice, word(g)) : spec(choice);
        break;
      }
      case 'discipline_point':
        choices[i] = point(pick(g, allowedDisciplineChoices(character, action)));
        break;
      case 'add_flaw':
        choices[i] = { type: 'add_flaw', choice: pick(g, allowedFlawChoices(character, action, content)) };
        break;
      case 'spend_background_points_between':
      case 'spend_flaw_points_between':
        choices[i] = { type: 'spend_points', points: split(g, action.data.points, action.data.choices.length) };
        break;
      default:
        break;
    }
  });
  return choices;
}

interface Built {
  character: Character;
  spread: (typeof content.skillSpreads)[number] | null;
  specialities: SpecialityChoices;
}

let customId = 0;

function randomCreation(g: Gen): Built {
  const era = pick(g, ['children', 'newborn', 'ancillae', 'older', 'elder', 'cainesinheritance'] as const);
  const books = [1, ...g(fc.subarray, [3, 5, 7])];
  let c = applyEraStart(blankCharacter({ books, sire: word(g) }), era, eraRules[era].defaultGeneration);

  // Clan
  const clan = pick(g, availableClans(c, content.clans, meta));
  const clanChoices = randomChoices(g, chooseClan(c, clan), clan.actions);
  c = must(commitClan(c, clan, clanChoices, content));
  expect(clanStepProblems(c)).toEqual([]);

  // Predator type
  const predator = pick(g, availablePredatorTypes(c, content.predatorTypes, meta, content));
  const choices = randomChoices(g, c, predator.actions);
  for (const [i, action] of predator.actions.entries()) expect(choiceProblem(c, action, choices[i])).toBeNull();
  c = must(commitPredatorType(c, predator, choices, content));
  const specialities: SpecialityChoices = { fixed: {}, free: { skill: null, text: '' } };
  expect(stepsFor(c)).toEqual(v5Steps);

  // Attributes
  const attributeValues = shuffled(g, [4, 3, 3, 3, 2, 2, 2, 2, 1]);
  for (const [i, key] of shuffled(g, allAttributeKeys).entries()) {
    c = setCreationAttribute(c, key, attributeValues[i] ?? 0);
    expect(attributeValue(c, key)).toBe(attributeValues[i]);
  }
  expect(attributeStepProblems(c)).toEqual([]);

  // Skills
  const spread = pick(g, content.skillSpreads);
  c = chooseSkillSpread(c, spread);
  const skillValues = shuffled(
    g,
    spread.spread.flatMap(({ amount, points }) => Array<number>(amount).fill(points)),
  );
  for (const [i, key] of shuffled(g, allSkillKeys).slice(0, skillValues.length).entries()) {
    c = setCreationSkill(c, spread, key, skillValues[i] ?? 0);
    expect(skillValue(c, key)).toBe(skillValues[i]);
  }
  specialities.fixed = { aca: word(g), cra: word(g), per: word(g), sci: word(g) };
  specialities.free = { skill: pick(g, allSkillKeys.filter((key) => skillValue(c, key) > 0)), text: word(g) };
  expect(skillStepProblems(c, spread, specialities)).toEqual([]);
  c = commitSpecialities(c, specialities);

  // Disciplines
  const [two, one] = g(fc.shuffledSubarray, clanDisciplines(c, content.disciplines).map((d) => d.id), { minLength: 2, maxLength: 2 });
  c = must(chooseClanDisciplines(c, two ?? 0, one ?? 0, content.disciplines));
  expect(disciplineStepProblems(c, true, content)).toContain('powers_unspent');
  let takeBack = g(fc.boolean);
  for (let round = 0; round < 20; round += 1) {
    const open = disciplineProgress(c).filter((p) => p.used < p.points);
    if (open.length === 0) break;
    const candidates = open.flatMap((p) => {
      const d = disciplineById(p.id);
      return creationPowerOptions(c, d, content.disciplines)
        .filter((option) => option.selectable)
        .map((option) => ({ d, power: option.power }));
    });
    expect(candidates.length).toBeGreaterThan(0);
    const { d, power } = pick(g, candidates);
    const next = buyCreationPower(c, d, power);
    expect(next).not.toBeNull();
    if (next) c = next;
    if (takeBack) {
      // Change of mind once: the last power goes again (its point comes back).
      c = removeLastCreationPower(c, d.id);
      takeBack = false;
    }
  }
  const rituals = startingRitualOptions(c, content.bloodRituals);
  if (rituals.length > 0) c = chooseStartingRitual(c, pick(g, rituals));
  const ceremonies = startingCeremonyOptions(c, content.oblivionCeremonies);
  if (ceremonies.length > 0) c = chooseStartingCeremony(c, pick(g, ceremonies));
  expect(disciplineStepProblems(c, true, content)).toEqual([]);

  // Traits
  const enabled = bookContent(meta, c.books);
  const packs: TraitPack[] = [...content.merits.filter((p) => enabled.merits.has(p.id)), ...content.backgrounds.filter((p) => enabled.backgrounds.has(p.id))];
  for (let round = 0; round < 20; round += 1) {
    const left = traitBudget(c).advantages - traitPointsUsed(c).advantages;
    if (left <= 0) break;
    const candidates = packs.flatMap((p) =>
      traitOptions(c, p, 'advantages')
        .filter((o) => o.reasons.length === 0 && o.minLevel <= left)
        .map((o) => ({ p, o })),
    );
    if (candidates.length === 0 || g(fc.integer, { min: 0, max: 9 }) === 0) {
      customId += 1;
      const level = g(fc.integer, { min: 1, max: Math.min(left, 5) });
      c = must(addCustomTrait(c, { type: pick(g, ['merits', 'backgrounds'] as const), side: 'advantages', level, name: word(g), description: '', id: 42 * customId }));
      continue;
    }
    const { p, o } = pick(g, candidates);
    const level = g(fc.integer, { min: o.minLevel, max: Math.min(o.maxLevel, left) });
    c = must(addCreationTrait(c, p, 'advantages', o.trait.id, level));
  }
  for (let round = 0; round < 20 && traitPointsUsed(c).flaws < traitBudget(c).flaws; round += 1) {
    const candidates = packs.flatMap((p) =>
      traitOptions(c, p, 'disadvantages')
        .filter((o) => o.reasons.length === 0)
        .map((o) => ({ p, o })),
    );
    const { p, o } = pick(g, candidates);
    c = must(addCreationTrait(c, p, 'disadvantages', o.trait.id));
  }
  const convictionCount = g(fc.integer, { min: 1, max: 3 });
  c = { ...c, convictions: Array.from({ length: convictionCount }, () => ({ conviction: word(g), touchstone: word(g) })) };
  expect(traitStepProblems(c)).toEqual([]);
  return { character: c, spread, specialities };
}

describe('V5 creation property', () => {
  it('any sequence of valid step results passes every step check and finishes', () => {
    fc.assert(
      fc.property(fc.gen(), (g) => {
        const { character, spread, specialities } = randomCreation(g);
        expect(clanStepProblems(character)).toEqual([]);
        expect(attributeStepProblems(character)).toEqual([]);
        expect(skillStepProblems(character, spread, specialities)).toEqual([]);
        expect(disciplineStepProblems(character, true, content)).toEqual([]);
        expect(traitStepProblems(character)).toEqual([]);
        const finished = finishCreation(character, 'Chronik');
        if (!finished.ok) throw new Error(finished.message);
        expect(characterSchema.safeParse(finished.character).success).toBe(true);
        expect(finished.character).toMatchObject({
          health: attributeValue(character, 'sta') + 3,
          willpower: attributeValue(character, 'com') + attributeValue(character, 'res'),
          requiredPointSpreads: [],
          directory: 'Chronik',
          clan: { id: character.clan?.id },
          predatorType: { id: character.predatorType?.id },
        });
      }),
      { numRuns: 50 },
    );
  });
});
