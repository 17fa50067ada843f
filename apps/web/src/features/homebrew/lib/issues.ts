import type { AbilityProblemAt } from '@vitae/core/homebrew';

/** What is wrong at one field: a translation key and its values. */
export interface FieldError {
  key: string;
  values?: Record<string, number | string>;
}
/** Field errors by path (`name`, `levels.0.abilities.1.requirement`, …). */
export type FieldErrors = Record<string, FieldError>;

interface IssueLike {
  code: string;
  path: PropertyKey[];
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  params?: Record<string, unknown>;
}

function errorOf(issue: IssueLike): FieldError {
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string' ? { key: 'homebrew.errors.required' } : { key: 'homebrew.errors.tooSmall', values: { min: Number(issue.minimum) } };
    case 'too_big':
      return issue.origin === 'string'
        ? { key: 'homebrew.errors.tooLong', values: { max: Number(issue.maximum) } }
        : issue.origin === 'array'
          ? { key: 'homebrew.errors.tooMany', values: { max: Number(issue.maximum) } }
          : { key: 'homebrew.errors.tooLarge', values: { max: Number(issue.maximum) } };
    case 'invalid_format':
      return { key: 'homebrew.errors.format' };
    case 'custom': {
      const problem = issue.params?.problem;
      return typeof problem === 'string' ? { key: `homebrew.problems.${problem}` } : { key: 'homebrew.errors.invalid' };
    }
    default:
      return { key: 'homebrew.errors.invalid' };
  }
}

/** Zod issues of a draft as German-ready field errors; the first issue at a path wins. */
export function issuesToErrors(issues: readonly IssueLike[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= errorOf(issue);
  }
  return errors;
}

/** Combo and requirement problems of the core rules, at the field they belong to. */
export function abilityProblemErrors(problems: readonly AbilityProblemAt[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const problem of problems) {
    const field = problem.problem.startsWith('combo') ? 'combo' : problem.problem === 'duplicate-id' ? 'name' : 'requirement';
    errors[`levels.${problem.level - 1}.abilities.${problem.index}.${field}`] ??= { key: `homebrew.problems.${problem.problem}` };
  }
  return errors;
}
