import { describe, expect, it } from 'vitest';
import { decodeReturnPath, encodeReturnPath, loginCallbackUrl, parseLoginCallback } from './login-callback.ts';

describe('return path (base64)', () => {
  it.each(['/', '/viewer/42/profile', '/?tab=settings', '/editor/clan?name=Zoë Müller'])('round-trips %s', (path) => {
    expect(decodeReturnPath(encodeReturnPath(path))).toBe(path);
  });

  it.each([
    ['missing', null],
    ['not base64', '***'],
    ['another site', btoa('https://evil.example/')],
    ['protocol-relative', btoa('//evil.example/')],
  ])('refuses %s', (_label, encoded) => {
    expect(decodeReturnPath(encoded)).toBeUndefined();
  });
});

describe('parseLoginCallback', () => {
  const query = (params: Record<string, string>) => new URLSearchParams(params);

  it('accepts all three tokens with a non-zero expiry and decodes the target', () => {
    expect(parseLoginCallback(query({ s_atk: 'A', s_rtk: 'R', s_exp: '1800000000000', r: encodeReturnPath('/viewer/1/skills') }))).toEqual({
      ok: true,
      session: { accessToken: 'A', refreshToken: 'R', exp: 1_800_000_000_000 },
      returnTo: '/viewer/1/skills',
    });
  });

  it.each([
    ['no access token', { s_rtk: 'R', s_exp: '5' }],
    ['no refresh token', { s_atk: 'A', s_exp: '5' }],
    ['no expiry', { s_atk: 'A', s_rtk: 'R' }],
    ['expiry zero', { s_atk: 'A', s_rtk: 'R', s_exp: '0' }],
    ['expiry not a number', { s_atk: 'A', s_rtk: 'R', s_exp: 'soon' }],
    ['negative expiry', { s_atk: 'A', s_rtk: 'R', s_exp: '-5' }],
  ])('fails with %s, and still names where to go', (_label, params) => {
    expect(parseLoginCallback(query(params))).toEqual({ ok: false, returnTo: '/' });
  });

  it('builds the callback URL an account site would use', () => {
    const url = loginCallbackUrl({ accessToken: 'A b', refreshToken: 'R', exp: 9 }, '/?tab=lexicon');
    const parsed = parseLoginCallback(new URL(url, 'http://x').searchParams);
    expect(parsed).toEqual({ ok: true, session: { accessToken: 'A b', refreshToken: 'R', exp: 9 }, returnTo: '/?tab=lexicon' });
  });
});
