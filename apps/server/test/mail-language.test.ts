import { describe, expect, it } from 'vitest';
import { codeIn, type ReceivedMail } from './smtp-sink.ts';
import { registerUser, useTestApp } from './helper.ts';

/** Account mails over real SMTP come in the language the request asks for (`Accept-Language`), German by default. */
const ctx = useTestApp();

/** The decoded `Subject:` of a raw mail (nodemailer writes non-ASCII subjects as RFC 2047 encoded words). */
function subjectOf(mail: ReceivedMail): string {
  const headers = mail.raw.slice(0, mail.raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
  const line = /^subject:\s*(.*)$/im.exec(headers)?.[1] ?? '';
  // Each word back to its bytes first (a character may be split across two words), then UTF-8.
  const bytes = line
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_word, encoding: string, data: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('latin1')
        : data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_hex, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

async function mailAfter(email: string, send: () => Promise<{ statusCode: number }>): Promise<ReceivedMail> {
  const before = ctx.smtp.mails.length;
  expect((await send()).statusCode).toBe(202);
  return ctx.smtp.nextMailTo(email, before);
}

const register = (alias: string, headers: Record<string, string> = {}) =>
  mailAfter(`${alias.toLowerCase()}@example.test`, () => ctx.app.inject({ method: 'POST', url: '/api/auth/register', headers, payload: { alias, email: `${alias}@example.test` } }));

describe('account mails in the reader’s language', () => {
  it('registers in English with an English activation mail; without the header (spec §7’s call) in German', async () => {
    const mail = await register('Nightingale', { 'accept-language': 'en-US' });
    expect(subjectOf(mail)).toBe(`Vitae – your activation code ${codeIn(mail)}`);
    expect(mail.text).toMatch(/^Hi Nightingale,$/m);
    expect(mail.text).toContain('Enter this code in the app to activate your account:');
    expect(mail.text).toContain('The code is valid for 15 minutes and works only once.');
    expect(mail.text).not.toMatch(/Hallo|Minuten/);
    const activated = await ctx.app.inject({ method: 'GET', url: `/api/auth/activate/${codeIn(mail)}?email=nightingale%40example.test` });
    expect(activated.statusCode).toBe(201);

    for (const [alias, headers] of [['Nachtigall', {}], ['Rossignol', { 'accept-language': 'fr-FR,en;q=0.5' }]] as const) {
      const german = await register(alias, headers);
      expect(subjectOf(german)).toBe(`Vitae – dein Aktivierungscode ${codeIn(german)}`);
      expect(german.text).toMatch(new RegExp(`^Hallo ${alias},$`, 'm'));
      expect(german.text).toContain('Der Code gilt 15 Minuten und nur ein einziges Mal.');
    }
  });

  it('recovers in English, and tells an unknown address in English too', async () => {
    const user = await registerUser(ctx);
    const english = { 'accept-language': 'en-GB,en;q=0.9' };
    const mail = await mailAfter(user.email, () => ctx.app.inject({ method: 'PUT', url: `/api/auth/recover/${user.email}/begin`, headers: english }));
    expect(subjectOf(mail)).toBe(`Vitae – your recovery code ${codeIn(mail)}`);
    expect(mail.text).toContain(`Hi ${user.alias},`);
    expect(mail.text).toContain('This code gets you a new access key:');
    const finished = await ctx.app.inject({ method: 'GET', url: `/api/auth/recover/${codeIn(mail)}/finish?email=${encodeURIComponent(user.email)}` });
    expect(finished.statusCode).toBe(200);

    const nobody = await mailAfter('nobody@example.test', () => ctx.app.inject({ method: 'PUT', url: '/api/auth/recover/nobody@example.test/begin', headers: english }));
    expect(subjectOf(nobody)).toBe('Vitae – no account for this address');
  });

  it('mails the password code in the language of the signed-in request', async () => {
    const user = await registerUser(ctx);
    const mail = await mailAfter(user.email, () =>
      ctx.app.inject({ method: 'POST', url: '/api/users/@me/codes', headers: { ...user.auth, 'accept-language': 'en-US' }, payload: { purpose: 'password' } }),
    );
    expect(subjectOf(mail)).toBe(`Vitae – your password code ${codeIn(mail)}`);
    expect(mail.text).toContain('With this code you can set or change a password');
  });
});
