import { describe, expect, it } from 'vitest';
import { sequenceRandomSource } from '../../../dice/random.ts';
import { stridingRagabash } from '../test-fixtures.ts';
import { withAttribute } from '../../../fifth-edition/sheet.ts';
import type { DamageState } from '../../../character/keys.ts';
import { balancePool, balanceTest, markVoluntarily, sessionWillpowerRecovery, startSession } from './balance.ts';
import { rageAfterChecks, rageChecks } from './rage-check.ts';
import { evaluateW5Dice, rollW5Pool, w5RollOdds, w5WillpowerReroll, type W5Outcome } from './roll.ts';

describe('rage dice', () => {
  it.each<[string, number[], number[], number, W5Outcome, boolean, number]>([
    // normal, rage, difficulty → outcome, brutal, successes
    ['no 1–2 on Rage dice', [6, 7, 3], [8], 3, 'win', false, 3],
    ['one Rage die on 1: not brutal', [6, 7, 3], [1], 2, 'win', false, 2],
    ['two Rage dice on 1 and 2: brutal', [6, 7, 3], [1, 2], 2, 'win', true, 2],
    ['brutal on a failure', [3, 4], [2, 2, 6], 3, 'failure', true, 1],
    ['normal dice on 1 or 2 never make it brutal', [1, 2, 1], [9], 1, 'win', false, 1],
    ['a pair of 10s is a critical win', [10, 4], [10], 4, 'criticalWin', false, 4],
    ['a critical can be brutal too', [10, 10], [1, 2], 4, 'criticalWin', true, 4],
    ['no success at all', [3, 4], [5], 1, 'totalFailure', false, 0],
  ])('%s', (_name, normal, rage, difficulty, outcome, brutal, successes) => {
    const result = evaluateW5Dice({ normal, rage, difficulty });
    expect({ outcome: result.outcome, brutal: result.brutal, successes: result.successes }).toEqual({ outcome, brutal, successes });
    expect(result.brutalSuccesses).toBe(successes + 4);
  });

  it('Rage dice = min(rage, pool); rolled after the normal dice', () => {
    const result = rollW5Pool({ pool: 4, rage: 2, difficulty: 2 }, sequenceRandomSource([6, 7, 1, 2]));
    expect(result).toMatchObject({ normal: [6, 7], rage: [1, 2], brutal: true, successes: 2 });
    expect(rollW5Pool({ pool: 2, rage: 5 }, sequenceRandomSource([3, 3])).rage).toHaveLength(2);
  });

  it('a Willpower re-roll changes normal dice only', () => {
    const result = evaluateW5Dice({ normal: [1, 2, 3, 9], rage: [1, 1], difficulty: 2 });
    const rerolled = w5WillpowerReroll(result, [0, 2], sequenceRandomSource([8, 10]));
    expect(rerolled).toMatchObject({ normal: [8, 2, 10, 9], rage: [1, 1], successes: 3, brutal: true });
    expect(() => w5WillpowerReroll(result, [0, 1, 2, 3], sequenceRandomSource([5]))).toThrow(RangeError);
  });
});

/** Every combination of faces, evaluated one by one. */
function bruteForce(normalDice: number, rageDice: number, difficulty: number) {
  const tally = { success: 0, critical: 0, brutal: 0, cleanSuccess: 0, outcomes: { criticalWin: 0, win: 0, failure: 0, totalFailure: 0 } as Record<W5Outcome, number> };
  const n = normalDice + rageDice;
  const faces = new Array<number>(n).fill(1);
  const total = 10 ** n;
  for (let index = 0; index < total; index += 1) {
    let rest = index;
    for (let i = 0; i < n; i += 1) {
      faces[i] = (rest % 10) + 1;
      rest = Math.floor(rest / 10);
    }
    const result = evaluateW5Dice({ normal: faces.slice(0, normalDice), rage: faces.slice(normalDice), difficulty });
    const p = 1 / total;
    tally.outcomes[result.outcome as W5Outcome] += p;
    if (result.success) tally.success += p;
    if (result.outcome === 'criticalWin') tally.critical += p;
    if (result.brutal) tally.brutal += p;
    if (result.success && !result.brutal) tally.cleanSuccess += p;
  }
  return tally;
}

describe('exact odds', () => {
  it.each([
    [3, 0, 2],
    [2, 2, 2],
    [1, 3, 1],
    [0, 4, 3],
    [2, 3, 4],
  ])('%i normal + %i Rage dice against %i match brute force', (normal, rage, difficulty) => {
    const odds = w5RollOdds({ pool: normal + rage, rage, difficulty });
    const expected = bruteForce(normal, rage, difficulty);
    for (const key of ['success', 'critical', 'brutal', 'cleanSuccess'] as const) expect(odds[key]).toBeCloseTo(expected[key], 10);
    for (const outcome of Object.keys(expected.outcomes) as W5Outcome[]) expect(odds.outcomes[outcome]).toBeCloseTo(expected.outcomes[outcome], 10);
  });

  it('known values: two Rage dice are brutal with 4 %; one never', () => {
    expect(w5RollOdds({ pool: 2, rage: 2, difficulty: 1 }).brutal).toBeCloseTo(0.04, 12);
    expect(w5RollOdds({ pool: 5, rage: 1, difficulty: 1 }).brutal).toBe(0);
    expect(w5RollOdds({ pool: 1, rage: 0, difficulty: 1 }).success).toBeCloseTo(0.5, 12);
  });
});

describe('rage checks', () => {
  it.each<[number, number, number[], number[], number, boolean]>([
    // rage, checks, faces → faces used, rage after, lost the wolf
    [3, 1, [6], [6], 3, false],
    [3, 1, [5], [5], 2, false],
    [3, 2, [1, 10], [1, 10], 2, false],
    [2, 2, [4, 5], [4, 5], 0, true],
    [1, 2, [3, 9], [3], 0, true],
    [0, 1, [3], [], 0, false],
  ])('Rage %i, %i checks on %j: rolled %j, Rage %i, lost the wolf: %s', (rage, count, faces, used, after, lost) => {
    const result = rageChecks(rage, count, sequenceRandomSource(faces.length > 0 ? faces : [1]));
    expect(result).toEqual({ dice: used, rageBefore: rage, rage: after, lostTheWolf: lost });
    expect(rageAfterChecks(rage, used)).toBe(after);
  });
});

describe('Harano and Hauglosk', () => {
  it.each([
    [0, 0, 1],
    [1, 0, 1],
    [2, 1, 3],
    [5, 5, 10],
  ])('Harano %i + Hauglosk %i: pool %i (at least 1)', (harano, hauglosk, pool) => {
    expect(balancePool({ harano, hauglosk })).toBe(pool);
  });

  it('a failed test marks a box on the tested track; a passed one does not', () => {
    const garou = stridingRagabash({ harano: 1, hauglosk: 1 });
    const failed = balanceTest(garou, 'harano', sequenceRandomSource([2, 5]));
    expect(failed).toMatchObject({ dice: [2, 5], successes: 0, passed: false });
    expect(failed.character).toMatchObject({ harano: 2, hauglosk: 1 });
    const passed = balanceTest(garou, 'hauglosk', sequenceRandomSource([7, 1]));
    expect(passed.passed).toBe(true);
    expect(passed.character).toBe(garou);
    expect(balanceTest(garou, 'hauglosk', sequenceRandomSource([7, 1]), 2).character.hauglosk).toBe(2);
    expect(balanceTest(stridingRagabash({ harano: 5 }), 'harano', sequenceRandomSource([1, 1, 1, 1, 1])).character.harano).toBe(5);
  });

  it('the voluntary box once per session and track', () => {
    const garou = stridingRagabash();
    const first = markVoluntarily(garou, 'harano');
    if (!first.ok) throw new Error(first.problem);
    expect(first.character).toMatchObject({ harano: 1, sessionMarks: { harano: true, hauglosk: false } });
    expect(markVoluntarily(first.character, 'harano')).toEqual({ ok: false, problem: 'already_this_session' });
    expect(markVoluntarily(first.character, 'hauglosk').ok).toBe(true);
    expect(markVoluntarily(startSession(first.character), 'harano').ok).toBe(true);
    expect(markVoluntarily(stridingRagabash({ hauglosk: 5 }), 'hauglosk')).toEqual({ ok: false, problem: 'track_full' });
  });
});

describe('a new session heals superficial Willpower (W5 core rulebook, "Willpower": the higher of Composure and Resolve)', () => {
  const S: DamageState = 'superficial';
  const A: DamageState = 'heavy';
  const O: DamageState = 'none';
  it.each<[string, number, number, DamageState[], DamageState[]]>([
    ['Composure 3 beats Resolve 2: three healed', 3, 2, [S, S, S, S, O, O], [S, O, O, O, O, O]],
    ['Resolve 4 beats Composure 1: four healed', 1, 4, [S, S, S, O, O], [O, O, O, O, O]],
    ['aggravated damage stays', 2, 2, [A, S, S, S, O], [A, S, O, O, O]],
    ['nothing to heal', 3, 3, [O, O, O, O, O, O], [O, O, O, O, O, O]],
  ])('%s', (_label, composure, resolve, before, after) => {
    const wolf = stridingRagabash({ willpower: before.length, willpowerDamage: before, sessionMarks: { harano: true, hauglosk: true } });
    const rated = { ...wolf, categories: withAttribute({ ...wolf, categories: withAttribute(wolf, 'com', composure) }, 'res', resolve) };
    expect(sessionWillpowerRecovery(rated)).toBe(Math.max(composure, resolve));
    const next = startSession(rated);
    expect(next.willpowerDamage).toEqual(after);
    expect(next.sessionMarks).toEqual({ harano: false, hauglosk: false });
  });
});
