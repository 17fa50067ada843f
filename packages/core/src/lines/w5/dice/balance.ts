import { countSuccesses } from '../../../dice/pool.ts';
import type { RandomSource } from '../../../dice/random.ts';
import { rollDice } from '../../../dice/random.ts';
import { assertInt } from '../../../dice/validate.ts';
import { healDamage } from '../../../fifth-edition/damage.ts';
import { attributeValue, willpowerFor } from '../../../fifth-edition/sheet.ts';
import { balanceTrackBoxes, type BalanceTrack } from '../keys.ts';
import type { W5Character } from '../schema.ts';

type BalanceCharacter = Pick<W5Character, 'harano' | 'hauglosk' | 'sessionMarks'>;

/** Difficulty of a Harano or Hauglosk test unless the storyteller says otherwise. */
export const balanceDifficulty = 1;

/** The pool of a Harano or Hauglosk test: the marked boxes of both tracks, at least 1 (spec §9). */
export function balancePool(character: Pick<W5Character, 'harano' | 'hauglosk'>): number {
  return Math.max(1, character.harano + character.hauglosk);
}

export interface BalanceTestResult<C> {
  readonly dice: readonly number[];
  readonly successes: number;
  readonly passed: boolean;
  /** A failed test marks a box on the tested track (never past 5). */
  readonly character: C;
}

/** A Harano or Hauglosk test: the balance pool against the difficulty; failing fills a box of that track. */
export function balanceTest<C extends BalanceCharacter>(character: C, track: BalanceTrack, random: RandomSource, difficulty: number = balanceDifficulty): BalanceTestResult<C> {
  assertInt('difficulty', difficulty, 0, 20);
  const dice = rollDice(balancePool(character), random);
  const successes = countSuccesses(dice);
  const passed = successes >= difficulty;
  return { dice, successes, passed, character: passed ? character : markBox(character, track) };
}

function markBox<C extends BalanceCharacter>(character: C, track: BalanceTrack): C {
  return { ...character, [track]: Math.min(balanceTrackBoxes, character[track] + 1) };
}

/** Why the voluntary box cannot be taken. */
export type VoluntaryMarkProblem = 'already_this_session' | 'track_full';

/** The voluntary box of a track, once per session (spec §9). */
export function markVoluntarily<C extends BalanceCharacter>(character: C, track: BalanceTrack): { ok: true; character: C } | { ok: false; problem: VoluntaryMarkProblem } {
  if (character.sessionMarks[track]) return { ok: false, problem: 'already_this_session' };
  if (character[track] >= balanceTrackBoxes) return { ok: false, problem: 'track_full' };
  return { ok: true, character: { ...markBox(character, track), sessionMarks: { ...character.sessionMarks, [track]: true } } };
}

type SessionCharacter = BalanceCharacter & Pick<W5Character, 'categories' | 'willpower' | 'willpowerDamage'>;

/** Superficial Willpower a new session heals: the higher of Composure and Resolve (W5 core rulebook, "Willpower"). */
export function sessionWillpowerRecovery(character: Pick<W5Character, 'categories'>): number {
  return Math.max(attributeValue(character, 'com'), attributeValue(character, 'res'));
}

/** A new session: the voluntary boxes may be taken again, and superficial Willpower damage heals as `sessionWillpowerRecovery` says. */
export function startSession<C extends SessionCharacter>(character: C): C {
  const usable = character.willpower || willpowerFor(character);
  const willpowerDamage = healDamage(character.willpowerDamage, usable, 'superficial', sessionWillpowerRecovery(character));
  return { ...character, sessionMarks: { harano: false, hauglosk: false }, willpowerDamage };
}
