import { describe, expect, it } from 'vitest';
import { blankV5Character as blankCharacter } from '../blank.ts';
import { applyEraStart, eraRules } from './era.ts';

describe('era start effects', () => {
  it.each([
    ['children', 13, 1, 0, 7],
    ['children', 14, 0, 0, 7],
    ['children', 16, 0, 0, 7],
    ['children', 12, 1, 0, 7],
    ['newborn', 12, 1, 15, 7],
    ['ancillae', 11, 2, 35, 6],
    ['older', 9, 0, 1000, 7],
    // Elders start at 10, but the 5th generation allows at most 9 (V5 corebook).
    ['elder', 5, 9, 666666, 7],
    ['elder', 4, 10, 666666, 7],
    ['cainesinheritance', 4, 10, 666666, 7],
  ] as const)('%s at generation %i: BP %i, %i XP, humanity %i', (era, generation, bloodPotency, exp, humanity) => {
    expect(applyEraStart(blankCharacter(), era, generation)).toMatchObject({ generationEra: era, generation, bloodPotency, exp, humanity });
  });

  it.each([
    ['children', 13],
    ['newborn', 12],
    ['ancillae', 11],
    ['older', 9],
    ['elder', 5],
    ['cainesinheritance', 4],
  ] as const)('%s proposes generation %i', (era, generation) => {
    expect(eraRules[era].defaultGeneration).toBe(generation);
  });

  it('gives ancillae two extra merit and flaw points', () => {
    expect(eraRules.ancillae).toMatchObject({ extraMeritPoints: 2, extraFlawPoints: 2 });
    expect(eraRules.children).toMatchObject({ extraMeritPoints: 0, extraFlawPoints: 0 });
  });

  // The dots come from the wizard's steps in every era (issue #46: elders once started at 5 everywhere
  // and skipped the steps that give clan disciplines, merits, flaws and convictions).
  it.each(['children', 'newborn', 'ancillae', 'older', 'elder', 'cainesinheritance'] as const)('%s starts at 0 dots, to be spent in the wizard', (era) => {
    const character = applyEraStart(blankCharacter(), era, eraRules[era].defaultGeneration);
    const ratings = character.categories.flatMap((c) => [...c.attributes, ...c.skills].map((trait) => trait.value));
    expect(ratings).toHaveLength(36);
    expect(new Set(ratings)).toEqual(new Set([0]));
  });

  // V5 corebook, Character Creation, Generation: the book gives childer, neonates and ancillae;
  // the older eras' numbers are the app's own and shown as a house rule.
  it.each([
    ['children', false],
    ['newborn', false],
    ['ancillae', false],
    ['older', true],
    ['elder', true],
    ['cainesinheritance', true],
  ] as const)('%s: house rule %s', (era, houseRule) => {
    expect(eraRules[era].houseRule).toBe(houseRule);
  });

  it("Caine's heirs start with their Mark of Cain path undecided", () => {
    expect(applyEraStart(blankCharacter(), 'cainesinheritance', 4).markOfCain).toEqual({ path: 'undecided', tier: 0 });
  });

  it('leaves other eras at 0 dots', () => {
    const character = applyEraStart(blankCharacter(), 'newborn', 12);
    expect(character.categories.flatMap((c) => c.attributes.map((a) => a.value))).toEqual(Array(9).fill(0));
  });
});
