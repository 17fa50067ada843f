import type { RollOutcome } from './roll.ts';
import { classifyOutcome, rollOutcomes, splitPool } from './roll.ts';
import { assertInt } from './validate.ts';

/** Exact chances of a roll before it is made (all values are probabilities 0–1). */
export interface RollOdds {
  readonly normalDice: number;
  readonly hungerDice: number;
  readonly difficulty: number;
  /** P(successes ≥ difficulty). */
  readonly success: number;
  /** P(critical win or messy critical): a success with at least one pair of 10s. */
  readonly critical: number;
  /** P(messy critical): a critical with a 10 on a hunger die. */
  readonly messyCritical: number;
  /** P(bestial failure): a failed roll with a 1 on a hunger die. */
  readonly bestialFailure: number;
  /** P(a failed roll with zero successes), whether or not a hunger 1 also makes it bestial. */
  readonly totalFailure: number;
  /** The six outcomes as a partition (they sum to 1); here `totalFailure` excludes bestial ones, as in {@link classifyOutcome}. */
  readonly outcomes: Readonly<Record<RollOutcome, number>>;
}

/** Distribution of one group of dice: probability by (plain 6–9 successes, tens, any 1). */
type Table = Float64Array;

/**
 * Adds dice one at a time; state index = (plain * (n + 1) + tens) * 2 + one. Faces are grouped as
 * 1 (0.1), 2–5 (0.4), 6–9 (0.4) and 10 (0.1); for normal dice the 1 simply counts as a failure.
 */
function diceTable(n: number, trackOnes: boolean): Table {
  const size = n + 1;
  let table = new Float64Array(size * size * 2);
  table[0] = 1;
  const at = (plain: number, tens: number, one: number): number => (plain * size + tens) * 2 + one;
  for (let die = 0; die < n; die += 1) {
    const next = new Float64Array(table.length);
    for (let plain = 0; plain <= die; plain += 1) {
      for (let tens = 0; tens + plain <= die; tens += 1) {
        for (let one = 0; one < 2; one += 1) {
          const p = table[at(plain, tens, one)] as number;
          if (p === 0) continue;
          const oneAfter = trackOnes ? 1 : one;
          next[at(plain, tens, oneAfter)] = (next[at(plain, tens, oneAfter)] as number) + p * 0.1;
          next[at(plain, tens, one)] = (next[at(plain, tens, one)] as number) + p * 0.4;
          next[at(plain + 1, tens, one)] = (next[at(plain + 1, tens, one)] as number) + p * 0.4;
          next[at(plain, tens + 1, one)] = (next[at(plain, tens + 1, one)] as number) + p * 0.1;
        }
      }
    }
    table = next;
  }
  return table;
}

/** Exact odds (dynamic programming over dice, no simulation) for a pool, hunger and difficulty. */
export function rollOdds(input: { readonly pool: number; readonly hunger: number; readonly difficulty: number }): RollOdds {
  const { normalDice, hungerDice } = splitPool(input.pool, input.hunger);
  const { difficulty } = input;
  assertInt('difficulty', difficulty, 0);
  const normal = diceTable(normalDice, false);
  const hunger = diceTable(hungerDice, true);
  const nSize = normalDice + 1;
  const hSize = hungerDice + 1;
  const outcomes: Record<RollOutcome, number> = { criticalWin: 0, messyCritical: 0, win: 0, failure: 0, totalFailure: 0, bestialFailure: 0 };
  let zeroSuccessFailure = 0;
  for (let np = 0; np <= normalDice; np += 1) {
    for (let nt = 0; nt + np <= normalDice; nt += 1) {
      const pn = normal[(np * nSize + nt) * 2] as number;
      if (pn === 0) continue;
      for (let hp = 0; hp <= hungerDice; hp += 1) {
        for (let ht = 0; ht + hp <= hungerDice; ht += 1) {
          for (let one = 0; one < 2; one += 1) {
            const ph = hunger[(hp * hSize + ht) * 2 + one] as number;
            if (ph === 0) continue;
            const p = pn * ph;
            const tens = nt + ht;
            const successes = np + hp + tens + 2 * Math.floor(tens / 2);
            const outcome = classifyOutcome(successes, tens, ht > 0, one === 1, difficulty);
            outcomes[outcome] += p;
            if (successes === 0 && successes < difficulty) zeroSuccessFailure += p;
          }
        }
      }
    }
  }
  return {
    normalDice,
    hungerDice,
    difficulty,
    success: outcomes.criticalWin + outcomes.messyCritical + outcomes.win,
    critical: outcomes.criticalWin + outcomes.messyCritical,
    messyCritical: outcomes.messyCritical,
    bestialFailure: outcomes.bestialFailure,
    totalFailure: zeroSuccessFailure,
    outcomes: Object.freeze(Object.fromEntries(rollOutcomes.map((key) => [key, outcomes[key]])) as Record<RollOutcome, number>),
  };
}
