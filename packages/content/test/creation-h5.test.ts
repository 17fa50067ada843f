import { characterSchema } from '@vitae/core';
import {
  addCreationTraitWith,
  allAttributeKeys,
  allSkillKeys,
  attributeStepProblems,
  attributeValue,
  chooseSkillSpread,
  commitSpecialities,
  setCreationAttribute,
  setCreationSkill,
  skillCaps,
  skillStepProblems,
  skillValue,
  traitOptionsWith,
  traitPointProblems,
  traitPointsUsed,
  type SpecialityChoices,
} from '@vitae/core/fifth-edition';
import {
  chooseCreed,
  chooseDrive,
  commitTouchstones,
  creedStepProblems,
  edgeBlockers,
  edgePicks,
  edgeStepProblems,
  h5Rules,
  h5TraitRules,
  identityStepProblems,
  perkBlockers,
  setTouchstone,
  toggleCreationEdge,
  toggleCreationPerk,
  h5ContentFiles,
  type H5Character,
} from '@vitae/core/h5';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getContent } from '../src/index.ts';

const content = getContent(h5ContentFiles, 'de-DE');
const edge = (id: string) => content.edges.find((e) => e.id === id)!;
const perk = (edgeId: string, perkId: string) => edge(edgeId).perks.find((p) => p.id === `${edgeId}.${perkId}`)!;
const start = () => h5Rules.creation.start({ name: 'Probe', sex: 'd', books: [1] });

describe('H5 creation with the real content', () => {
  it('the wizard’s steps: creed, attributes, skills, edges, merits and flaws, touchstones', () => {
    expect(h5Rules.creation.stepsFor(start())).toEqual(['creed', 'attributes', 'skills', 'edges', 'traits', 'identity']);
  });

  it('a Faithful avenger: Repel the Unnatural with Ward, and Library; the supplement Unnatural Changes only on request', () => {
    let c = chooseDrive(chooseCreed(start(), content.creeds.find((x) => x.id === 'faithful')!), content.drives.find((x) => x.id === 'vengeance')!);
    expect(creedStepProblems(c, content)).toEqual([]);
    c = toggleCreationEdge(c, edge('repelTheUnnatural'));
    c = toggleCreationPerk(c, edge('repelTheUnnatural'), perk('repelTheUnnatural', 'ward'));
    expect(edgeBlockers(c, edge('unnaturalChanges'), false)).toEqual(['supplement']);
    expect(edgeBlockers(c, edge('greatDestiny'), false)).toEqual([]);
    c = toggleCreationEdge(c, edge('library'));
    expect(edgeStepProblems(c, content.edges)).toEqual([]);
    expect(perkBlockers(c, edge('library'), perk('library', 'who-they-are'), false)).toEqual(['no_picks_left']);
  });

  it('the Illiterate flaw caps Academics and Science for a hunter too', () => {
    const linguistics = content.merits.find((p) => p.id === 1)!;
    const illiterate = linguistics.disadvantages.find((t) => t.name === 'Analphabet')!;
    const added = addCreationTraitWith(h5TraitRules, start(), linguistics, 'disadvantages', illiterate.id);
    if (!added.ok) throw new Error(added.problem);
    expect(Object.fromEntries(skillCaps(added.character))).toEqual({ aca: 1, sci: 1 });
  });

  it('a safe house extra needs a safe house first', () => {
    const safeHouse = content.backgrounds.find((p) => p.specialRules === 'haven')!;
    const options = traitOptionsWith(h5TraitRules, start(), safeHouse, 'advantages');
    const extras = options.filter((o) => o.trait.requirement !== null);
    expect(extras.length).toBeGreaterThan(0);
    for (const option of extras) expect(option.reasons).toContain('requirement');
  });
});

// ---------------------------------------------------------------------------------------------
// Property: any sequence of valid step results makes a hunter that passes every step and finishes.

type Gen = fc.GeneratorValue;
function pick<T>(g: Gen, items: readonly T[]): T {
  if (items.length === 0) throw new Error('nothing to pick from');
  return items[g(fc.integer, { min: 0, max: items.length - 1 })] as T;
}
const word = (g: Gen) => g(fc.stringMatching, /^[A-Za-zÄÖÜäöüß]{1,12}$/);
const shuffled = <T>(g: Gen, items: readonly T[]): T[] => g(fc.shuffledSubarray, [...items], { minLength: items.length, maxLength: items.length });

function randomHunter(g: Gen): { character: H5Character; specialities: SpecialityChoices; supplements: boolean } {
  let c = start();
  // Creed and drive
  c = chooseDrive(chooseCreed(c, pick(g, content.creeds)), pick(g, content.drives));
  c = { ...c, concept: word(g) };
  expect(creedStepProblems(c, content)).toEqual([]);

  // Attributes 4/3/3/3/2/2/2/2/1
  const values = shuffled(g, [4, 3, 3, 3, 2, 2, 2, 2, 1]);
  for (const [i, key] of shuffled(g, allAttributeKeys).entries()) c = setCreationAttribute(c, key, values[i] ?? 0);
  expect(attributeStepProblems(c)).toEqual([]);

  // Skills: one of the three spreads and the five specialities
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

  // Edges and perks: take and give back at random until the picks are spent
  const supplements = g(fc.boolean);
  for (let round = 0; round < 40 && edgeStepProblems(c, content.edges).length > 0; round += 1) {
    const options = content.edges.flatMap((e) => [
      ...(edgeBlockers(c, e, supplements).length === 0 ? [() => toggleCreationEdge(c, e, supplements)] : []),
      ...e.perks.filter((p) => perkBlockers(c, e, p, supplements).length === 0).map((p) => () => toggleCreationPerk(c, e, p, supplements)),
    ]);
    c = pick(g, options)();
  }
  expect(edgeStepProblems(c, content.edges)).toEqual([]);
  expect([2, 1]).toContain(edgePicks(c).edges);
  if (!supplements) expect(c.edges.every((e) => e.core && e.perks.every((p) => p.core))).toBe(true);

  // Merits, backgrounds and flaws: 7 points exactly, at least 2 in flaws
  const packs = [...content.merits, ...content.backgrounds];
  for (let round = 0; round < 30; round += 1) {
    const left = h5TraitRules.budget(c).advantages - traitPointsUsed(c).advantages;
    if (left <= 0) break;
    const candidates = packs.flatMap((p) => traitOptionsWith(h5TraitRules, c, p, 'advantages').filter((o) => o.reasons.length === 0 && o.minLevel <= left).map((o) => ({ p, o })));
    const { p, o } = pick(g, candidates);
    const added = addCreationTraitWith(h5TraitRules, c, p, 'advantages', o.trait.id, g(fc.integer, { min: o.minLevel, max: Math.min(o.maxLevel, left) }));
    if (!added.ok) throw new Error(added.problem);
    c = added.character;
  }
  for (let round = 0; round < 20 && traitPointsUsed(c).flaws < h5TraitRules.budget(c).flaws; round += 1) {
    const candidates = packs.flatMap((p) => traitOptionsWith(h5TraitRules, c, p, 'disadvantages').filter((o) => o.reasons.length === 0).map((o) => ({ p, o })));
    const { p, o } = pick(g, candidates);
    const added = addCreationTraitWith(h5TraitRules, c, p, 'disadvantages', o.trait.id);
    if (!added.ok) throw new Error(added.problem);
    c = added.character;
  }
  expect(traitPointProblems(h5TraitRules, c)).toEqual([]);

  // Touchstones: one to three, rows filled in any order
  const rows = g(fc.shuffledSubarray, [0, 1, 2], { minLength: 1, maxLength: 3 });
  for (const row of rows) c = setTouchstone(c, row, 'name', word(g));
  expect(identityStepProblems(c)).toEqual([]);
  c = commitTouchstones(c);
  return { character: c, specialities, supplements };
}

describe('H5 creation property', () => {
  it('any sequence of valid step results passes every step check and finishes as a valid hunter', () => {
    fc.assert(
      fc.property(fc.gen(), (g) => {
        const { character } = randomHunter(g);
        const finished = h5Rules.creation.finish(character, 'Zelle');
        if (!finished.ok) throw new Error(finished.message);
        expect(characterSchema.safeParse(finished.character).success).toBe(true);
        expect(finished.character).toMatchObject({
          health: attributeValue(character, 'sta') + 3,
          willpower: attributeValue(character, 'com') + attributeValue(character, 'res'),
          desperation: 1,
          danger: 0,
          despair: false,
          directory: 'Zelle',
        });
        expect(finished.character.touchstones.length).toBeGreaterThanOrEqual(1);
        expect(finished.character.touchstones.length).toBeLessThanOrEqual(3);
      }),
      { numRuns: 60 },
    );
  });
});
