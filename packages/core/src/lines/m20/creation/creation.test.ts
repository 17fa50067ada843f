import { describe, expect, it } from 'vitest';
import { blankCharacter } from '../../../character/blank.ts';
import { factions, orderOfHermes, verbena, archetypeIds } from '../test-fixtures.ts';
import { abilityPointsSpent, abilityStepProblems, allowedAbilityValues, setCreationAbility } from './abilities.ts';
import { allowedAttributeValues, attributePointsSpent, attributeStepProblems, setCreationAttribute } from './attributes.ts';
import { isPriorityOrder, withRank } from './priorities.ts';
import { affinityChoice, affinityOptions, chooseAffinity, chooseFaction, identityStepProblems, traditionStepProblems } from './tradition.ts';

const mage = () => blankCharacter('m20', { name: 'Ada' });

describe('priorities', () => {
  it('swaps ranks so each category is named once', () => {
    expect(withRank(['physical', 'social', 'mental'], 'mental', 0)).toEqual(['mental', 'social', 'physical']);
    expect(withRank(['physical', 'social', 'mental'], 'social', 1)).toEqual(['physical', 'social', 'mental']);
    expect(isPriorityOrder(['mental', 'social', 'physical'], ['physical', 'social', 'mental'])).toBe(true);
    expect(isPriorityOrder(['mental', 'mental', 'physical'], ['physical', 'social', 'mental'])).toBe(false);
  });
});

describe('attributes: 7/5/3 on top of one free dot (spec §5)', () => {
  it('every attribute starts with its free dot and nothing spent', () => {
    const character = mage();
    expect(Object.values(character.attributes)).toEqual(Array(9).fill(1));
    expect(attributePointsSpent(character, 'physical')).toBe(0);
    expect(attributeStepProblems(character, ['physical', 'social', 'mental'])).toEqual(['attributes_unspent']);
  });

  it.each<[string, Array<[Parameters<typeof setCreationAttribute>[2], number]>, readonly ['physical' | 'social' | 'mental', 'physical' | 'social' | 'mental', 'physical' | 'social' | 'mental'], string[]]>([
    ['physical primary 7, social 5, mental 3: done', [['strength', 4], ['dexterity', 3], ['stamina', 3], ['charisma', 3], ['manipulation', 2], ['appearance', 3], ['perception', 2], ['intelligence', 2], ['wits', 2]], ['physical', 'social', 'mental'], []],
    ['mental primary takes 7 there', [['perception', 5], ['intelligence', 3], ['wits', 2], ['charisma', 3], ['manipulation', 3], ['appearance', 2], ['strength', 2], ['dexterity', 2], ['stamina', 2]], ['mental', 'social', 'physical'], []],
    ['a category short of its points', [['strength', 4], ['dexterity', 3], ['stamina', 2], ['charisma', 3], ['manipulation', 2], ['appearance', 3], ['perception', 2], ['intelligence', 2], ['wits', 2]], ['physical', 'social', 'mental'], ['attributes_unspent']],
  ])('%s', (_name, values, order, problems) => {
    let character = mage();
    for (const [key, value] of values) character = setCreationAttribute(character, order, key, value);
    expect(attributeStepProblems(character, order)).toEqual(problems);
  });

  it('refuses what the category cannot pay for, and anything above 5', () => {
    let character = mage();
    character = setCreationAttribute(character, ['social', 'physical', 'mental'], 'strength', 4);
    character = setCreationAttribute(character, ['social', 'physical', 'mental'], 'dexterity', 3);
    // Physical is secondary: 5 points, 3 + 2 spent.
    expect(allowedAttributeValues(character, ['social', 'physical', 'mental'], 'stamina')).toEqual([1]);
    expect(setCreationAttribute(character, ['social', 'physical', 'mental'], 'stamina', 2)).toBe(character);
    expect(allowedAttributeValues(mage(), ['physical', 'social', 'mental'], 'strength')).toEqual([1, 2, 3, 4, 5]);
    expect(attributeStepProblems({ attributes: { ...mage().attributes, strength: 8 } }, ['physical', 'social', 'mental'])).toContain('attributes_overspent');
  });
});

describe('abilities: 13/9/5, none above 3 before freebies (spec §5)', () => {
  const order = ['talents', 'skills', 'knowledges'] as const;

  it('stops at 3 and at the category’s points', () => {
    let character = mage();
    expect(allowedAbilityValues(character, order, 'knowledges', 'occult')).toEqual([0, 1, 2, 3]);
    expect(setCreationAbility(character, order, 'knowledges', 'occult', 4)).toBe(character);
    character = setCreationAbility(character, order, 'knowledges', 'occult', 3);
    character = setCreationAbility(character, order, 'knowledges', 'science', 2);
    expect(abilityPointsSpent(character, 'knowledges')).toBe(5);
    expect(allowedAbilityValues(character, order, 'knowledges', 'law')).toEqual([0]);
    expect(setCreationAbility(character, order, 'knowledges', 'occult', 0).abilities.knowledges).toEqual({ science: 2 });
  });

  it.each<[string, Record<string, number>, Record<string, number>, Record<string, number>, string[]]>([
    ['13 / 9 / 5 exactly', { alertness: 3, awareness: 3, brawl: 3, empathy: 2, expression: 2 }, { crafts: 3, drive: 3, meditation: 3 }, { occult: 3, science: 2 }, []],
    ['points left', { alertness: 3 }, { crafts: 3, drive: 3, meditation: 3 }, { occult: 3, science: 2 }, ['abilities_unspent']],
    ['too many points', { alertness: 3, awareness: 3, brawl: 3, empathy: 3, expression: 3 }, { crafts: 3, drive: 3, meditation: 3 }, { occult: 3, science: 2 }, ['abilities_overspent']],
    ['an ability above 3', { alertness: 4, awareness: 3, brawl: 3, empathy: 3 }, { crafts: 3, drive: 3, meditation: 3 }, { occult: 3, science: 2 }, ['ability_above_three']],
  ])('%s', (_name, talents, skills, knowledges, problems) => {
    expect(abilityStepProblems({ abilities: { talents, skills, knowledges } }, order)).toEqual(problems);
  });
});

describe('tradition: faction and affinity Sphere', () => {
  it.each<[string, (typeof factions)[number], 'forces' | 'life' | 'mind' | 'time', string]>([
    ['a Verbena may take Life', verbena, 'life', 'listed'],
    ['a Verbena may not take Mind', verbena, 'mind', 'not_allowed'],
    ['a Hermetic takes Forces', orderOfHermes, 'forces', 'listed'],
    ['a Hermetic may take any Sphere of the House, with a hint', orderOfHermes, 'time', 'hint'],
    ['the Hollow Ones choose freely', factions[3]!, 'mind', 'listed'],
  ])('%s', (_name, faction, sphere, choice) => {
    expect(affinityChoice(faction, sphere)).toBe(choice);
  });

  it('lists the faction’s Spheres first, and every Sphere where others are allowed', () => {
    expect(affinityOptions(verbena)).toEqual(['forces', 'life']);
    expect(affinityOptions(orderOfHermes)).toEqual(['forces', 'correspondence', 'entropy', 'life', 'matter', 'mind', 'prime', 'spirit', 'time']);
  });

  it('choosing a faction sets the alliance and a fitting affinity', () => {
    const technocrat = chooseFaction(mage(), factions[2]!);
    expect(technocrat).toMatchObject({ allianceType: 'technocraticUnion', organization: 'iteration-x', affinitySphere: 'forces' });
    const witch = chooseFaction(chooseAffinity(mage(), orderOfHermes, 'life'), verbena);
    expect(witch.affinitySphere).toBe('life');
    expect(chooseFaction(witch, factions[3]!).affinitySphere).toBe('life');
    expect(chooseFaction(mage(), factions[3]!).affinitySphere).toBeUndefined();
    expect(chooseAffinity(witch, verbena, 'mind')).toBe(witch);
  });

  it.each<[string, Partial<ReturnType<typeof mage>>, (typeof factions)[number] | undefined, string[]]>([
    ['no faction', {}, undefined, ['faction_missing']],
    ['a faction without affinity', { organization: 'hollow-ones' }, factions[3], ['affinity_missing']],
    ['an affinity the faction does not allow', { organization: 'verbena', affinitySphere: 'mind' }, verbena, ['affinity_not_allowed']],
    ['ready', { organization: 'verbena', affinitySphere: 'life' }, verbena, []],
  ])('tradition step: %s', (_name, fields, faction, problems) => {
    expect(traditionStepProblems({ ...mage(), ...fields }, faction)).toEqual(problems);
  });

  it('identity step: essence, nature and demeanour from the archetypes', () => {
    expect(identityStepProblems(mage(), archetypeIds)).toEqual(['essence_missing', 'nature_missing', 'demeanor_missing']);
    expect(identityStepProblems({ essence: 'static', nature: 'rogue', demeanor: 'unknown' }, archetypeIds)).toEqual(['demeanor_missing']);
    expect(identityStepProblems({ essence: 'dynamic', nature: 'rogue', demeanor: 'visionary' }, archetypeIds)).toEqual([]);
  });
});
