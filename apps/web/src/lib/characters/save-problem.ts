import { characterSchema } from '@vitae/core';
import type { StoredCharacter } from '@vitae/core/api';
import type { SaveRejection } from './manager.ts';

/** A refused save in words: a translation key and its values. */
export interface SaveProblem {
  key: string;
  values: Record<string, string | number>;
}

/**
 * Why the server refused a character, said the way the user can fix it. The server checked the
 * same shared schema, so checking here finds the field ("Name zu lang (max. 200 Zeichen)"); when
 * the schema finds nothing, the server's own message is shown.
 */
export function describeRejection(character: StoredCharacter, rejection: SaveRejection): SaveProblem {
  const parsed = characterSchema.safeParse(character);
  const issue = parsed.success ? undefined : parsed.error.issues[0];
  if (!issue) return { key: rejection.code === 'too_large' ? 'characters.saveProblem.tooLarge' : 'characters.saveProblem.server', values: { message: rejection.message } };
  const field = issue.path.filter((part) => typeof part === 'string').join('.') || '?';
  if (issue.code === 'too_big' && issue.origin === 'string') return { key: 'characters.saveProblem.tooLong', values: { field, max: Number(issue.maximum) } };
  if (issue.code === 'too_big' && issue.origin === 'number') return { key: 'characters.saveProblem.tooHigh', values: { field, max: Number(issue.maximum) } };
  if (issue.code === 'too_big') return { key: 'characters.saveProblem.tooMany', values: { field, max: Number(issue.maximum) } };
  if (issue.code === 'too_small' && issue.origin === 'string') return { key: 'characters.saveProblem.empty', values: { field } };
  return { key: 'characters.saveProblem.invalid', values: { field } };
}
