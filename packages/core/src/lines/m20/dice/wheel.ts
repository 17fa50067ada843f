import { assertInt } from '../../../dice/validate.ts';
import { wheelBoxes } from '../schema.ts';
import type { BacklashBand } from '../content/schemas.ts';
import { evaluateM20Roll } from './roll.ts';

/** Quintessence and Paradox on their shared wheel of 20 boxes (filled from opposite sides). */
export interface Wheel {
  quintessence: number;
  paradox: number;
}

/** From here on the mage is "a walking tear in reality" (spec §9: about 20 points). */
export const walkingTearFrom = 18;
/** From here on a backlash will be heavy; the sheet warns. */
export const dangerousParadoxFrom = 10;

export type WheelState = 'calm' | 'building' | 'dangerous' | 'tear';

/** How the Paradox on the wheel reads: none, building up, dangerous, a walking tear in reality. */
export function wheelState(paradox: number): WheelState {
  if (paradox >= walkingTearFrom) return 'tear';
  if (paradox >= dangerousParadoxFrom) return 'dangerous';
  return paradox > 0 ? 'building' : 'calm';
}

/**
 * Adds Paradox to the wheel. Where it runs into stored Quintessence, that Quintessence is lost
 * (rules.json, confirmed); the wheel holds at most 20 Paradox and what goes beyond is `overflow`.
 */
export function addParadox(wheel: Wheel, points: number): Wheel & { quintessenceLost: number; overflow: number } {
  assertInt('paradox points', points, 0, 100);
  const total = wheel.paradox + points;
  const paradox = Math.min(wheelBoxes, total);
  const quintessence = Math.min(wheel.quintessence, wheelBoxes - paradox);
  return { quintessence, paradox, quintessenceLost: wheel.quintessence - quintessence, overflow: total - paradox };
}

/** Spends Quintessence; `null` when the wheel does not hold that much. */
export function spendQuintessence(wheel: Wheel, points: number): Wheel | null {
  assertInt('quintessence points', points, 0, wheelBoxes);
  return points > wheel.quintessence ? null : { ...wheel, quintessence: wheel.quintessence - points };
}

/** Gains Quintessence up to the boxes Paradox leaves free. */
export function gainQuintessence(wheel: Wheel, points: number): Wheel {
  assertInt('quintessence points', points, 0, 100);
  return { ...wheel, quintessence: Math.min(wheel.quintessence + points, wheelBoxes - wheel.paradox) };
}

/** Suggested fading: one point a week without new Paradox (a table convention, not book text; the storyteller decides). */
export const paradoxFadingPerWeek = 1;

/** Paradox after `weeks` weeks in which the mage gained none. */
export function fadeParadox(paradox: number, weeks: number): number {
  assertInt('weeks', weeks, 0, 1000);
  return Math.max(0, paradox - weeks * paradoxFadingPerWeek);
}

/** The band of a backlash by its successes (rules.json, after a public M20 reference; unverified). */
export function backlashBand(successes: number, botch: boolean): BacklashBand {
  if (botch) return 'botch';
  if (successes <= 0) return 'none';
  if (successes <= 5) return 'minor';
  if (successes <= 10) return 'moderate';
  if (successes <= 15) return 'serious';
  if (successes <= 20) return 'severe';
  return 'devastating';
}

export interface Backlash {
  band: BacklashBand;
  faces: number[];
  successes: number;
  /** Paradox points that discharge: all on a botch (harmlessly), one per success otherwise. */
  discharged: number;
  paradox: number;
}

/** A backlash: the Paradox points as a pool against difficulty 6; what discharges leaves the wheel. */
export function backlash(paradox: number, faces: readonly number[]): Backlash {
  assertInt('paradox', paradox, 0, wheelBoxes);
  if (faces.length !== paradox) throw new RangeError(`a backlash rolls one die per Paradox point (${paradox}), got ${faces.length}`);
  const roll = evaluateM20Roll(faces, { difficulty: 6 });
  const band = backlashBand(roll.successes, roll.botch);
  const discharged = band === 'botch' ? paradox : Math.min(paradox, roll.successes);
  return { band, faces: [...faces], successes: roll.successes, discharged, paradox: paradox - discharged };
}
