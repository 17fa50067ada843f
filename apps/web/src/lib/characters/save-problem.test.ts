import { describe, expect, it } from 'vitest';
import { blankCharacter } from '@vitae/core';
import type { StoredCharacter } from '@vitae/core/api';
import { isRejection } from './manager.ts';
import { describeRejection } from './save-problem.ts';

const character = (overrides: Record<string, unknown>) => ({ ...blankCharacter('v5', {}), id: 'a', revision: 1, ...overrides }) as StoredCharacter;
const rejection = { status: 400, message: 'invalid request: body.name: Too big', code: 'invalid_request' };

describe('a refused save in words', () => {
  it.each([
    [{ name: 'N'.repeat(201) }, { key: 'characters.saveProblem.tooLong', values: { field: 'name', max: 200 } }],
    [{ notes: 'x'.repeat(100_001) }, { key: 'characters.saveProblem.tooLong', values: { field: 'notes', max: 100_000 } }],
    [{ books: Array.from({ length: 101 }, (_, i) => i) }, { key: 'characters.saveProblem.tooMany', values: { field: 'books', max: 100 } }],
    [{ hunger: 9 }, { key: 'characters.saveProblem.tooHigh', values: { field: 'hunger', max: 5 } }],
    [{}, { key: 'characters.saveProblem.server', values: { message: rejection.message } }],
  ])('%j → %j', (overrides, expected) => {
    expect(describeRejection(character(overrides), rejection)).toEqual(expected);
  });

  it.each([
    [400, true],
    [413, true],
    [422, true],
    [401, false],
    [404, false],
    [409, false],
    [429, false],
    [500, false],
    [0, false],
  ])('status %i is a rejection retrying cannot fix: %s', (status, expected) => {
    expect(isRejection(status)).toBe(expected);
  });
});
