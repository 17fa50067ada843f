import { characterSchema } from '@vitae/core';
import { addCreationTraitWith, allAttributeKeys, allSkillKeys, attributeStepProblems, attributeValue, chooseSkillSpread, commitSpecialities, setCreationAttribute, setCreationSkill, skillStepProblems, skillValue, traitOptionsWith, traitPointsUsed, type SpecialityChoices } from '@vitae/core/fifth-edition';
import {
  auspiceStepProblems,
  chooseAuspice,
  chooseCreationGift,
  chooseCreationRite,
  chooseThirdRenown,
  chooseTribe,
  creationGiftKinds,
  creationGiftOptions,
  creationRiteOptions,
  finishW5Creation,
  giftStepProblems,
  identityStepProblems,
  renownKeys,
  renownStepProblems,
  totalRenown,
  tribeStepProblems,
  w5ContentFiles,
  w5Rules,
  w5TraitRules,
  w5TraitStepProblems,
  type W5Character,
} from '@vitae/core/w5';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getContent, getMeta } from '../src/index.ts';

const content = getContent(w5ContentFiles, 'de-DE');
const books = getMeta().lines.w5!.books;

type Gen = fc.GeneratorValue;
const pick = <T>(g: Gen, list: readonly T[]): T => {
  if (list.length === 0) throw new Error('nothing to pick from');
  return list[g(fc.integer, { min: 0, max: list.length - 1 })] as T;
};
const shuffled = <T>(g: Gen, list: readonly T[]): T[] => g(fc.shuffledSubarray, [...list], { minLength: list.length, maxLength: list.length });
const word = (g: Gen) => g(fc.constantFrom, 'Klettern', 'Wölfe', 'Gassen', 'Geister', 'Regen', 'Lieder');

/** A random path through the wizard that passes every step: the way a player could click it. */
function randomWerewolf(g: Gen): { character: W5Character; specialities: SpecialityChoices } {
  const chosenBooks = [1, ...books.filter((b) => b.id !== 1 && g(fc.boolean)).map((b) => b.id)];
  let c = w5Rules.creation.start({ name: 'Zufall', sex: pick(g, ['m', 'f', 'd'] as const), books: chosenBooks });
  const auspice = pick(g, content.auspices);
  c = chooseAuspice(c, auspice);
  expect(auspiceStepProblems(c, content.auspices)).toEqual([]);
  const tribe = pick(g, content.tribes);
  c = chooseTribe(c, tribe, auspice);
  expect(tribeStepProblems(c, content.tribes)).toEqual([]);

  const values = shuffled(g, [4, 3, 3, 3, 2, 2, 2, 2, 1]);
  for (const [i, key] of shuffled(g, allAttributeKeys).entries()) c = setCreationAttribute(c, key, values[i] ?? 0);
  expect(attributeStepProblems(c)).toEqual([]);

  const spread = pick(g, content.skillSpreads);
  c = chooseSkillSpread(c, spread);
  const skillValues = shuffled(g, spread.spread.flatMap(({ amount, points }) => Array<number>(amount).fill(points)));
  for (const [i, key] of shuffled(g, allSkillKeys).slice(0, skillValues.length).entries()) c = setCreationSkill(c, spread, key, skillValues[i] ?? 0);
  const specialities: SpecialityChoices = {
    fixed: { aca: word(g), cra: word(g), per: word(g), sci: word(g) },
    free: { skill: pick(g, allSkillKeys.filter((key) => skillValue(c, key) > 0)), text: word(g) },
  };
  expect(skillStepProblems(c, spread, specialities)).toEqual([]);
  c = commitSpecialities(c, specialities);

  const packs = [...content.merits, ...content.backgrounds];
  for (let round = 0; round < 20; round += 1) {
    const left = w5TraitRules.budget(c).advantages - traitPointsUsed(c).advantages;
    if (left <= 0) break;
    const options = packs.flatMap((p) => traitOptionsWith(w5TraitRules, c, p, 'advantages').filter((o) => o.reasons.length === 0 && o.minLevel <= left).map((o) => ({ p, o })));
    const { p, o } = pick(g, options);
    const result = addCreationTraitWith(w5TraitRules, c, p, 'advantages', o.trait.id, g(fc.integer, { min: o.minLevel, max: Math.min(o.maxLevel, left) }));
    if (!result.ok) throw new Error(result.problem);
    c = result.character;
  }
  for (let round = 0; round < 20 && traitPointsUsed(c).flaws < w5TraitRules.budget(c).flaws; round += 1) {
    const options = packs.flatMap((p) => traitOptionsWith(w5TraitRules, c, p, 'disadvantages').filter((o) => o.reasons.length === 0).map((o) => ({ p, o })));
    const { p, o } = pick(g, options);
    const result = addCreationTraitWith(w5TraitRules, c, p, 'disadvantages', o.trait.id);
    if (!result.ok) throw new Error(result.problem);
    c = result.character;
  }
  expect(w5TraitStepProblems(c)).toEqual([]);

  c = chooseThirdRenown(c, tribe.favoredRenown, pick(g, renownKeys.filter((key) => key !== tribe.favoredRenown)));
  expect(renownStepProblems(c, tribe.favoredRenown)).toEqual([]);

  const includeUnverified = g(fc.boolean);
  for (const kind of shuffled(g, creationGiftKinds)) c = chooseCreationGift(c, pick(g, creationGiftOptions(c, content.gifts, kind, { includeUnverified })), kind);
  c = chooseCreationRite(c, pick(g, creationRiteOptions(c, content.rites, { includeUnverified })));
  expect(giftStepProblems(c, content.gifts, content.rites)).toEqual([]);

  c = { ...c, touchstones: Array.from({ length: g(fc.integer, { min: 1, max: 3 }) }, () => word(g)) };
  expect(identityStepProblems(c)).toEqual([]);
  return { character: c, specialities };
}

describe('W5 creation with the real content', () => {
  it('every auspice and tribe pairing has a native, an auspice and a tribe Gift of tier 1 to choose (verified ones)', () => {
    for (const auspice of content.auspices) {
      for (const tribe of content.tribes) {
        const c = chooseTribe(chooseAuspice(w5Rules.creation.start({ name: 'x', sex: 'd', books: [1] }), auspice), tribe, auspice);
        const garou = chooseThirdRenown(c, tribe.favoredRenown, renownKeys.find((k) => k !== tribe.favoredRenown)!);
        expect(totalRenown(garou)).toBe(3);
        for (const kind of creationGiftKinds) expect(creationGiftOptions(garou, content.gifts, kind).length, `${auspice.id}/${tribe.id}/${kind}`).toBeGreaterThan(0);
      }
    }
  });

  it('a Silent Strider Ragabash is offered the Silent Striders’ and the Ragabash’s tier-1 Gifts', () => {
    const ragabash = content.auspices.find((a) => a.id === 'ragabash')!;
    const striders = content.tribes.find((t) => t.id === 'silent-striders')!;
    const c = chooseTribe(chooseAuspice(w5Rules.creation.start({ name: 'x', sex: 'd', books: [1] }), ragabash), striders, ragabash);
    expect(c.renown).toEqual({ glory: 0, honor: 0, wisdom: 2 });
    const garou = chooseThirdRenown(c, 'wisdom', 'honor');
    expect(creationGiftOptions(garou, content.gifts, 'tribe').map((g) => g.name)).toEqual(expect.arrayContaining(['Beute apportieren', 'Sprache der Welt', 'Flüsternder Gang']));
    expect(creationGiftOptions(garou, content.gifts, 'auspice').map((g) => g.name)).toEqual(expect.arrayContaining(['Selige Unwissenheit', 'Krähengelächter']));
  });
});

describe('W5 creation property', () => {
  it('any random valid path through the wizard finishes with a schema-valid werewolf', () => {
    fc.assert(
      fc.property(fc.gen(), (g) => {
        const { character } = randomWerewolf(g);
        const finished = finishW5Creation(character, 'Rudel');
        if (!finished.ok) throw new Error(finished.message);
        expect(characterSchema.safeParse(finished.character).success).toBe(true);
        expect(finished.character).toMatchObject({
          gameLine: 'w5',
          health: attributeValue(character, 'sta') + 3,
          willpower: attributeValue(character, 'com') + attributeValue(character, 'res'),
          rage: 1,
          harano: 0,
          hauglosk: 0,
          form: 'homid',
          directory: 'Rudel',
          requiredPointSpreads: [],
        });
        expect(finished.character.gifts.map((g) => g.group).sort()).toEqual(['auspice', 'native', 'tribe']);
        expect(finished.character.rites).toHaveLength(1);
        expect(totalRenown(finished.character)).toBe(3);
      }),
      { numRuns: 60 },
    );
  });
});
