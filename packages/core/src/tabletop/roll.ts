import { maxRelayAvatarLength, maxRelayDice, tabletopLines, type TabletopLine, type TabletopRollBody } from '../api/tabletop.ts';
import type { Character } from '../character/schema.ts';
import { splitPool } from '../dice/pool.ts';
import { withLineRules } from '../lines/index.ts';

/** Whether a character can send rolls to the tabletop: its line rolls WoD5e dice and it has a tabletop id. */
export function canSendToTabletop(character: Character): character is Character & { tabletop: { id: string } } {
  return isTabletopLine(character.gameLine) && Boolean(character.tabletop?.id.trim());
}

function isTabletopLine(line: string): line is TabletopLine {
  return (tabletopLines as readonly string[]).includes(line);
}

/** Problems of the dice dialog's count: a whole number from 1 to the relay's maximum. */
export function tabletopDiceProblem(dice: number): 'not_whole' | 'too_few' | 'too_many' | undefined {
  if (!Number.isInteger(dice)) return 'not_whole';
  if (dice < 1) return 'too_few';
  if (dice > maxRelayDice) return 'too_many';
  return undefined;
}

/**
 * The relay body for a roll of `dice` dice of a character (docs/behaviour-notes.md §9.1): the
 * line's special dice are min(the character's hunger / rage now, dice), the rest are normal
 * dice; a line whose special dice are added on request (Hunter) sends normal dice only. An avatar too big for the relay is left out. `undefined` for a line the
 * tabletop does not roll.
 */
export function tabletopRoll(character: Character, roll: { title: string; dice: number; difficulty?: number }): TabletopRollBody | undefined {
  const line = character.gameLine;
  if (!isTabletopLine(line)) return undefined;
  // Dice that come on top of a pool only when the player says so (Hunter's desperation) are not
  // guessed here: the roll goes with normal dice alone.
  const special = withLineRules(character, (rules, own) => (rules.dice.specialDiceAdded ? 0 : rules.dice.specialDice(own)));
  const { normalDice, specialDice } = splitPool(roll.dice, special);
  const avatar = character.avatar.length <= maxRelayAvatarLength ? character.avatar : '';
  return {
    line,
    vampire: { name: character.name, avatar },
    roll: {
      title: roll.title,
      normalDices: normalDice,
      hungerDices: specialDice,
      ...(roll.difficulty === undefined ? {} : { difficulty: roll.difficulty }),
    },
  };
}

/** The pool calculator's roll title, "<attribute> + <second pool>", without the "(n)" ratings of its labels. */
export function tabletopPoolTitle(...labels: ReadonlyArray<string | undefined>): string {
  return labels
    .filter((label): label is string => Boolean(label))
    .map((label) => label.replace(/\s*\(-?\d+\)\s*$/, '').trim())
    .join(' + ');
}

/**
 * The optional difficulty typed into a dialog: `undefined` when empty, the integer when it
 * parses as one from 0 to the relay's maximum, `null` when it is something else.
 */
export function parseTabletopDifficulty(text: string): number | undefined | null {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= maxRelayDice ? value : null;
}
