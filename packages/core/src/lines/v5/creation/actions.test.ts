import { describe, expect, it } from 'vitest';
import type { V5Character as Character } from '../schema.ts';
import type { PredatorAction } from '../content/actions.ts';
import { disciplineIndex } from '../leveling/sheet.ts';
import { withSkillValue } from '../leveling/test-fixtures.ts';
import { allowedDisciplineChoices, applyActions, choiceProblem, isInteractive, type ActionChoice, type ActionChoices } from './actions.ts';
import { ownedTraitsOf } from '../../../fifth-edition/creation/owned-traits.ts';
import { pointSpreadsOf } from '../../../fifth-edition/creation/point-spreads.ts';
import { actionContent, fresh, hecata, ofClan, specialitiesOf, tremere, ventrue } from './test-fixtures.ts';

type Of<T extends PredatorAction['type']> = Extract<PredatorAction, { type: T }>;

const spec = (...choices: Array<[Of<'additional_specialization'>['data']['choices'][number]['skill'], string, boolean?]>): Of<'additional_specialization'> => ({
  type: 'additional_specialization',
  data: { choices: choices.map(([skill, specialty, freeInput = false]) => ({ skill, specialty, freeInput })) },
});
/** Blood Sorcery only for Banu Haqim/Tremere, Dominate for all, Oblivion only with book 3 or 5. */
const disciplinePoint: Of<'discipline_point'> = {
  type: 'discipline_point',
  data: { choices: [{ id: 3, restriction: { type: 'only_clans', data: [1, 12] } }, { id: 2, restriction: null }, { id: 11, restriction: { type: 'book_activated', data: [3, 5] } }] },
};
const onlySorcery: Of<'discipline_point'> = { type: 'discipline_point', data: { choices: [{ id: 3, restriction: { type: 'only_clans', data: [1, 12] } }] } };
const flaw = (type: 'merit' | 'background', id: number, flawId: number, customLevel: number | null = null, suffix: string | null = null) => ({ type, id, flawId, customLevel, suffix });
const addFlaw = (...choices: Array<ReturnType<typeof flaw>>): Of<'add_flaw'> => ({ type: 'add_flaw', data: { choices } });
const spendBackgrounds: Of<'spend_background_points_between'> = { type: 'spend_background_points_between', data: { points: 3, choices: [3, 6] } };
const spendFlaws: Of<'spend_flaw_points_between'> = {
  type: 'spend_flaw_points_between',
  data: { points: 2, choices: [{ type: 'backgrounds', id: 3 }, { type: 'merits', id: 7 }] },
};

const brujahLike = () => ofClan({ ...ventrue, id: 2, name: 'Brujah', disciplines: [4, 8, 6] });
const disciplinePoints = (character: Character, id: number) => character.disciplines[disciplineIndex(character, id)]?.points ?? 0;

function apply(character: Character, actions: PredatorAction[], choices: ActionChoices = {}): Character {
  const result = applyActions(character, actions, choices, actionContent);
  if (!result.ok) throw new Error(`action ${result.failure.actionIndex}: ${result.failure.problem}`);
  return result.character;
}

describe('allowedDisciplineChoices', () => {
  it.each([
    ['Tremere, core book', tremere, [1], [3, 2]],
    ['Tremere with book 5', tremere, [1, 5], [3, 2, 11]],
    ['Ventrue, core book', ventrue, [1], [2]],
    ['Ventrue with book 3', ventrue, [1, 3], [2, 11]],
    ['Hecata with book 5', hecata, [1, 5], [2, 11]],
  ] as const)('%s → %j', (_name, clan, books, expected) => {
    expect(allowedDisciplineChoices(ofClan(clan, { books: [...books] }), disciplinePoint)).toEqual(expected);
  });

  it('offers nothing restricted to other clans, nor to a character without a clan', () => {
    expect(allowedDisciplineChoices(brujahLike(), onlySorcery)).toEqual([]);
    expect(allowedDisciplineChoices(fresh(), onlySorcery)).toEqual([]);
    expect(allowedDisciplineChoices(fresh(), disciplinePoint)).toEqual([2]);
  });
});

describe('isInteractive', () => {
  const tremereChar = ofClan(tremere);
  const ventrueChar = ofClan(ventrue);
  it.each<[string, PredatorAction, Character, boolean]>([
    ['one fixed speciality', spec(['bra', 'Ringen']), tremereChar, false],
    ['two specialities', spec(['int', 'Überfälle'], ['bra', 'Ringen']), tremereChar, true],
    ['one speciality to type', spec(['ken', 'Spezielles Tier', true]), tremereChar, true],
    ['discipline point with three allowed choices (Tremere with book 5)', disciplinePoint, ofClan(tremere, { books: [1, 5] }), true],
    ['discipline point with two allowed choices', disciplinePoint, tremereChar, true],
    ['discipline point with one surviving choice', disciplinePoint, ventrueChar, false],
    ['discipline point with no surviving choice', onlySorcery, ventrueChar, false],
    ['single flaw', addFlaw(flaw('merit', 3, 2)), tremereChar, false],
    ['flaw with two choices', addFlaw(flaw('merit', 3, 2), flaw('background', 3, 1)), tremereChar, true],
    ['background points between packs', spendBackgrounds, tremereChar, true],
    ['flaw points between packs', spendFlaws, tremereChar, true],
    ['humanity change', { type: 'humanity_change', data: { amount: -1 } }, tremereChar, false],
    ['blood potency change', { type: 'blood_potency_change', data: { amount: 1 } }, tremereChar, false],
    ['merit', { type: 'add_merit', data: { meritId: 3, levelId: 2 } }, tremereChar, false],
    ['background', { type: 'add_background', data: { backgroundId: 3, levelId: 1 } }, tremereChar, false],
    ['background points', { type: 'add_background_points', data: { amount: 3, backgroundId: 2 } }, tremereChar, false],
  ])('%s → %s', (_name, action, character, expected) => {
    expect(isInteractive(character, action)).toBe(expected);
  });
});

describe('choiceProblem', () => {
  const character = ofClan(tremere);
  const twoSpecs = spec(['int', 'Überfälle'], ['bra', 'Ringen']);
  const typed = spec(['ken', 'Spezielles Tier', true], ['sur', 'Jagd']);
  const twoFlaws = addFlaw(flaw('merit', 3, 2), flaw('background', 3, 1));
  it.each<[string, PredatorAction, ActionChoice | undefined, ReturnType<typeof choiceProblem>]>([
    ['speciality not chosen', twoSpecs, undefined, 'missing'],
    ['speciality of another action type', twoSpecs, { type: 'add_flaw', choice: 0 }, 'missing'],
    ['speciality index out of range', twoSpecs, { type: 'additional_specialization', choice: 2 }, 'missing'],
    ['speciality chosen', twoSpecs, { type: 'additional_specialization', choice: 1 }, null],
    ['free input without text', typed, { type: 'additional_specialization', choice: 0 }, 'text_missing'],
    ['free input with blank text', typed, { type: 'additional_specialization', choice: 0, text: '   ' }, 'text_missing'],
    ['free input with text', typed, { type: 'additional_specialization', choice: 0, text: 'Katzen' }, null],
    ['fixed choice next to a free one needs no text', typed, { type: 'additional_specialization', choice: 1 }, null],
    ['discipline not chosen', disciplinePoint, undefined, 'missing'],
    ['discipline allowed', disciplinePoint, { type: 'discipline_point', disciplineId: 3 }, null],
    ['discipline restricted (Oblivion without book 3/5)', disciplinePoint, { type: 'discipline_point', disciplineId: 11 }, 'not_allowed'],
    ['discipline not in the list', disciplinePoint, { type: 'discipline_point', disciplineId: 7 }, 'not_allowed'],
    ['flaw not chosen', twoFlaws, undefined, 'missing'],
    ['flaw index out of range', twoFlaws, { type: 'add_flaw', choice: 5 }, 'missing'],
    ['flaw chosen', twoFlaws, { type: 'add_flaw', choice: 1 }, null],
    ['points not distributed', spendBackgrounds, undefined, 'points_not_spent'],
    ['points: too few', spendBackgrounds, { type: 'spend_points', points: [1, 1] }, 'points_not_spent'],
    ['points: too many', spendBackgrounds, { type: 'spend_points', points: [2, 2] }, 'points_not_spent'],
    ['points: wrong length', spendBackgrounds, { type: 'spend_points', points: [3] }, 'points_not_spent'],
    ['points: negative', spendBackgrounds, { type: 'spend_points', points: [4, -1] }, 'points_not_spent'],
    ['points: fractional', spendBackgrounds, { type: 'spend_points', points: [1.5, 1.5] }, 'points_not_spent'],
    ['points: exact', spendBackgrounds, { type: 'spend_points', points: [1, 2] }, null],
    ['points: all on one', spendBackgrounds, { type: 'spend_points', points: [0, 3] }, null],
    ['flaw points: exact', spendFlaws, { type: 'spend_points', points: [2, 0] }, null],
    ['flaw points: too few', spendFlaws, { type: 'spend_points', points: [1, 0] }, 'points_not_spent'],
    ['non-interactive action ignores the choice', { type: 'humanity_change', data: { amount: -1 } }, undefined, null],
  ])('%s → %s', (_name, action, choice, expected) => {
    expect(choiceProblem(character, action, choice)).toBe(expected);
  });
});

describe('applyActions: additional_specialization', () => {
  it.each<[string, Of<'additional_specialization'>, ActionChoice | undefined, string, string[]]>([
    ['the only choice applies itself', spec(['bra', 'Ringen']), undefined, 'bra', ['Ringen']],
    ['the chosen of two', spec(['int', 'Überfälle'], ['bra', 'Ringen']), { type: 'additional_specialization', choice: 1 }, 'bra', ['Ringen']],
    ['the typed text of a free choice (trimmed)', spec(['ken', 'Spezielles Tier', true], ['sur', 'Jagd']), { type: 'additional_specialization', choice: 0, text: '  Katzen ' }, 'ken', ['Katzen']],
    ['the placeholder of a fixed choice, not a stray text', spec(['ken', 'Spezielles Tier', true], ['sur', 'Jagd']), { type: 'additional_specialization', choice: 1, text: 'egal' }, 'sur', ['Jagd']],
  ])('%s', (_name, action, choice, skill, expected) => {
    const next = apply(ofClan(tremere), [action], { 0: choice });
    expect(specialitiesOf(next, skill as 'bra')).toEqual(expected);
  });

  it('does not repeat a speciality the skill already has', () => {
    const start = withSkillValue(ofClan(tremere), 'bra', 1, ['Ringen']);
    expect(specialitiesOf(apply(start, [spec(['bra', 'Ringen'])]), 'bra')).toEqual(['Ringen']);
  });

  it('refuses a free choice without text and leaves the character unchanged', () => {
    const action = spec(['ken', 'Spezielles Tier', true]);
    const start = ofClan(tremere);
    expect(applyActions(start, [action], {}, actionContent)).toEqual({ ok: false, failure: { actionIndex: 0, problem: 'missing' } });
    expect(applyActions(start, [action], { 0: { type: 'additional_specialization', choice: 0, text: ' ' } }, actionContent)).toEqual({
      ok: false,
      failure: { actionIndex: 0, problem: 'text_missing' },
    });
    expect(specialitiesOf(start, 'ken')).toEqual([]);
  });
});

describe('applyActions: discipline_point', () => {
  it('adds a point to the chosen allowed discipline', () => {
    const next = apply(ofClan(tremere), [disciplinePoint], { 0: { type: 'discipline_point', disciplineId: 3 } });
    expect(next.disciplines).toEqual([{ discipline: { id: 3, name: 'Blutmagie' }, points: 1, currentLevel: 1, abilities: [] }]);
  });

  it('grants the single surviving choice automatically', () => {
    const next = apply(ofClan(ventrue), [disciplinePoint]);
    expect(next.disciplines.map((d) => [d.discipline.id, d.points])).toEqual([[2, 1]]);
  });

  it('grants the single surviving choice even when a stale choice names a forbidden discipline', () => {
    const next = apply(ofClan(ventrue), [disciplinePoint], { 0: { type: 'discipline_point', disciplineId: 3 } });
    expect(next.disciplines.map((d) => [d.discipline.id, d.points])).toEqual([[2, 1]]);
  });

  it('grants nothing when no choice survives', () => {
    const start = ofClan(ventrue);
    expect(apply(start, [onlySorcery])).toEqual(start);
  });

  it('refuses a restricted discipline', () => {
    const result = applyActions(ofClan(tremere), [disciplinePoint], { 0: { type: 'discipline_point', disciplineId: 11 } }, actionContent);
    expect(result).toEqual({ ok: false, failure: { actionIndex: 0, problem: 'not_allowed' } });
  });

  it('adds to a discipline already on the sheet', () => {
    const twice = apply(ofClan(tremere), [disciplinePoint, disciplinePoint], { 0: { type: 'discipline_point', disciplineId: 2 }, 1: { type: 'discipline_point', disciplineId: 2 } });
    expect(disciplinePoints(twice, 2)).toBe(2);
    expect(twice.disciplines).toHaveLength(1);
  });

  it('reports an allowed discipline the content does not know', () => {
    const unknown: Of<'discipline_point'> = { type: 'discipline_point', data: { choices: [{ id: 99, restriction: null }] } };
    expect(applyActions(ofClan(tremere), [unknown], {}, actionContent)).toEqual({ ok: false, failure: { actionIndex: 0, problem: 'unknown_content' } });
  });
});

describe('applyActions: humanity and blood potency', () => {
  it.each([
    ['humanity_change', 7, -1, 6],
    ['humanity_change', 7, 1, 8],
    ['humanity_change', 10, 1, 10],
    ['humanity_change', 0, -1, 0],
    ['blood_potency_change', 1, 1, 2],
    // The fixture is of the 13th generation, which caps blood potency at 3 (V5 corebook).
    ['blood_potency_change', 3, 1, 3],
    ['blood_potency_change', 0, -1, 0],
  ] as const)('%s from %i by %i → %i', (type, start, amount, expected) => {
    const field = type === 'humanity_change' ? 'humanity' : 'bloodPotency';
    const next = apply(ofClan(tremere, { [field]: start }), [{ type, data: { amount } }]);
    expect(next[field]).toBe(expected);
  });
});

describe('applyActions: merits, backgrounds and flaws', () => {
  it.each([
    ['add_merit', { type: 'add_merit', data: { meritId: 3, levelId: 2 } }, 'merits', 3, 2],
    ['add_background', { type: 'add_background', data: { backgroundId: 3, levelId: 1 } }, 'backgrounds', 3, 1],
  ] as const)('%s grants a locked, non-manual advantage', (_name, action, type, packId, traitId) => {
    const next = apply(ofClan(tremere), [action]);
    expect(ownedTraitsOf(next, type, packId, 'advantages')).toEqual([expect.objectContaining({ id: traitId, isLocked: true, isManual: false })]);
  });

  it.each([
    ['an unknown pack', { type: 'add_merit', data: { meritId: 99, levelId: 1 } }],
    ['an unknown level', { type: 'add_background', data: { backgroundId: 3, levelId: 9 } }],
    ['an unknown flaw', addFlaw(flaw('merit', 3, 9))],
  ] as const)('reports %s', (_name, action) => {
    expect(applyActions(ofClan(tremere), [action], {}, actionContent)).toEqual({ ok: false, failure: { actionIndex: 0, problem: 'unknown_content' } });
  });

  it('grants a single-choice flaw locked, with custom level and suffix', () => {
    const next = apply(ofClan(tremere), [addFlaw(flaw('merit', 3, 2, 2, 'keine Sterblichen'))]);
    expect(ownedTraitsOf(next, 'merits', 3, 'disadvantages')).toEqual([
      expect.objectContaining({ id: 2, level: 1, customLevel: 2, suffix: 'keine Sterblichen', isLocked: true, isManual: false }),
    ]);
  });

  it('does not store a custom level equal to the flaw level', () => {
    const [owned] = ownedTraitsOf(apply(ofClan(tremere), [addFlaw(flaw('merit', 3, 2, 1))]), 'merits', 3, 'disadvantages');
    expect(owned).toBeDefined();
    expect(owned).not.toHaveProperty('customLevel');
  });

  it.each([
    [0, 'backgrounds', 3, 1, { customLevel: 2, suffix: 'Diablerist' }],
    [1, 'backgrounds', 11, 2, {}],
  ] as const)('a two-choice flaw and a one-choice flaw both land (choice %i)', (choice, type, packId, flawId, extra) => {
    // Blutegel: a two-choice add_flaw followed by a one-choice add_flaw.
    const actions = [addFlaw(flaw('background', 3, 1, 2, 'Diablerist'), flaw('background', 11, 2)), addFlaw(flaw('merit', 3, 2, 2, 'keine Sterblichen'))];
    const next = apply(ofClan(tremere), actions, { 0: { type: 'add_flaw', choice } });
    expect(ownedTraitsOf(next, type, packId, 'disadvantages')).toEqual([expect.objectContaining({ id: flawId, isLocked: true, ...extra })]);
    expect(ownedTraitsOf(next, 'merits', 3, 'disadvantages')).toEqual([expect.objectContaining({ id: 2, customLevel: 2, suffix: 'keine Sterblichen' })]);
    expect(next.backgrounds.packs.flatMap((p) => p.flawTraits)).toHaveLength(1);
  });

  it('refuses a two-choice flaw without a choice', () => {
    const actions = [{ type: 'humanity_change', data: { amount: -1 } } as const, addFlaw(flaw('background', 3, 1), flaw('background', 11, 2))];
    expect(applyActions(ofClan(tremere), actions, {}, actionContent)).toEqual({ ok: false, failure: { actionIndex: 1, problem: 'missing' } });
  });
});

describe('applyActions: point spreads', () => {
  it('add_background_points becomes a spread, merged with an existing one', () => {
    const action = { type: 'add_background_points', data: { amount: 3, backgroundId: 2 } } as const;
    expect(pointSpreadsOf(apply(ofClan(tremere), [action]))).toEqual([{ type: 'backgrounds', isFlaw: false, packId: 2, points: 3 }]);
    expect(pointSpreadsOf(apply(ofClan(tremere), [action, { ...action, data: { amount: 1, backgroundId: 2 } }]))).toEqual([{ type: 'backgrounds', isFlaw: false, packId: 2, points: 4 }]);
  });

  it.each([
    [[1, 2], [{ type: 'backgrounds', isFlaw: false, packId: 3, points: 1 }, { type: 'backgrounds', isFlaw: false, packId: 6, points: 2 }]],
    [[3, 0], [{ type: 'backgrounds', isFlaw: false, packId: 3, points: 3 }]],
    [[0, 3], [{ type: 'backgrounds', isFlaw: false, packId: 6, points: 3 }]],
  ])('spend_background_points_between %j', (points, expected) => {
    expect(pointSpreadsOf(apply(ofClan(tremere), [spendBackgrounds], { 0: { type: 'spend_points', points } }))).toEqual(expected);
  });

  it.each([
    [[2, 0], [{ type: 'backgrounds', isFlaw: true, packId: 3, points: 2 }]],
    [[1, 1], [{ type: 'backgrounds', isFlaw: true, packId: 3, points: 1 }, { type: 'merits', isFlaw: true, packId: 7, points: 1 }]],
  ])('spend_flaw_points_between %j', (points, expected) => {
    expect(pointSpreadsOf(apply(ofClan(tremere), [spendFlaws], { 0: { type: 'spend_points', points } }))).toEqual(expected);
  });

  it('refuses a distribution that does not add up', () => {
    const result = applyActions(ofClan(tremere), [spendBackgrounds, spendFlaws], { 0: { type: 'spend_points', points: [1, 2] }, 1: { type: 'spend_points', points: [1, 0] } }, actionContent);
    expect(result).toEqual({ ok: false, failure: { actionIndex: 1, problem: 'points_not_spent' } });
  });
});

describe('applyActions: order and purity', () => {
  it('applies every action in order and leaves the input untouched', () => {
    const start = ofClan(tremere);
    const snapshot = JSON.parse(JSON.stringify(start)) as unknown;
    const next = apply(start, [
      spec(['int', 'Überfälle'], ['bra', 'Ringen']),
      disciplinePoint,
      { type: 'humanity_change', data: { amount: -1 } },
      { type: 'add_background_points', data: { amount: 3, backgroundId: 2 } },
    ], { 0: { type: 'additional_specialization', choice: 0 }, 1: { type: 'discipline_point', disciplineId: 2 } });
    expect(start).toEqual(snapshot);
    expect(next).toMatchObject({ humanity: 6, requiredPointSpreads: [{ type: 'backgrounds', isFlaw: false, packId: 2, points: 3 }] });
    expect(specialitiesOf(next, 'int')).toEqual(['Überfälle']);
    expect(disciplinePoints(next, 2)).toBe(1);
  });

  it('an empty action list changes nothing', () => {
    const start = ofClan(tremere);
    expect(applyActions(start, [], {}, actionContent)).toEqual({ ok: true, character: start });
  });
});
