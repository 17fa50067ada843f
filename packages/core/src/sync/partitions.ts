import { blankCharacter } from '../character/blank.ts';
import type { GameLine } from '../character/keys.ts';
import { characterSchema, type Character } from '../character/schema.ts';
import { rulesOfLine } from '../lines/index.ts';

/** The two parts of a character that sync out (docs/product-spec.md §3): play (`live`) and leveling (`level`). */
export type SyncPart = 'live' | 'level';

/** The fields of a part, as the character's line declares them (`LineRules.sync`). */
export function syncFields(character: Pick<Character, 'gameLine'>, part: SyncPart): readonly string[] {
  return rulesOfLine(character.gameLine).sync[part];
}

/** The values of one part of a character, in the line's field order. */
export function syncData(character: Character, part: SyncPart): Record<string, unknown> {
  const source = character as unknown as Record<string, unknown>;
  const data: Record<string, unknown> = {};
  for (const field of syncFields(character, part)) if (source[field] !== undefined) data[field] = source[field];
  return data;
}

/**
 * Received sync data written over the linked character: live data (`c`) first, then level data
 * (`l`), and only the fields the character's line syncs in that part — anything else in the data
 * is ignored, so a sender can never touch the rest of the sheet.
 */
export function applySyncData<C extends Character>(character: C, received: { c?: Record<string, unknown> | undefined; l?: Record<string, unknown> | undefined }): C {
  const next = { ...character } as Record<string, unknown>;
  for (const [part, data] of [['live', received.c], ['level', received.l]] as const) {
    if (!data) continue;
    for (const field of syncFields(character, part)) if (Object.hasOwn(data, field) && data[field] !== undefined) next[field] = data[field];
  }
  return next as C;
}

/**
 * What is wrong with uploaded sync data of a line (`undefined` when nothing): a field the line
 * does not sync in that part, or a value its schema refuses (checked on a blank character of the line).
 */
export function syncUploadProblem(gameLine: GameLine, part: SyncPart, data: Record<string, unknown>): string | undefined {
  const allowed = rulesOfLine(gameLine).sync[part] as readonly string[];
  const unknown = Object.keys(data).filter((key) => !allowed.includes(key));
  if (unknown.length > 0) return `${unknown.join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not ${part} data of ${gameLine} characters`;
  const probe = applySyncData(blankCharacter(gameLine) as Character, part === 'live' ? { c: data } : { l: data });
  const parsed = characterSchema.safeParse(probe);
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0]!;
  return `${issue.path.join('.')}: ${issue.message}`;
}
