import { describe, expect, it } from 'vitest';
import { accessTokenExpiry, parseStoredAccess, sessionState } from './state.ts';

const now = 1_800_000_000_000;
const full = { accessToken: 'a', refreshToken: 'r' };

describe('sessionState', () => {
  it.each([
    ['nothing stored', null, 'not_found'],
    ['no access token', { refreshToken: 'r', exp: now + 60_000 }, 'not_found'],
    ['no refresh token', { accessToken: 'a', exp: now + 60_000 }, 'not_found'],
    ['no expiry', { ...full }, 'not_found'],
    ['expiry 0', { ...full, exp: 0 }, 'not_found'],
    ['expired long ago', { ...full, exp: now - 3_600_000 }, 'needs_refresh'],
    ['expiring right now', { ...full, exp: now }, 'needs_refresh'],
    ['expiring in 15 s', { ...full, exp: now + 15_000 }, 'needs_refresh'],
    ['expiring in 15.001 s', { ...full, exp: now + 15_001 }, 'ok'],
    ['expiring in 10 min', { ...full, exp: now + 600_000 }, 'ok'],
  ] as const)('%s → %s', (_label, session, expected) => {
    expect(sessionState(session, now)).toBe(expected);
  });
});

describe('parseStoredAccess', () => {
  it.each([
    ['missing', null, null, false],
    ['valid', '{"accessToken":"t","exp":5}', { accessToken: 't', exp: 5 }, false],
    ['not JSON', '{oops', null, true],
    ['a number', '42', null, true],
    ['exp as text', '{"accessToken":"t","exp":"5"}', null, true],
    ['token missing', '{"exp":5}', null, true],
  ] as const)('%s', (_label, raw, value, corrupt) => {
    expect(parseStoredAccess(raw)).toEqual({ value, corrupt });
  });
});

describe('accessTokenExpiry', () => {
  const token = (claims: unknown) => `v1.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;
  it.each([
    ['a Vitae token', token({ sub: 'u', fam: 'f', exp: 123 }), 123],
    ['no expiry claim', token({ sub: 'u' }), undefined],
    ['garbage', 'not-a-token', undefined],
    ['broken base64', 'v1.%%%.x', undefined],
  ])('%s', (_label, input, expected) => {
    expect(accessTokenExpiry(input)).toBe(expected);
  });
});
