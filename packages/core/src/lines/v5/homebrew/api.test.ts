import { describe, expect, it } from 'vitest';
import { sampleDiscipline } from './test-fixtures.ts';
import { homebrewListQuerySchema, installBodySchema, inviteCodeSchema, updateDisciplineBodySchema } from './api.ts';

describe('homebrew list query', () => {
  it('defaults to the spec’s values', () => {
    expect(homebrewListQuerySchema.parse({})).toEqual({ search: '', page: 1, limit: 20 });
  });

  it.each([
    [{ page: '0' }],
    [{ limit: '101' }],
    [{ limit: 'viele' }],
    [{ page: '1.5' }],
    [{ search: 'x'.repeat(101) }],
  ])('refuses %j', (query) => {
    expect(homebrewListQuerySchema.safeParse(query).success).toBe(false);
  });
});

describe('invite codes', () => {
  it.each([
    ['abcd-efgh-jkmn', 'ABCDEFGHJKMN'],
    [' AB CD EF GH ', 'ABCDEFGH'],
  ])('%j reads as %j', (input, code) => expect(inviteCodeSchema.parse(input)).toBe(code));

  it.each(['', '--', 'ab', 'ÄÖÜÄÖÜ', 'x'.repeat(65)])('refuses %j', (input) => {
    expect(inviteCodeSchema.safeParse(input).success).toBe(false);
  });

  it('installs by code or by kind and id, not both', () => {
    expect(installBodySchema.safeParse({ inviteCode: 'ABCD-EFGH' }).success).toBe(true);
    expect(installBodySchema.safeParse({ kind: 'clans', id: 3 }).success).toBe(true);
    expect(installBodySchema.safeParse({ kind: 'clans', id: 3, inviteCode: 'ABCDEFGH' }).success).toBe(false);
    expect(installBodySchema.safeParse({ kind: 'books', id: 3 }).success).toBe(false);
  });
});

describe('update body', () => {
  it('takes the whole item back as it was sent, and needs `public`', () => {
    expect(updateDisciplineBodySchema.safeParse(sampleDiscipline()).success).toBe(true);
    const { public: _public, ...withoutPublic } = sampleDiscipline();
    expect(updateDisciplineBodySchema.safeParse(withoutPublic).success).toBe(false);
    expect(updateDisciplineBodySchema.safeParse({ ...sampleDiscipline(), owner: 'ich' }).success).toBe(false);
  });
});
