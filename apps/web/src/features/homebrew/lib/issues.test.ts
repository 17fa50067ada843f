import { describe, expect, it } from 'vitest';
import { homebrewClanSchema, homebrewDisciplineSchema } from '@vitae/core/homebrew';
import { abilityProblemErrors, issuesToErrors } from './issues.ts';

const discipline = {
  schemaVersion: 1,
  id: 1,
  version: 1,
  creator: 'a',
  public: false,
  inviteCode: null,
  updatedAt: '',
  name: '',
  description: 'x'.repeat(4001),
  levels: [{ abilities: [{ id: 1, name: 'A', requirement: 1 }] }],
};

describe('issuesToErrors', () => {
  it('turns schema issues into translation keys at their field', () => {
    const result = homebrewDisciplineSchema.safeParse(discipline);
    expect(issuesToErrors(result.error!.issues)).toEqual({
      name: { key: 'homebrew.errors.required' },
      description: { key: 'homebrew.errors.tooLong', values: { max: 4000 } },
      'levels.0.abilities.0.requirement': { key: 'homebrew.problems.requirement-self' },
    });
  });

  it('names plain-text, list-size and duplicate problems', () => {
    const clan = { ...discipline, levels: undefined, name: 'a\tb', slogan: '', description: '', curse: '', symbol: 'x', templateClanId: null, disciplines: [1, 1] };
    delete (clan as Record<string, unknown>).levels;
    const errors = issuesToErrors(homebrewClanSchema.safeParse(clan).error!.issues);
    expect(errors).toMatchObject({
      name: { key: 'homebrew.problems.plain-text' },
      disciplines: { key: 'homebrew.problems.duplicate-discipline' },
      symbol: { key: 'homebrew.errors.format' },
    });
  });
});

describe('abilityProblemErrors', () => {
  it('puts combo problems at the combo and requirement problems at the requirement', () => {
    expect(
      abilityProblemErrors([
        { level: 2, index: 1, abilityId: 4, problem: 'combo-level' },
        { level: 1, index: 0, abilityId: 1, problem: 'requirement-cycle' },
      ]),
    ).toEqual({
      'levels.1.abilities.1.combo': { key: 'homebrew.problems.combo-level' },
      'levels.0.abilities.0.requirement': { key: 'homebrew.problems.requirement-cycle' },
    });
  });
});
