import { describe, expect, it } from 'vitest';
import { libraryLimits, libraryQuerySchema, reportBodySchema, reviewAnswerBodySchema, reviewBodySchema } from './schemas.ts';

describe('libraryQuerySchema', () => {
  it.each([
    [{}, { page: 1, pageSize: libraryLimits.defaultPageSize }],
    [{ q: '  Nebel  ', page: '2', pageSize: '50' }, { q: 'Nebel', page: 2, pageSize: 50 }],
    [{ sort: 'rating', kind: 'gifts', line: 'w5' }, { sort: 'rating', kind: 'gifts', line: 'w5', page: 1, pageSize: 20 }],
  ])('reads %j as %j', (input, expected) => {
    expect(libraryQuerySchema.parse(input)).toEqual(expected);
  });

  it.each([
    ['a query past 100 characters', { q: 'x'.repeat(libraryLimits.query + 1) }],
    ['a page of 51', { pageSize: '51' }],
    ['page 0', { page: '0' }],
    ['an unknown sort', { sort: 'popular' }],
    ['an unknown line', { line: 'dnd' }],
    ['a kind that is no URL word', { kind: '../clans' }],
  ])('refuses %s', (_what, input) => {
    expect(libraryQuerySchema.safeParse(input).success).toBe(false);
  });
});

describe('review, answer and report bodies', () => {
  it.each([
    [reviewBodySchema, { stars: 5 }, true],
    [reviewBodySchema, { stars: 1, text: 'x'.repeat(libraryLimits.reviewText) }, true],
    [reviewBodySchema, { stars: 0 }, false],
    [reviewBodySchema, { stars: 6 }, false],
    [reviewBodySchema, { stars: 2.5 }, false],
    [reviewBodySchema, { stars: 3, text: 'x'.repeat(libraryLimits.reviewText + 1) }, false],
    [reviewBodySchema, { stars: 3, extra: true }, false],
    [reviewAnswerBodySchema, { text: 'Danke!' }, true],
    [reviewAnswerBodySchema, { text: '   ' }, false],
    [reportBodySchema, { reason: 'Kopiert' }, true],
    [reportBodySchema, { reason: '' }, false],
    [reportBodySchema, { reason: 'x'.repeat(libraryLimits.reportReason + 1) }, false],
  ] as const)('%#: %j valid = %s', (schema, body, valid) => {
    expect(schema.safeParse(body).success).toBe(valid);
  });
});
