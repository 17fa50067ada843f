import type { GameLine } from '../character/keys.ts';
import { h5TableWords } from './h5/dice/words.ts';
import { m20TableWords } from './m20/dice/words.ts';
import { v5TableWords } from './v5/dice/words.ts';
import { w5TableWords } from './w5/dice/words.ts';

/** A chat command that rolls a check with a line's special dice (`/hungercheck`). */
export interface SpecialCheckCommand {
  /** The command's name: its key in `/help` (`play.help.<name>`). */
  readonly name: string;
  /** Words that run it (the first is the one `/help` shows first). */
  readonly words: readonly string[];
  /** Words of its secret form. */
  readonly secretWords: readonly string[];
}

/**
 * How a line's dice are named at the table: what the wire, the chat commands, the server's
 * messages and Discord call them. Kept apart from the rest of the line's rules (no zod, no
 * content) so the shared dice and play schemas can build their vocabulary from it without an
 * import cycle; each registry entry's `dice.words` is the same object.
 */
export interface LineTableWords {
  /** WoD5e in Foundry rolls the line's pools: the tabletop relay accepts its rolls. */
  readonly tabletop: boolean;
  /** The line's special dice, `null` when its dice work otherwise. */
  readonly special: null | {
    /** Their key on the wire (`specialName`). */
    readonly name: string;
    /** How the server's English messages name them ("hunger dice"). */
    readonly en: string;
    /** How Discord (German, as the app) names them. */
    readonly de: string;
    readonly command: SpecialCheckCommand;
  };
  /** Outcomes only this line reads, with the German words and the colour Discord shows. */
  readonly outcomes: Readonly<Record<string, { readonly de: string; readonly color: number }>>;
  /** Notes only this line's dice give, with the German words Discord shows. */
  readonly notes: Readonly<Record<string, string>>;
  /**
   * The line's one-die checks a sheet rolls at the table (a rouse check), so their cards say what
   * happened in words instead of a difficulty: the German names (Discord) of the check and of the
   * tracker it reads, and how far that tracker moves when the check fails (+1: hunger rises; -1:
   * rage sinks), within 0 and `max`.
   */
  readonly checks?: Readonly<Record<string, TableCheckWords>>;
}

/** One table check of a line, in the words above (`LineTableWords.checks`). */
export interface TableCheckWords {
  /** The check's German name (Discord): "Wallungs-Check". */
  readonly de: string;
  /** The tracker it reads, in German: "Hunger". */
  readonly trackerDe: string;
  /** How far a failure moves the tracker (with `onesNotes`: how far the player's choice moves it). */
  readonly failedStep: number;
  readonly max: number;
  /**
   * A check read by its special dice's ones instead (Hunter's desperation dice): with the `choice`
   * note the roll won and the player chooses (the tracker would move by `failedStep`), with the
   * `fall` note the roll fails into the line's fallen state; without either the roll's own outcome
   * stands and the tracker stays. German words of each case for Discord (`{before}`, `{after}`).
   */
  readonly onesNotes?: { readonly choice: string; readonly fall: string };
  /** German words (Discord) of outcomes the generic "bestanden/misslungen · steigt auf" cannot say. */
  readonly deSays?: Readonly<Partial<Record<TableCheckKey, string>>>;
}

/**
 * What a table check came to: `passed`; `failed` (the tracker moved); `atBound` (failed, but the
 * tracker was at its end); with `onesNotes`: `choice` and `fall` (see there).
 */
export type TableCheckKey = 'passed' | 'failed' | 'atBound' | 'choice' | 'fall';

/** Every line's table words, per line id, in the order of `gameLines`. */
export const lineTableWords = { v5: v5TableWords, w5: w5TableWords, m20: m20TableWords, h5: h5TableWords } as const satisfies Record<GameLine, LineTableWords>;

type Words = (typeof lineTableWords)[GameLine];
/** The special dice of every line (`hunger`, …). */
export type SpecialDiceName = NonNullable<Words['special']>['name'];
/** The chat commands of every line's special dice (`hungercheck`, …). */
export type SpecialCheckName = NonNullable<Words['special']>['command']['name'];
/** The outcomes only some line reads. */
export type LineOutcome = { [L in GameLine]: keyof (typeof lineTableWords)[L]['outcomes'] & string }[GameLine];
/** The notes of every line's dice. */
export type LineNote = { [L in GameLine]: keyof (typeof lineTableWords)[L]['notes'] & string }[GameLine];
/** The table checks of every line (`rouse`, …). */
export type LineCheck = { [L in GameLine]: (typeof lineTableWords)[L] extends { checks: infer C } ? keyof C & string : never }[GameLine];
/** The lines WoD5e rolls (their entry says `tabletop: true`). */
export type TabletopLine = { [L in GameLine]: (typeof lineTableWords)[L]['tabletop'] extends true ? L : never }[GameLine];

/** The table's vocabulary gathered from some lines' words (the registry's, or a test's with a stub line). */
export function tableVocabulary(lines: Readonly<Record<string, LineTableWords>>) {
  const entries = Object.entries(lines);
  return {
    specialDiceNames: entries.flatMap(([, words]) => (words.special ? [words.special.name] : [])),
    specialChecks: entries.flatMap(([, words]) => (words.special ? [{ command: words.special.command, special: words.special.name }] : [])),
    outcomes: entries.flatMap(([, words]) => Object.keys(words.outcomes)),
    notes: entries.flatMap(([, words]) => Object.keys(words.notes)),
    checks: entries.flatMap(([, words]) => Object.keys(words.checks ?? {})),
    tabletopLines: entries.flatMap(([line, words]) => (words.tabletop ? [line] : [])),
  };
}

type NonEmpty<T> = readonly [T, ...T[]];
const vocabulary = tableVocabulary(lineTableWords);
// The lists hold exactly the members of the types derived above (built from the same objects);
// zod's enums want a non-empty tuple, which a flatMap cannot prove.
/** The registry's special dice names, in line order (`hunger`, `rage`, `desperation`). */
export const specialDiceNames = vocabulary.specialDiceNames as unknown as NonEmpty<SpecialDiceName>;
/** The registry's special-dice checks, in line order. */
export const specialChecks = vocabulary.specialChecks as unknown as ReadonlyArray<{ command: SpecialCheckCommand & { name: SpecialCheckName }; special: SpecialDiceName }>;
export const lineOutcomes = vocabulary.outcomes as unknown as readonly LineOutcome[];
export const lineNotes = vocabulary.notes as unknown as NonEmpty<LineNote>;
export const lineChecks = vocabulary.checks as unknown as NonEmpty<LineCheck>;
/** The lines WoD5e rolls in Foundry. */
export const tabletopLines = vocabulary.tabletopLines as unknown as NonEmpty<TabletopLine>;

/** A line's table words, when it has any (`undefined` for an id the registry does not know). */
export function tableWordsOf(line: string): LineTableWords | undefined {
  return Object.hasOwn(lineTableWords, line) ? lineTableWords[line as GameLine] : undefined;
}

/** A table check's words (its line's), `undefined` for one no line has. */
export function tableCheckWords(name: string): TableCheckWords | undefined {
  for (const words of Object.values<LineTableWords>(lineTableWords)) if (words.checks && Object.hasOwn(words.checks, name)) return words.checks[name];
  return undefined;
}

/** The registry's words of a special dice name (`undefined` for one no line has). */
export function specialDiceWords(name: string): NonNullable<LineTableWords['special']> | undefined {
  for (const words of Object.values<LineTableWords>(lineTableWords)) if (words.special?.name === name) return words.special;
  return undefined;
}
