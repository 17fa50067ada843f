import { bloodPotencyRow } from './blood-potency.ts';
import type { RandomSource } from '../../../dice/random.ts';
import { rollDice } from '../../../dice/random.ts';
import { maxHunger } from './roll.ts';
import { assertInt } from '../../../dice/validate.ts';

/** What a rouse check is made for. */
export interface RouseInput {
  /** Hunger before the check, 0–5. */
  readonly hunger: number;
  /** Blood potency 0–10; needed for the discipline re-roll. */
  readonly bloodPotency?: number;
  /** Level of the discipline power the check is for; omit for anything else (blood surge, mending, …). */
  readonly powerLevel?: number;
}

/** Result of one rouse check. */
export interface RouseResult {
  /** The faces rolled: one, or two when a failed check was re-rolled. The last face counts. */
  readonly dice: readonly number[];
  readonly rerolled: boolean;
  /** 6+ on the counting die: no hunger gained. */
  readonly passed: boolean;
  readonly hungerBefore: number;
  /** Hunger after the check (never above 5). */
  readonly hunger: number;
  /** 1 when the check raised hunger, else 0. */
  readonly hungerGained: number;
  /** The check failed at hunger 5: the vampire falls into torpor or hunger frenzy (docs/product-spec.md §9). */
  readonly torporOrFrenzy: boolean;
}

/** Several rouse checks in a row, each starting from the hunger the previous one left. */
export interface RouseChecksResult {
  readonly checks: readonly RouseResult[];
  readonly hungerBefore: number;
  readonly hunger: number;
  readonly hungerGained: number;
  /** At least one check failed at hunger 5. */
  readonly torporOrFrenzy: boolean;
}

/** True when a failed rouse check for a power of `powerLevel` may be re-rolled at this blood potency. */
export function canRerollRouse(bloodPotency: number, powerLevel: number): boolean {
  assertInt('power level', powerLevel, 0);
  return powerLevel >= 1 && powerLevel <= bloodPotencyRow(bloodPotency).rouseRepeatDisciplineLevel;
}

/** One rouse check: a die at 6+ keeps hunger, else +1 (at hunger 5 flags torpor/frenzy); discipline re-roll applied. */
export function rouseCheck(input: RouseInput, random: RandomSource): RouseResult {
  assertInt('hunger', input.hunger, 0, maxHunger);
  if (input.powerLevel !== undefined && input.bloodPotency === undefined) {
    throw new RangeError('a rouse check for a discipline power needs the blood potency');
  }
  const mayReroll =
    input.powerLevel !== undefined && input.bloodPotency !== undefined && canRerollRouse(input.bloodPotency, input.powerLevel);
  const dice = rollDice(1, random);
  if ((dice[0] as number) < 6 && mayReroll) dice.push(...rollDice(1, random));
  const passed = (dice[dice.length - 1] as number) >= 6;
  const hunger = passed ? input.hunger : Math.min(maxHunger, input.hunger + 1);
  return {
    dice,
    rerolled: dice.length > 1,
    passed,
    hungerBefore: input.hunger,
    hunger,
    hungerGained: hunger - input.hunger,
    torporOrFrenzy: !passed && input.hunger >= maxHunger,
  };
}

/** `count` rouse checks at once (e.g. three for mending), in order, carrying hunger from one to the next. */
export function rouseChecks(count: number, input: RouseInput, random: RandomSource): RouseChecksResult {
  assertInt('rouse check count', count, 0);
  assertInt('hunger', input.hunger, 0, maxHunger);
  const checks: RouseResult[] = [];
  let hunger = input.hunger;
  for (let i = 0; i < count; i += 1) {
    const check = rouseCheck({ ...input, hunger }, random);
    checks.push(check);
    hunger = check.hunger;
  }
  return {
    checks,
    hungerBefore: input.hunger,
    hunger,
    hungerGained: hunger - input.hunger,
    torporOrFrenzy: checks.some((check) => check.torporOrFrenzy),
  };
}
