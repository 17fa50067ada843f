/**
 * Account input rules as plain functions, so the web app can check forms without loading zod;
 * the zod schemas in `auth.ts` are built from the same numbers and patterns.
 */
export const aliasLength = { min: 3, max: 32 } as const;
export const aliasPattern = /^[\p{L}\p{N}_.-]+$/u;
export const emailMaxLength = 254;
/** The shape zod's own e-mail check accepts. */
export const emailPattern = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
export const passwordLength = { min: 10, max: 200 } as const;

export type RuleProblem = 'too_small' | 'too_big' | 'invalid_format';

/** What is wrong with an alias (after trimming), or `undefined`. */
export function aliasProblem(alias: string): RuleProblem | undefined {
  const value = alias.trim();
  if (value.length < aliasLength.min) return 'too_small';
  if (value.length > aliasLength.max) return 'too_big';
  return aliasPattern.test(value) ? undefined : 'invalid_format';
}

/** What is wrong with an e-mail address (after trimming), or `undefined`. */
export function emailProblem(email: string): RuleProblem | undefined {
  const value = email.trim();
  if (value.length > emailMaxLength) return 'too_big';
  return emailPattern.test(value) ? undefined : 'invalid_format';
}

/** What is wrong with a new password, or `undefined`. */
export function passwordProblem(password: string): RuleProblem | undefined {
  if (password.length < passwordLength.min) return 'too_small';
  return password.length > passwordLength.max ? 'too_big' : undefined;
}
