import { assertInt } from '../../../dice/validate.ts';
import type { RandomSource } from '../../../dice/random.ts';
import type { MagickKind } from '../keys.ts';
import { effectiveDifficulty, rollM20, type M20RollResult } from './roll.ts';

/** Highest Sphere used + 3 (coincidental), + 4 (vulgar), + 5 (vulgar with Sleeper witnesses) (M20 pp. 528–547, confirmed). */
export const magickDifficultyBonus: Readonly<Record<MagickKind, number>> = { coincidental: 3, vulgar: 4, vulgarWitnessed: 5 };
/** All situational modifiers together count at most ±3. */
export const magickModifierCap = 3;
/** A magick roll never goes below difficulty 3. */
export const minMagickDifficulty = 3;
/** Each Quintessence point lowers the difficulty by 1, at most 3 per roll. */
export const maxQuintessencePerRoll = 3;

export interface MagickDifficultyInput {
  /** The highest Sphere rating the Effect uses (1–5). */
  highestSphere: number;
  kind: MagickKind;
  /** The sum of situational modifiers (focus, time taken, Resonance…): positive is harder. */
  modifiers?: number;
  /** Quintessence points spent to lower the difficulty. */
  quintessence?: number;
}

export interface MagickDifficulty {
  base: number;
  /** The modifiers as they count, capped at ±3. */
  modifier: number;
  /** The Quintessence points that count (0–3). */
  quintessence: number;
  difficulty: number;
  required: number;
}

/**
 * The difficulty of a magick roll: highest Sphere + 3/4/5, modifiers capped at ±3, minus the
 * Quintessence spent (up to 3). The authors could not confirm whether Quintessence counts inside
 * the ±3 cap; it is treated as separate, with difficulty 3 as the floor (rules.json note).
 * Above 10: see `effectiveDifficulty`.
 */
export function magickDifficulty(input: MagickDifficultyInput): MagickDifficulty {
  assertInt('highest Sphere', input.highestSphere, 0, 5);
  const modifiers = input.modifiers ?? 0;
  const spent = input.quintessence ?? 0;
  assertInt('modifiers', modifiers, -20, 20);
  assertInt('quintessence', spent, 0, 20);
  const base = input.highestSphere + magickDifficultyBonus[input.kind];
  const modifier = Math.max(-magickModifierCap, Math.min(magickModifierCap, modifiers));
  const quintessence = Math.min(maxQuintessencePerRoll, spent);
  const { difficulty, required } = effectiveDifficulty(base + modifier - quintessence, minMagickDifficulty);
  return { base, modifier, quintessence, difficulty, required };
}

/**
 * Paradox a cast earns (authors' rules.json): coincidental magick earns none unless it botches;
 * any vulgar Effect earns 1, success or failure (the flat M20 reading; Revised gave 1 per dot of
 * the highest Sphere, +1 with witnesses — unverified, to be checked against the book); a botch
 * earns the highest Sphere (coincidental), the Sphere + 1 (vulgar) or twice the Sphere + 2 (vulgar
 * with witnesses).
 */
export function paradoxGain(kind: MagickKind, highestSphere: number, botch: boolean): number {
  assertInt('highest Sphere', highestSphere, 0, 5);
  if (!botch) return kind === 'coincidental' ? 0 : 1;
  switch (kind) {
    case 'coincidental':
      return highestSphere;
    case 'vulgar':
      return highestSphere + 1;
    case 'vulgarWitnessed':
      return 2 * highestSphere + 2;
  }
}

export interface MagickCast {
  difficulty: MagickDifficulty;
  roll: M20RollResult;
  /** Paradox this cast adds to the wheel. */
  paradox: number;
}

/** Casts an Effect: Arete dice against the magick difficulty, with the Paradox it earns. */
export function castMagick(input: MagickDifficultyInput & { arete: number; willpower?: boolean; specialty?: boolean }, random: RandomSource): MagickCast {
  assertInt('arete', input.arete, 0, 10);
  const difficulty = magickDifficulty(input);
  const roll = rollM20(input.arete, { difficulty: difficulty.difficulty, required: difficulty.required, willpower: input.willpower, specialty: input.specialty }, random);
  return { difficulty, roll, paradox: paradoxGain(input.kind, input.highestSphere, roll.botch) };
}
