import { describe, expect, it } from 'vitest';
import { aliasProblem, emailProblem, passwordProblem } from './account-rules.ts';
import { changePasswordBodySchema, registerBodySchema } from './auth.ts';

describe('account rules', () => {
  it.each([
    ['Lucretia', undefined],
    ['  Anna  ', undefined],
    ['Zoë_Müller-1.b', undefined],
    ['ab', 'too_small'],
    ['a'.repeat(33), 'too_big'],
    ['a'.repeat(32), undefined],
    ['mit leer', 'invalid_format'],
    ['kein@', 'invalid_format'],
  ])('alias %j → %s', (alias, problem) => expect(aliasProblem(alias)).toBe(problem));

  it.each([
    ['anna@example.test', undefined],
    [' Anna@Example.TEST ', undefined],
    ['no-at-sign', 'invalid_format'],
    ['a@b', 'invalid_format'],
    ['.a@b.de', 'invalid_format'],
    [`${'a'.repeat(250)}@b.de`, 'too_big'],
  ])('e-mail %j → %s', (email, problem) => expect(emailProblem(email)).toBe(problem));

  it.each([
    ['kurz', 'too_small'],
    ['genau-zehn', undefined],
    ['x'.repeat(201), 'too_big'],
  ])('password %j → %s', (password, problem) => expect(passwordProblem(password)).toBe(problem));

  it.each([
    ['Lucretia', 'lucretia@example.test'],
    ['ab', 'lucretia@example.test'],
    ['mit leer', 'x@y.de'],
    ['Gültig', 'a@b'],
    ['Gültig', 'no-at-sign'],
  ])('the zod schema agrees with the rules for %j / %j', (alias, email) => {
    const rulesOk = aliasProblem(alias) === undefined && emailProblem(email) === undefined;
    expect(registerBodySchema.safeParse({ alias, email }).success).toBe(rulesOk);
  });

  it.each(['kurz', 'genau-zehn', 'x'.repeat(201)])('the password schema agrees for %j', (password) => {
    expect(changePasswordBodySchema.safeParse({ password }).success).toBe(passwordProblem(password) === undefined);
  });
});
