import { describe, expect, it } from 'vitest';
import type { V5Character as Character } from '../schema.ts';
import type { PredatorAction } from '../content/actions.ts';
import type { Discipline, Power } from '../content/disciplines.ts';
import { disciplineDots } from '../leveling/sheet.ts';
import { auspex, bloodSorcery, ceremony, discipline, dominate, owning, power, ritual } from '../leveling/test-fixtures.ts';
import { applyActions } from './actions.ts';
import {
  buyCreationPower,
  chooseClanDisciplines,
  chooseStartingCeremony,
  chooseStartingRitual,
  clanDisciplines,
  creationPowerOptions,
  disciplineProgress,
  disciplineStepProblems,
  removeLastCreationPower,
  startingCeremonyOptions,
  startingRitualOptions,
} from './disciplines.ts';
import { actionContent, caitiff, hecata, ofClan, tremere, ventrue } from './test-fixtures.ts';

/** Oblivion with two more level-1 powers, 11-1-10 and 11-1-11, that ceremonies need. */
const oblivion = discipline(11, 'Vergessenheit', [power(11, 1, 10), power(11, 1, 11)]);
const allDisciplines = [auspex, dominate, bloodSorcery, oblivion];
const rituals = [ritual(1, 1), ritual(2, 1), ritual(3, 2), ritual(4, 3)];
/** Ceremony 1 needs power 11-1-10, 2 needs 11-1-11, 3 is level 2. */
const ceremonies = [ceremony(1, 1, '11-1-10'), ceremony(2, 1, '11-1-11'), ceremony(3, 2, null)];
const rites = { bloodRituals: rituals, oblivionCeremonies: ceremonies };

const powerOf = (d: Discipline, key: string): Power => {
  const found = d.powers.find((p) => p.key === key);
  if (!found) throw new Error(`no power ${key}`);
  return found;
};

function chosen(character: Character, two: number, one: number): Character {
  const result = chooseClanDisciplines(character, two, one, allDisciplines);
  if (!result.ok) throw new Error(result.problem);
  return result.character;
}

function buy(character: Character, d: Discipline, ...keys: string[]): Character {
  return keys.reduce((c, key) => {
    const next = buyCreationPower(c, d, powerOf(d, key));
    if (!next) throw new Error(`cannot buy ${key}`);
    return next;
  }, character);
}

const keysOf = (character: Character, id: number) => character.disciplines.find((d) => d.discipline.id === id)?.abilities.map((a) => a['key']) ?? [];

describe('clan disciplines', () => {
  it.each([
    ['Tremere', tremere, [1, 3, 2]],
    ['Caitiff (every discipline)', caitiff, [1, 2, 3, 11]],
    ['Hecata', hecata, [1, 2, 11]],
  ] as const)('%s → %j (in the clan order, unknown ids dropped)', (_name, clan, expected) => {
    expect(clanDisciplines(ofClan(clan), allDisciplines).map((d) => d.id)).toEqual(expected);
  });

  it('are none without a clan', () => {
    expect(clanDisciplines({ clan: null }, allDisciplines)).toEqual([]);
  });

  it.each([
    ['the same discipline twice', 1, 1, 'same_discipline'],
    ['a discipline outside the clan', 1, 11, 'not_clan_discipline'],
    ['an unknown discipline', 99, 1, 'not_clan_discipline'],
  ] as const)('refuses %s', (_name, two, one, problem) => {
    expect(chooseClanDisciplines(ofClan(tremere), two, one, allDisciplines)).toEqual({ ok: false, problem });
  });

  it('gives two points and one point', () => {
    expect(disciplineProgress(chosen(ofClan(tremere), 3, 1))).toEqual([
      { id: 3, points: 2, used: 0 },
      { id: 1, points: 1, used: 0 },
    ]);
  });

  it.each([
    ['into the two-point discipline', 2, { 2: 3, 1: 1 }],
    ['into the one-point discipline', 1, { 2: 2, 1: 2 }],
    ['into a third discipline', 3, { 3: 1, 2: 2, 1: 1 }],
  ])('merges a predator-type point %s', (_name, predatorId, expected) => {
    const point: PredatorAction = { type: 'discipline_point', data: { choices: [{ id: predatorId, restriction: null }] } };
    const withPoint = applyActions(ofClan(tremere), [point], {}, actionContent);
    if (!withPoint.ok) throw new Error(withPoint.failure.problem);
    const next = chosen(withPoint.character, 2, 1);
    expect(Object.fromEntries(disciplineProgress(next).map((p) => [p.id, p.points]))).toEqual(expected);
  });
});

describe('buying powers during creation', () => {
  const start = chosen(ofClan(tremere), 1, 2);

  it('offers powers up to dots + 1 while points are left', () => {
    expect(creationPowerOptions(start, auspex, allDisciplines).map((o) => o.power.key)).toEqual(['1-1-1', '1-1-23']);
    const one = buy(start, auspex, '1-1-1');
    const offered = creationPowerOptions(one, auspex, allDisciplines);
    expect(offered.map((o) => [o.power.key, o.selectable])).toEqual([
      ['1-1-23', true],
      ['1-2-2', true],
      ['1-2-20', true],
      ['1-2-21', false],
    ]);
    expect(offered.find((o) => o.power.key === '1-2-21')?.reasons).toEqual(['amalgam']);
  });

  it.each([
    ['a level above dots + 1', [], '1-2-2'],
    ['a power owned already', ['1-1-1'], '1-1-1'],
    ['a power whose prerequisite is missing', ['1-1-23'], '1-2-20'],
  ])('refuses %s', (_name, before, key) => {
    expect(buyCreationPower(buy(start, auspex, ...before), auspex, powerOf(auspex, key))).toBeNull();
  });

  it('a power that may be taken more than once is offered again', () => {
    const one = buy(start, auspex, '1-1-23');
    expect(creationPowerOptions(one, auspex, allDisciplines).find((o) => o.power.key === '1-1-23')?.selectable).toBe(true);
    expect(keysOf(buy(one, auspex, '1-1-23'), 1)).toEqual(['1-1-23', '1-1-23']);
  });

  it('refuses an amalgam without the other discipline and a power above the blood potency', () => {
    const two = buy(start, auspex, '1-1-1', '1-2-2');
    const third = { ...two, disciplines: two.disciplines.map((d) => (d.discipline.id === 1 ? { ...d, points: 3 } : d)) };
    expect(buyCreationPower(third, auspex, powerOf(auspex, '1-3-22'))).toBeNull();
    expect(buyCreationPower({ ...third, bloodPotency: 3 }, auspex, powerOf(auspex, '1-3-22'))).not.toBeNull();
    expect(buyCreationPower(buy(start, auspex, '1-1-1'), auspex, powerOf(auspex, '1-2-21'))).toBeNull();
  });

  it('buys one power per point, tracking usedLevel and dots', () => {
    const two = buy(start, auspex, '1-1-1', '1-2-20');
    expect(disciplineDots(two, 1)).toBe(2);
    expect(two.disciplines[0]?.abilities.map((a) => [a['key'], a['usedLevel']])).toEqual([
      ['1-1-1', 1],
      ['1-2-20', 2],
    ]);
    expect(disciplineProgress(two)[0]).toEqual({ id: 1, points: 2, used: 2 });
    expect(creationPowerOptions(two, auspex, allDisciplines)).toEqual([]);
    expect(buyCreationPower(two, auspex, powerOf(auspex, '1-3-3'))).toBeNull();
  });

  it('a point may buy a power below the highest level', () => {
    const two = buy(start, auspex, '1-1-1', '1-1-23');
    expect(disciplineDots(two, 1)).toBe(2);
  });

  it('refuses a discipline without points', () => {
    expect(buyCreationPower(start, bloodSorcery, powerOf(bloodSorcery, '3-1-1'))).toBeNull();
    expect(creationPowerOptions(start, bloodSorcery, allDisciplines)).toEqual([]);
  });

  it('an amalgam opens once the other discipline has the dots', () => {
    const both = buy(start, dominate, '2-1-1');
    const withAuspex = buy(both, auspex, '1-1-1');
    // Dominate has only one dot here, the amalgam needs two.
    expect(creationPowerOptions(withAuspex, auspex, allDisciplines).find((o) => o.power.key === '1-2-21')?.reasons).toEqual(['amalgam']);
  });
});

describe('removeLastCreationPower', () => {
  const start = chosen(ofClan(tremere), 1, 2);

  it('removes the power with the highest usedLevel and gives the point back', () => {
    const two = buy(start, auspex, '1-1-1', '1-2-20');
    const removed = removeLastCreationPower(two, 1);
    expect(keysOf(removed, 1)).toEqual(['1-1-1']);
    expect(disciplineDots(removed, 1)).toBe(1);
    expect(disciplineProgress(removed)[0]).toEqual({ id: 1, points: 2, used: 1 });
    expect(keysOf(removeLastCreationPower(removed, 1), 1)).toEqual([]);
  });

  it('removes the highest even when it is a level-1 power bought last', () => {
    const two = buy(start, auspex, '1-1-1', '1-1-23');
    expect(keysOf(removeLastCreationPower(two, 1), 1)).toEqual(['1-1-1']);
  });

  it.each([
    ['a discipline without powers', 1],
    ['a discipline not owned', 3],
  ])('changes nothing for %s', (_name, id) => {
    expect(removeLastCreationPower(start, id)).toBe(start);
  });

  it('drops the ritual when Blood Sorcery falls to 0 dots', () => {
    const sorcerer = buy(chosen(ofClan(tremere), 3, 1), bloodSorcery, '3-1-1');
    const withRitual = chooseStartingRitual(sorcerer, ritual(1, 1));
    expect(removeLastCreationPower(withRitual, 3).bloodRituals).toEqual([]);
  });

  it('drops the ceremony when its power goes', () => {
    const hecataChar = buy(chosen(ofClan(hecata), 11, 1), oblivion, '11-1-10');
    const withCeremony = chooseStartingCeremony(hecataChar, ceremony(1, 1, '11-1-10'));
    expect(removeLastCreationPower(withCeremony, 1).oblivionCeremonies).toHaveLength(1);
    expect(removeLastCreationPower(withCeremony, 11).oblivionCeremonies).toEqual([]);
  });
});

describe('starting rituals and ceremonies', () => {
  it('offers the level-1 rituals once Blood Sorcery has a dot', () => {
    const tremereChar = chosen(ofClan(tremere), 3, 1);
    expect(startingRitualOptions(tremereChar, rituals)).toEqual([]);
    expect(startingRitualOptions(buy(tremereChar, bloodSorcery, '3-1-1'), rituals).map((r) => r.id)).toEqual([1, 2]);
  });

  it.each([
    ['power 11-1-10', ['11-1-10'], [1]],
    ['power 11-1-11', ['11-1-11'], [2]],
    ['both powers', ['11-1-10', '11-1-11'], [1, 2]],
    ['a power no ceremony needs', ['11-1-1'], []],
  ])('offers the level-1 ceremonies whose power is owned: %s → %j', (_name, keys, expected) => {
    const character = owning(ofClan(hecata), oblivion, keys.length, keys);
    expect(startingCeremonyOptions(character, ceremonies).map((c) => c.id)).toEqual(expected);
  });

  it('offers a level-1 ceremony without prerequisite to anyone with Oblivion', () => {
    const free = [ceremony(9, 1, null)];
    expect(startingCeremonyOptions(owning(ofClan(hecata), oblivion, 1, ['11-1-1']), free).map((c) => c.id)).toEqual([9]);
    expect(startingCeremonyOptions(ofClan(hecata), free)).toEqual([]);
  });

  it('choosing another ritual or ceremony replaces the first', () => {
    const c = ofClan(tremere);
    expect(chooseStartingRitual(chooseStartingRitual(c, ritual(1, 1)), ritual(2, 1)).bloodRituals.map((r) => r.id)).toEqual([2]);
    expect(chooseStartingCeremony(chooseStartingCeremony(c, ceremony(1, 1)), ceremony(2, 1)).oblivionCeremonies.map((r) => r.id)).toEqual([2]);
  });
});

describe('disciplineStepProblems', () => {
  it('wants the clan disciplines first', () => {
    expect(disciplineStepProblems(ofClan(tremere), false, rites)).toEqual(['clan_disciplines_missing']);
  });

  it('wants every point spent', () => {
    const c = chosen(ofClan(ventrue), 2, 1);
    expect(disciplineStepProblems(c, true, rites)).toEqual(['powers_unspent']);
    expect(disciplineStepProblems(buy(c, dominate, '2-1-1', '2-2-2'), true, rites)).toEqual(['powers_unspent']);
    expect(disciplineStepProblems(buy(buy(c, dominate, '2-1-1', '2-2-2'), auspex, '1-1-1'), true, rites)).toEqual([]);
  });

  it('Blood Sorcery needs exactly one level-1 ritual', () => {
    const c = buy(buy(chosen(ofClan(tremere), 3, 1), bloodSorcery, '3-1-1', '3-2-2'), auspex, '1-1-1');
    expect(disciplineStepProblems(c, true, rites)).toEqual(['ritual_missing']);
    expect(disciplineStepProblems(chooseStartingRitual(c, ritual(2, 1)), true, rites)).toEqual([]);
    expect(disciplineStepProblems({ ...c, bloodRituals: [ritual(1, 1), ritual(2, 1)] }, true, rites)).toEqual(['ritual_missing']);
  });

  it('a ritual above level 1 is not a starting ritual', () => {
    const c = buy(buy(chosen(ofClan(tremere), 3, 1), bloodSorcery, '3-1-1', '3-2-2'), auspex, '1-1-1');
    expect(disciplineStepProblems(chooseStartingRitual(c, ritual(3, 2)), true, rites)).toEqual(['ritual_missing']);
  });

  it('Oblivion needs exactly one ceremony, but only when one can be taken', () => {
    const base = chosen(ofClan(hecata), 11, 1);
    const withPower = buy(buy(base, oblivion, '11-1-10', '11-2-2'), auspex, '1-1-1');
    expect(disciplineStepProblems(withPower, true, rites)).toEqual(['ceremony_missing']);
    expect(disciplineStepProblems(chooseStartingCeremony(withPower, ceremony(1, 1, '11-1-10')), true, rites)).toEqual([]);
    const withoutCeremonyPower = buy(buy(base, oblivion, '11-1-1', '11-2-2'), auspex, '1-1-1');
    expect(disciplineStepProblems(withoutCeremonyPower, true, rites)).toEqual([]);
  });

  it('a ceremony whose power is not owned does not count', () => {
    const withPower = buy(buy(chosen(ofClan(hecata), 11, 1), oblivion, '11-1-10', '11-2-2'), auspex, '1-1-1');
    expect(disciplineStepProblems(chooseStartingCeremony(withPower, ceremony(2, 1, '11-1-11')), true, rites)).toEqual(['ceremony_missing']);
  });
});
