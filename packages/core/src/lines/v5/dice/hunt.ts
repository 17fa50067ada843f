import { maxBloodPotency, minBloodPotency } from './blood-potency.ts';
import { maxHunger } from './roll.ts';
import { assertInt } from '../../../dice/validate.ts';

/** What the vampire fed on. */
export type Prey = 'animal' | 'bloodBag' | 'human';
/** All prey kinds, in the order the calculator lists them. */
export const preyKinds: readonly Prey[] = ['animal', 'bloodBag', 'human'];

/** The four human temperaments a feed can carry. */
export type Resonance = 'choleric' | 'melancholic' | 'phlegmatic' | 'sanguine';
/** All resonances. */
export const resonances: readonly Resonance[] = ['choleric', 'melancholic', 'phlegmatic', 'sanguine'];

/**
 * Why the hunt ended where it did, in the order the rules apply:
 * - `nothingToSlake`: hunger was already 0.
 * - `fed`: the feed slaked at least one hunger (otherwise the following codes say why nothing was slaked).
 * - `animalOrBagHalved`: BP 2, animal and bagged blood slakes half (rounded down, so one animal or bag gives nothing).
 * - `animalOrBagSlakesNothing`: BP 3 and above, animal and bagged blood slakes nothing.
 * - `humanPenalty`: BP 4 and above, humans slake 1 (BP 4–5), 2 (6–9) or 3 (10) less.
 * - `killNeededForZero`: a living human took hunger as low as it goes, 1 (or left it where it was); only killing goes to 0.
 * - `drainThreshold`: a living human took hunger as low as it goes at this BP (2 at BP 5–7, 3 at BP 8–10),
 *   or left it where it was because it was already there or below; only draining goes lower.
 * - `vesselKilled`: the human was drained and died.
 * - `bp5TableRule`: human prey at BP 5, where the BP table (1 less) overrides docs/product-spec.md §9 (2 less); see {@link huntBp5Note}.
 */
export type HuntReason =
  | 'nothingToSlake'
  | 'fed'
  | 'animalOrBagHalved'
  | 'animalOrBagSlakesNothing'
  | 'humanPenalty'
  | 'killNeededForZero'
  | 'drainThreshold'
  | 'vesselKilled'
  | 'bp5TableRule';

/**
 * Hunger one full feed slakes before blood potency penalties. A human gives 4 without killing (and a living
 * vessel never takes hunger below 1), 5 when drained (down to 0); an animal or a blood bag gives 1 (drained or not).
 */
export const fullFeedHunger = Object.freeze({ animal: 1, bloodBag: 1, human: 4, humanDrained: 5 });

/** Where docs/product-spec.md §9 ("2 less at 5 to 9") and the BP table (1 less at 4–5) disagree, the table wins; one-line note for the UI. */
export const huntBp5Note = Object.freeze({
  bloodPotency: 5,
  tableHumanPenalty: 1,
  specHumanPenalty: 2,
});

/** Hunt calculator input. */
export interface HuntInput {
  readonly bloodPotency: number;
  readonly hunger: number;
  readonly prey: Prey;
  /** Fed until the vessel died (only matters for humans). */
  readonly drained: boolean;
  readonly resonance?: Resonance | null;
}

/** Hunt calculator result. */
export interface HuntResult {
  readonly hungerBefore: number;
  readonly hunger: number;
  /** hungerBefore − hunger. */
  readonly slaked: number;
  readonly reasons: readonly HuntReason[];
  /** Hunger a human slakes less at this BP (0 for other prey). */
  readonly humanPenalty: number;
  /** Below this hunger only draining helps (humans at BP 5+), else `null`. */
  readonly drainThreshold: number | null;
  /** A human was drained. */
  readonly vesselKilled: boolean;
  /** The resonance now in the blood: the input resonance if the feed slaked anything, else `null`. */
  readonly resonance: Resonance | null;
  /** Show {@link huntBp5Note}: the BP table, not docs/product-spec.md §9, decided this result. */
  readonly tableOverridesSpec: boolean;
}

/** How much less hunger a human slakes at this blood potency: 0 (BP 0–3), 1 (4–5), 2 (6–9), 3 (10). */
export function humanSlakePenalty(bloodPotency: number): number {
  assertInt('blood potency', bloodPotency, minBloodPotency, maxBloodPotency);
  if (bloodPotency >= 10) return 3;
  if (bloodPotency >= 6) return 2;
  if (bloodPotency >= 4) return 1;
  return 0;
}

/** Hunger a human must be drained to go below: 2 at BP 5–7, 3 at BP 8–10, else `null`. */
export function humanDrainThreshold(bloodPotency: number): number | null {
  assertInt('blood potency', bloodPotency, minBloodPotency, maxBloodPotency);
  if (bloodPotency >= 8) return 3;
  if (bloodPotency >= 5) return 2;
  return null;
}

/** Hunger an animal or a blood bag slakes at this BP: full up to BP 1, halved (down) at 2, nothing from 3. */
export function animalOrBagSlake(bloodPotency: number, prey: 'animal' | 'bloodBag'): number {
  assertInt('blood potency', bloodPotency, minBloodPotency, maxBloodPotency);
  const full = fullFeedHunger[prey];
  if (bloodPotency >= 3) return 0;
  if (bloodPotency === 2) return Math.floor(full / 2);
  return full;
}

/** Hunt calculator (pure): hunger after one full feed on the given prey, with the BP table's feeding penalties. */
export function huntResult(input: HuntInput): HuntResult {
  const { bloodPotency, hunger, prey, drained } = input;
  assertInt('blood potency', bloodPotency, minBloodPotency, maxBloodPotency);
  assertInt('hunger', hunger, 0, maxHunger);
  if (!preyKinds.includes(prey)) throw new RangeError(`unknown prey ${String(prey)}`);
  if (input.resonance != null && !resonances.includes(input.resonance)) throw new RangeError(`unknown resonance ${String(input.resonance)}`);
  const reasons: HuntReason[] = [];
  let after: number;
  let humanPenalty = 0;
  let drainThreshold: number | null = null;
  if (prey === 'human') {
    humanPenalty = humanSlakePenalty(bloodPotency);
    drainThreshold = humanDrainThreshold(bloodPotency);
    const amount = Math.max(0, (drained ? fullFeedHunger.humanDrained : fullFeedHunger.human) - humanPenalty);
    const floor = drained ? 0 : Math.max(1, drainThreshold ?? 0);
    after = Math.min(hunger, Math.max(hunger - amount, floor));
    if (humanPenalty > 0) reasons.push('humanPenalty');
    if (!drained && hunger > 0 && hunger - amount <= floor) reasons.push(floor > 1 ? 'drainThreshold' : 'killNeededForZero');
    if (drained) reasons.push('vesselKilled');
    if (bloodPotency === huntBp5Note.bloodPotency) reasons.push('bp5TableRule');
  } else {
    after = Math.max(0, hunger - animalOrBagSlake(bloodPotency, prey));
    if (bloodPotency === 2) reasons.push('animalOrBagHalved');
    if (bloodPotency >= 3) reasons.push('animalOrBagSlakesNothing');
  }
  const slaked = hunger - after;
  if (hunger === 0) reasons.unshift('nothingToSlake');
  else if (slaked > 0) reasons.unshift('fed');
  return {
    hungerBefore: hunger,
    hunger: after,
    slaked,
    reasons,
    humanPenalty,
    drainThreshold,
    vesselKilled: prey === 'human' && drained,
    resonance: slaked > 0 ? (input.resonance ?? null) : null,
    tableOverridesSpec: prey === 'human' && bloodPotency === huntBp5Note.bloodPotency,
  };
}
