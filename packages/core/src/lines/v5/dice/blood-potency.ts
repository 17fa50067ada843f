import { assertInt } from '../../../dice/validate.ts';

/** One row of the blood potency table (docs/behaviour-notes.md §3); the free-text feeding penalty lives in the hunt rules. */
export interface BloodPotencyRow {
  /** Blood potency 0–10. */
  readonly value: number;
  /** Bonus dice from a blood surge. */
  readonly bleedingSpurt: number;
  /** Superficial damage mended per rouse check. */
  readonly healedDamage: number;
  /** Dice added to discipline pools. */
  readonly disciplineBonus: number;
  /** Rouse checks for discipline powers up to this level may be re-rolled once (0: none). */
  readonly rouseRepeatDisciplineLevel: number;
  /** Bane severity. */
  readonly baneLevel: number;
}

/** Lowest blood potency (thin-blooded). */
export const minBloodPotency = 0;
/** Highest blood potency. */
export const maxBloodPotency = 10;

const row = (
  value: number,
  bleedingSpurt: number,
  healedDamage: number,
  disciplineBonus: number,
  rouseRepeatDisciplineLevel: number,
  baneLevel: number,
): BloodPotencyRow => Object.freeze({ value, bleedingSpurt, healedDamage, disciplineBonus, rouseRepeatDisciplineLevel, baneLevel });

/**
 * The blood potency table, index = blood potency 0–10, as the V5 corebook prints it. The original
 * product's table (docs/behaviour-notes.md §3) has a blood surge one die lower at every level and a
 * bane severity one lower from blood potency 1 up; the book wins (packages/content/README.md).
 */
export const bloodPotencyTable: readonly BloodPotencyRow[] = Object.freeze([
  row(0, 1, 1, 0, 0, 0),
  row(1, 2, 1, 0, 1, 2),
  row(2, 2, 2, 1, 1, 2),
  row(3, 3, 2, 1, 2, 3),
  row(4, 3, 3, 2, 2, 3),
  row(5, 4, 3, 2, 3, 4),
  row(6, 4, 3, 3, 3, 4),
  row(7, 5, 3, 3, 4, 5),
  row(8, 5, 4, 4, 4, 5),
  row(9, 6, 4, 4, 5, 6),
  row(10, 6, 5, 5, 5, 6),
]);

/** The table row for a blood potency 0–10; throws a RangeError for anything else. */
export function bloodPotencyRow(bloodPotency: number): BloodPotencyRow {
  assertInt('blood potency', bloodPotency, minBloodPotency, maxBloodPotency);
  return bloodPotencyTable[bloodPotency] as BloodPotencyRow;
}
