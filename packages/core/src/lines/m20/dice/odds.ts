import { assertInt } from '../../../dice/validate.ts';
import { maxDifficulty, minDifficulty, type M20RollRules } from './roll.ts';

/** Exact chances of a roll before it is made. */
export interface M20Odds {
  success: number;
  failure: number;
  botch: number;
  /** Expected successes after 1s cancel (Willpower included). */
  expectedSuccesses: number;
}

/**
 * The exact odds of `pool` d10s under `rules`, by dynamic programming over the dice: the state is
 * (rolled successes − 1s, whether any die succeeded), which decides success, failure and botch.
 * No simulation; the three chances sum to 1.
 */
export function m20Odds(pool: number, rules: M20RollRules): M20Odds {
  assertInt('pool', pool, 0, 100);
  assertInt('difficulty', rules.difficulty, minDifficulty, maxDifficulty);
  const required = rules.required ?? 1;
  const tenValue = rules.specialty ? 2 : 1;
  // Face groups of one die: a 1, a blank (2 … difficulty−1), a plain success (difficulty … 9), a 10.
  const pOne = 0.1;
  const pBlank = (rules.difficulty - 2) / 10;
  const pPlain = (10 - rules.difficulty) / 10;
  const pTen = 0.1;
  const offset = pool;
  const width = 3 * pool + 1;
  // table[any][diff + offset]
  let table = [new Float64Array(width), new Float64Array(width)];
  table[0]![offset] = 1;
  for (let die = 0; die < pool; die += 1) {
    const next = [new Float64Array(width), new Float64Array(width)];
    for (const any of [0, 1] as const) {
      const row = table[any]!;
      for (let index = 0; index < width; index += 1) {
        const p = row[index]!;
        if (p === 0) continue;
        next[any]![index - 1] = (next[any]![index - 1] ?? 0) + p * pOne;
        next[any]![index] = next[any]![index]! + p * pBlank;
        next[1]![index + 1] = next[1]![index + 1]! + p * pPlain;
        next[1]![index + tenValue] = next[1]![index + tenValue]! + p * pTen;
      }
    }
    table = next;
  }
  let success = 0;
  let botch = 0;
  let expected = 0;
  for (const any of [0, 1] as const) {
    table[any]!.forEach((p, index) => {
      if (p === 0) return;
      const diff = index - offset;
      const net = Math.max(0, diff) + (rules.willpower ? 1 : 0);
      expected += p * net;
      if (!rules.willpower && any === 0 && diff < 0) botch += p;
      else if (net >= required) success += p;
    });
  }
  return { success, botch, failure: Math.max(0, 1 - success - botch), expectedSuccesses: expected };
}
