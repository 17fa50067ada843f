import { bloodPotencyRow } from './blood-potency.ts';
import { maxHunger, splitPool } from './roll.ts';
import { assertInt } from '../../../dice/validate.ts';

/** Inputs of the dice pool calculator (docs/behaviour-notes.md §11.1, with the intended fixes: 0 ratings allowed). */
export interface DicePoolInput {
  /** Attribute rating. */
  readonly attribute: number;
  /** Second pool: skill, discipline dots or attribute rating (0 allowed). */
  readonly second: number;
  /** Free bonus or penalty, may be negative. */
  readonly bonus?: number;
  /** Current hunger 0–5. */
  readonly hunger: number;
  /** The roll is for a discipline: adds the BP table's `disciplineBonus`. */
  readonly forDiscipline?: boolean;
  /** Blood potency 0–10; only read when `forDiscipline` is set. */
  readonly bloodPotency?: number;
}

/** Result of the dice pool calculator. */
export interface DicePool {
  /** All dice, never below 0. */
  readonly total: number;
  /** min(hunger, total). */
  readonly hungerDice: number;
  readonly normalDice: number;
  /** Dice added by the blood potency discipline bonus (0 unless `forDiscipline`). */
  readonly disciplineBonus: number;
}

/** Dice pool calculator: attribute + second + bonus (+ BP discipline bonus) split into hunger and normal dice. */
export function dicePool(input: DicePoolInput): DicePool {
  assertInt('attribute', input.attribute, 0);
  assertInt('second pool', input.second, 0);
  assertInt('bonus', input.bonus ?? 0, Number.MIN_SAFE_INTEGER);
  assertInt('hunger', input.hunger, 0, maxHunger);
  const disciplineBonus = input.forDiscipline ? bloodPotencyRow(input.bloodPotency ?? 0).disciplineBonus : 0;
  const total = Math.max(0, input.attribute + input.second + (input.bonus ?? 0) + disciplineBonus);
  const { hungerDice, normalDice } = splitPool(total, input.hunger);
  return { total, hungerDice, normalDice, disciplineBonus };
}
