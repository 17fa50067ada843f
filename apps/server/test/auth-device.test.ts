import { describe, expect, it } from 'vitest';
import { redactUrl } from '../src/plugins/logging.ts';
import { codeIn } from './smtp-sink.ts';
import { registerUser, useTestApp, type TestUser } from './helper.ts';

const ctx = useTestApp();

const me = (accessToken: string) => ctx.app.inject({ method: 'GET', url: '/api/users/@me', headers: { authorization: `Bearer ${accessToken}` } });
const refresh = (refreshToken: string) => ctx.app.inject({ method: 'POST', url: `/api/auth/refresh?rtk=${refreshToken}` });
const finish = (email: string, code: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/device/finish', payload: { email, code } });

/** "Auf neuem Gerät anmelden": the mailed code for `user`. */
async function deviceCode(user: Pick<TestUser, 'email'>): Promise<{ code: string; text: string; raw: string }> {
  const before = ctx.smtp.mails.length;
  const begun = await ctx.app.inject({ method: 'PUT', url: `/api/auth/device/${encodeURIComponent(user.email)}/begin` });
  expect(begun.statusCode).toBe(202);
  expect(begun.json()).toEqual({ message: 'await device code' });
  const mail = await ctx.smtp.nextMailTo(user.email, before);
  return { code: codeIn(mail), text: mail.text, raw: mail.raw };
}

// Issue 43, finding 14: the only code-based way in on a second device was recovery, which ends
// every session, so a player with laptop and phone lost one of them.
describe('signing in on a new device by mailed code', () => {
  it('opens a new session like a login and leaves the first device signed in (its token still refreshes)', async () => {
    const user = await registerUser(ctx, 'Zweigeraet');
    const mail = await deviceCode(user);
    expect(mail.raw).toMatch(/^Subject: .*Anmeldecode/m);
    expect(mail.text).toMatch(/Hallo Zweigeraet,/);
    expect(mail.text).toMatch(/anderen Geräte bleiben angemeldet/);

    const signedIn = await finish(user.email, mail.code.toLowerCase());
    expect(signedIn.statusCode).toBe(200);
    const b = signedIn.json();
    // The same answer as POST /auth/login.
    expect(b).toEqual({ message: 'logged in', accessToken: expect.any(String), exp: expect.any(Number), refreshToken: expect.any(String) });
    expect(b.refreshToken).not.toBe(user.refreshToken);
    expect((await me(b.accessToken)).json()).toMatchObject({ id: user.id, alias: 'Zweigeraet' });

    // Device A: its access token works and its refresh token still rotates.
    expect((await me(user.accessToken)).statusCode).toBe(200);
    const refreshedA = await refresh(user.refreshToken);
    expect(refreshedA.statusCode).toBe(200);
    expect((await me(refreshedA.json().accessToken)).statusCode).toBe(200);
    // Nothing else changed: the passkey still logs in.
    const byPasskey = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'x-user-id': user.id, 'x-user-passkey': user.passkey } });
    expect(byPasskey.statusCode).toBe(200);

    // Recovery, by contrast, ends every session: A's and B's.
    const before = ctx.smtp.mails.length;
    await ctx.app.inject({ method: 'PUT', url: `/api/auth/recover/${user.email}/begin` });
    const recoveryCode = codeIn(await ctx.smtp.nextMailTo(user.email, before));
    expect((await ctx.app.inject({ method: 'GET', url: `/api/auth/recover/${recoveryCode}/finish?email=${user.email}` })).statusCode).toBe(200);
    expect((await me(refreshedA.json().accessToken)).statusCode).toBe(401);
    expect((await me(b.accessToken)).statusCode).toBe(401);
    expect((await refresh(refreshedA.json().refreshToken)).statusCode).toBe(401);
    expect((await refresh(b.refreshToken)).statusCode).toBe(401);
  });

  it('codes are single use and die after five wrong tries', async () => {
    const user = await registerUser(ctx, 'Einmal');
    const { code } = await deviceCode(user);
    expect((await finish(user.email, code)).statusCode).toBe(200);
    expect((await finish(user.email, code)).json().code).toBe('code_used');

    const next = await deviceCode(user);
    for (let i = 0; i < 4; i += 1) expect((await finish(user.email, 'WRNG-CODE')).json().code).toBe('code_invalid');
    expect((await finish(user.email, 'WRNG-CODX')).json().code).toBe('code_dead');
    expect((await finish(user.email, next.code)).json().code).toBe('code_dead');
  });

  it('a device code is no recovery or activation code, and the other way round', async () => {
    const user = await registerUser(ctx, 'Kreuzung');
    const { code } = await deviceCode(user);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/auth/recover/${code}/finish?email=${user.email}` })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/auth/recover/${code}/finish` })).statusCode).toBe(400);
    const before = ctx.smtp.mails.length;
    await ctx.app.inject({ method: 'PUT', url: `/api/auth/recover/${user.email}/begin` });
    const recoveryCode = codeIn(await ctx.smtp.nextMailTo(user.email, before));
    expect((await finish(user.email, recoveryCode)).json().code).toBe('code_invalid');
    // The device code is still live: the recovery code did not retire it, nor count as its wrong try.
    expect((await finish(user.email, code)).statusCode).toBe(200);
  });

  it('answers an unknown address like a known one; the mail says there is no account', async () => {
    const before = ctx.smtp.mails.length;
    const begun = await ctx.app.inject({ method: 'PUT', url: '/api/auth/device/niemand@example.test/begin' });
    expect(begun.statusCode).toBe(202);
    expect(begun.json()).toEqual({ message: 'await device code' });
    const mail = await ctx.smtp.nextMailTo('niemand@example.test', before);
    expect(mail.text).toMatch(/kein Konto/);
    expect(mail.text).toMatch(/anmelden/);
    expect(mail.text).not.toMatch(/[A-Z0-9]{4}-[A-Z0-9]{4}/);
    expect((await finish('niemand@example.test', 'ABCD-EFGH')).json().code).toBe('code_invalid');
  });

  it('keeps the address out of the log', () => {
    expect(redactUrl('/api/auth/device/someone%40example.test/begin')).toBe('/api/auth/device/[redacted]/begin');
    expect(redactUrl('/api/auth/device/finish')).toBe('/api/auth/device/finish');
  });

  it('refuses malformed input with 400 and a code', async () => {
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/auth/device/kein-at/begin' })).statusCode).toBe(400);
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/auth/device/finish', payload: { email: 'a@example.test' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBeTypeOf('string');
  });
});
