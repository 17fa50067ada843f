import { describe, expect, it } from 'vitest';
import { blankV5Character as blankCharacter } from '../blank.ts';
import { traitPointsUsed } from './traits.ts';
import { ownedTraitsOf } from '../../../fifth-edition/creation/owned-traits.ts';
import { availableClans, availablePredatorTypes, chooseClan, clanStepProblems, commitClan, commitPredatorType } from './clan-predator.ts';
import { bookContent, restrictionContextOf } from './context.ts';
import { actionContent, allClans, allPredatorTypes, alleycat, bagger, caitiff, fresh, hecata, meta, nosferatu, ofClan, tremere, ventrue } from './test-fixtures.ts';

describe('bookContent and restrictionContextOf', () => {
  it('unites the content of the selected books and ignores unknown books', () => {
    const content = bookContent(meta, [1, 5, 99]);
    expect([...content.clans].sort((a, b) => a - b)).toEqual([-1, 4, 8, 12, 14]);
    expect([...content.predatorTypes].sort((a, b) => a - b)).toEqual([1, 2, 7, 8]);
    expect([...bookContent(meta, []).clans]).toEqual([]);
  });

  it('tells the resolver clan, books, generation, blood potency and the values', () => {
    const character = ofClan(tremere, { books: [1, 5], generation: 12, bloodPotency: 2, humanity: 6, exp: 15 });
    expect(restrictionContextOf(character)).toEqual({
      books: [1, 5],
      values: { clan: 12, humanity: 6, bloodPotency: 2, generation: 12, exp: 15 },
    });
    expect(restrictionContextOf(fresh()).values?.['clan']).toBeNull();
  });
});

describe('availableClans', () => {
  it.each([
    [[1], ['Nosferatu', 'Tremere', 'Ventrue']],
    [[1, 5], ['Hecata', 'Nosferatu', 'Tremere', 'Ventrue']],
    [[1, 5, 7], ['Caitiff', 'Hecata', 'Nosferatu', 'Tremere', 'Ventrue']],
    [[], []],
  ])('books %j → %j (placeholders excluded, sorted by name)', (books, expected) => {
    expect(availableClans({ books }, allClans, meta).map((clan) => clan.name)).toEqual(expected);
  });
});

describe('clan step', () => {
  it.each([
    ['', null, ['sire_missing', 'clan_missing']],
    ['  ', tremere, ['sire_missing']],
    ['Aurelia', null, ['clan_missing']],
    ['Aurelia', tremere, []],
  ] as const)('sire %j, clan %s → %j', (sire, clan, expected) => {
    const character = clan ? chooseClan(fresh({ sire }), clan) : fresh({ sire });
    expect(clanStepProblems(character)).toEqual(expected);
  });

  it('chooseClan puts the clan and its bane on the sheet', () => {
    expect(chooseClan(fresh(), tremere)).toMatchObject({ clan: { id: 12, name: 'Tremere', disciplines: [1, 3, 2] }, clanBane: 'Fluch der Tremere' });
  });

  it.each([
    ['Nosferatu', nosferatu, 'merits', 6, 2],
    ['Caitiff', caitiff, 'backgrounds', 11, 1],
  ] as const)('%s gets its locked clan flaw, which costs no flaw points', (_name, clan, type, packId, flawId) => {
    const result = commitClan(fresh(), clan, {}, actionContent);
    if (!result.ok) throw new Error(result.failure.problem);
    expect(result.character.clan).toMatchObject({ id: clan.id });
    expect(ownedTraitsOf(result.character, type, packId, 'disadvantages')).toEqual([expect.objectContaining({ id: flawId, isLocked: true, isManual: false })]);
    expect(traitPointsUsed(result.character)).toEqual({ advantages: 0, flaws: 0 });
  });

  it('a clan without actions only sets the clan', () => {
    expect(commitClan(fresh(), tremere, {}, actionContent)).toEqual({ ok: true, character: chooseClan(fresh(), tremere) });
  });
});

describe('availablePredatorTypes', () => {
  const names = (character: ReturnType<typeof fresh>) => availablePredatorTypes(character, allPredatorTypes, meta).map((type) => type.name);

  it.each([
    ['Tremere, BP 1', ofClan(tremere), ['Bauer', 'Beuteltrinker', 'Räuber']],
    ['Ventrue, BP 1: no Beuteltrinker', ofClan(ventrue), ['Bauer', 'Räuber']],
    ['Tremere, BP 2: Bauer still allowed', ofClan(tremere, { bloodPotency: 2 }), ['Bauer', 'Beuteltrinker', 'Räuber']],
    ['Tremere, BP 3: no Bauer', ofClan(tremere, { bloodPotency: 3 }), ['Beuteltrinker', 'Räuber']],
    ['Ventrue, BP 3', ofClan(ventrue, { bloodPotency: 3 }), ['Räuber']],
    ['Hecata with book 5: Grabfresser too', ofClan(hecata, { books: [1, 5] }), ['Bauer', 'Beuteltrinker', 'Grabfresser', 'Räuber']],
    ['no books', blankCharacter(), []],
  ])('%s → %j', (_name, character, expected) => {
    expect(names(character)).toEqual(expected);
  });
});

describe('commitPredatorType', () => {
  it('applies the actions and stores the predator type', () => {
    const result = commitPredatorType(ofClan(tremere), alleycat, { 0: { type: 'discipline_point', disciplineId: 1 } }, actionContent);
    if (!result.ok) throw new Error(result.failure.problem);
    expect(result.character).toMatchObject({ predatorType: { id: 1, name: 'Räuber' }, humanity: 6, requiredPointSpreads: [{ type: 'backgrounds', isFlaw: false, packId: 2, points: 3 }] });
    expect(result.character.disciplines.map((d) => [d.discipline.id, d.points])).toEqual([[1, 1]]);
  });

  it('refuses without the needed choice and stores no predator type', () => {
    expect(commitPredatorType(ofClan(tremere), alleycat, {}, actionContent)).toEqual({ ok: false, failure: { actionIndex: 0, problem: 'missing' } });
  });

  it('Beuteltrinker for a Tremere: Blood Sorcery is offered and granted; its merit is locked', () => {
    const result = commitPredatorType(ofClan(tremere), bagger, { 0: { type: 'discipline_point', disciplineId: 3 } }, actionContent);
    if (!result.ok) throw new Error(result.failure.problem);
    expect(result.character.disciplines.map((d) => d.discipline.id)).toEqual([3]);
    expect(ownedTraitsOf(result.character, 'merits', 3, 'advantages')).toEqual([expect.objectContaining({ id: 2, isLocked: true, isManual: false })]);
    expect(traitPointsUsed(result.character).advantages).toBe(0);
  });
});
