import { specialChecks, type SpecialCheckCommand, type SpecialCheckName, type SpecialDiceName } from '../lines/table-words.ts';
import type { RollSpec } from './roll-schemas.ts';

/**
 * The chat commands of behaviour-notes §9.4 as data: each command's words, whether it is the
 * secret form, and what it asks for. `/help` and `/image` act in the browser; the rest are rolls
 * the server makes. `h` is help here (the old client let `/hungercheck` take it over by accident).
 * The checks with a line's special dice come from the lines' table words (`lines/<line>/dice/words.ts`).
 */
export type CommandName = 'help' | 'image' | 'roll' | 'check' | SpecialCheckName;

export interface CommandInfo {
  readonly name: CommandName;
  /** Words that run it (first is the name shown in `/help`). */
  readonly words: readonly string[];
  /** Words of the secret form (only the roller and the storyteller see the result). */
  readonly secretWords: readonly string[];
  /** Arguments as `/help` shows them. */
  readonly usage: string;
  /** The special dice the check takes from the character. */
  readonly special: SpecialDiceName | null;
}

const checkUsage = '<pool> [difficulty]';

/** The commands with the special-dice checks of some lines (the registry's, or a test's stub line). */
export function commandsWith<N extends string, S extends string>(checks: ReadonlyArray<{ command: SpecialCheckCommand & { name: N }; special: S }>) {
  return [
    { name: 'roll', words: ['roll', 'r'], secretWords: ['sroll', 'sr'], usage: '[N]d|w S[+|-B]', special: null },
    { name: 'check', words: ['check', 'c'], secretWords: ['scheck', 'sc'], usage: checkUsage, special: null },
    ...checks.map(({ command, special }) => ({ name: command.name, words: command.words, secretWords: command.secretWords, usage: checkUsage, special })),
    { name: 'help', words: ['help', 'h'], secretWords: [], usage: '', special: null },
    { name: 'image', words: ['image', 'img', 'i'], secretWords: [], usage: '[url]', special: null },
  ] as const satisfies ReadonlyArray<{ name: string; words: readonly string[]; secretWords: readonly string[]; usage: string; special: string | null }>;
}

export const playCommands: readonly CommandInfo[] = commandsWith(specialChecks);

/** Why a command could not be read: an unknown word, or arguments that do not fit its usage. */
export type CommandError = 'unknown' | 'arguments';

export type ParsedCommand =
  | { kind: 'help' }
  | { kind: 'image'; url: string | null }
  | { kind: 'roll'; command: CommandName; secret: boolean; spec: RollSpec }
  | { kind: 'error'; word: string; error: CommandError; usage: string | null };

const byWord = new Map<string, { info: CommandInfo; secret: boolean }>();
for (const info of playCommands) {
  for (const word of info.words) byWord.set(word, { info, secret: false });
  for (const word of info.secretWords) byWord.set(word, { info, secret: true });
}

/** `[N]d|w S[+|-B]` with optional spaces around the sign: `2d6+1`, `d20`, `3w10 - 2`. */
const dicePattern = /^(\d{1,3})?\s*[dDwW]\s*(\d{1,4})\s*(?:([+-])\s*(\d{1,4}))?$/;
const integer = /^\d{1,3}$/;

function parseDice(args: string): RollSpec | null {
  const match = dicePattern.exec(args);
  if (!match) return null;
  const count = match[1] === undefined ? 1 : Number(match[1]);
  const sides = Number(match[2]);
  const bonus = match[4] === undefined ? 0 : Number(match[4]) * (match[3] === '-' ? -1 : 1);
  if (count < 1 || count > 100 || sides < 2 || sides > 1000 || Math.abs(bonus) > 1000) return null;
  return { kind: 'dice', count, sides, modifier: bonus };
}

function parseCheck(args: string, special: SpecialDiceName | null): RollSpec | null {
  const parts = args.split(/\s+/).filter((part) => part.length > 0);
  if (parts.length < 1 || parts.length > 2 || !parts.every((part) => integer.test(part))) return null;
  const pool = Number(parts[0]);
  const difficulty = parts[1] === undefined ? null : Number(parts[1]);
  if (pool < 1 || pool > 50 || (difficulty !== null && difficulty > 50)) return null;
  return { kind: 'check', pool, difficulty, special: special === null ? 0 : 'character', specialName: special };
}

/**
 * Reads a chat line. `null`: not a command (plain text). The first word is case-insensitive; a
 * check with special dice takes them from the rolling character on the server.
 */
export function parseCommand(text: string): ParsedCommand | null {
  const trimmed = text.trim();
  if (!trimmed.startsWith('/')) return null;
  const [head = '', ...rest] = trimmed.slice(1).split(/\s+/);
  const word = head.toLowerCase();
  const args = rest.join(' ');
  const found = byWord.get(word);
  if (!found) return { kind: 'error', word, error: 'unknown', usage: null };
  const { info, secret } = found;
  const refuse = (): ParsedCommand => ({ kind: 'error', word, error: 'arguments', usage: info.usage });
  switch (info.name) {
    case 'help':
      return { kind: 'help' };
    case 'image':
      return rest.length > 1 ? refuse() : { kind: 'image', url: rest[0] ?? null };
    case 'roll': {
      const spec = parseDice(args);
      return spec ? { kind: 'roll', command: info.name, secret, spec } : refuse();
    }
    default: {
      const spec = parseCheck(args, info.special);
      return spec ? { kind: 'roll', command: info.name, secret, spec } : refuse();
    }
  }
}
