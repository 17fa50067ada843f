import { describe, expect, it } from 'vitest';
import { codeGuessOdds } from '../src/auth/code-guess-budget.ts';
import { authCodeAlphabetSize } from '../src/auth/secrets.ts';
import { codeIn } from './smtp-sink.ts';
import { registerUser, useTestApp } from './helper.ts';

// Default budgets (AUTH_CODE_GUESS_LIMIT 100, AUTH_CODE_GUESS_CLIENT_LIMIT 10 a minute).
const ctx = useTestApp();

const bare = (url: string, remoteAddress = '127.0.0.1') => ctx.app.inject({ method: 'GET', url, remoteAddress });
const wrong = (i: number) => `WRNG${String(i).padStart(4, '2').replace(/[01]/g, '2')}ZZZZ`;

/** Lets the test clock pass the minute, so every budget starts afresh. */
const nextMinute = () => ctx.clock.advance(61_000);

describe('spec §7: activate and recover with the code alone (no ?email=)', () => {
  it('GET /auth/activate/{code} → 201, "activated", user with passkey', async () => {
    const before = ctx.smtp.mails.length;
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: 'ohne@example.test', alias: 'Ohne' } })).statusCode).toBe(202);
    const mail = await ctx.smtp.nextMailTo('ohne@example.test', before);
    const code = codeIn(mail);
    // Long enough to be looked up alone: 12 symbols, shown ABCD-EFGH-JKMN.
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    const response = await bare(`/api/auth/activate/${code}`);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'activated', user: { id: expect.any(String), alias: 'Ohne', email: 'ohne@example.test', passkey: expect.any(String) } });
    expect(response.json().user.passkey).toHaveLength(128);
    // Single use, as with the address.
    expect((await bare(`/api/auth/activate/${code}`)).json().code).toBe('code_used');
  });

  it('GET /auth/recover/{code}/finish → 200, "recovered", user', async () => {
    const user = await registerUser(ctx, 'OhneAdresse');
    const before = ctx.smtp.mails.length;
    expect((await ctx.app.inject({ method: 'PUT', url: `/api/auth/recover/${user.email}/begin` })).statusCode).toBe(202);
    const code = codeIn(await ctx.smtp.nextMailTo(user.email, before));
    expect(code.replace(/-/g, '')).toHaveLength(12);
    // A recovery code is no activation code, with or without the address.
    expect((await bare(`/api/auth/activate/${code}`)).json().code).toBe('code_invalid');
    const response = await bare(`/api/auth/recover/${code}/finish`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'recovered', user: { id: user.id, alias: user.alias, email: user.email, passkey: expect.any(String) } });
    // Recovery still ends every session.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users/@me', headers: user.auth })).statusCode).toBe(401);
  });
});

describe('guessing codes without an address', () => {
  it('the arithmetic: 12 symbols of 31 leave a flood at the whole budget hopeless; 8 would not', () => {
    expect(authCodeAlphabetSize).toBe(31);
    const perDay = 100 * 60 * 24; // AUTH_CODE_GUESS_LIMIT failed look-ups a minute, all day
    const liveCodes = 10_000; // far more than a table-sized server ever has live (each lives 15 min)
    expect(perDay).toBe(144_000);
    // One guess hits with p = N / 31^12 ≈ 1.27e-14; a day of guessing ≈ 1.8e-9; a year ≈ 6.7e-7.
    expect(codeGuessOdds(31, 12, liveCodes, perDay)).toBeLessThan(2e-9);
    expect(codeGuessOdds(31, 12, liveCodes, perDay * 365)).toBeLessThan(1e-6);
    // Expected guesses to the first hit: 31^12 / N ≈ 7.9e13, i.e. ~1.5 million years at the budget.
    expect(31 ** 12 / liveCodes / perDay / 365).toBeGreaterThan(1_000_000);
    // The short 8-symbol codes (typed with an address) would be a coin flip within a year at this
    // rate: why activation and recovery codes are 12 long.
    expect(codeGuessOdds(31, 8, liveCodes, perDay * 365)).toBeGreaterThan(0.4);
  });

  it('a flood of wrong codes from one client gets 429 after 10 a minute; others may still try', async () => {
    nextMinute();
    for (let i = 0; i < 10; i += 1) expect((await bare(`/api/auth/activate/${wrong(i)}`, '10.0.0.1')).json().code).toBe('code_invalid');
    const refused = await bare(`/api/auth/recover/${wrong(10)}/finish`, '10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/wrong codes.*wait \d+ seconds/) });
    expect((await bare(`/api/auth/activate/${wrong(11)}`, '10.0.0.2')).json().code).toBe('code_invalid');
  });

  it('100 wrong codes a minute from many clients close the call for everyone, even the right code, until the minute is over', async () => {
    nextMinute();
    const user = await registerUser(ctx, 'Flutopfer');
    const before = ctx.smtp.mails.length;
    await ctx.app.inject({ method: 'PUT', url: `/api/auth/recover/${user.email}/begin` });
    const code = codeIn(await ctx.smtp.nextMailTo(user.email, before));
    for (let i = 0; i < 100; i += 1) {
      const response = await bare(`/api/auth/activate/${wrong(i)}`, `10.1.${Math.floor(i / 10)}.1`);
      expect(response.json().code).toBe('code_invalid');
    }
    const flooded = await bare(`/api/auth/recover/${code}/finish`, '10.2.0.1');
    expect(flooded.statusCode).toBe(429);
    // With the address the per-address budget applies instead: the owner is not locked out.
    const withAddress = await ctx.app.inject({ method: 'GET', url: `/api/auth/recover/${code}/finish?email=${encodeURIComponent(user.email)}`, remoteAddress: '10.2.0.1' });
    expect(withAddress.statusCode).toBe(200);
    nextMinute();
    expect((await bare(`/api/auth/activate/${wrong(0)}`, '10.2.0.1')).json().code).toBe('code_invalid');
  });

  it('with the address, five wrong tries still kill the code (the budget per address)', async () => {
    nextMinute();
    const user = await registerUser(ctx, 'Mitadresse');
    const before = ctx.smtp.mails.length;
    await ctx.app.inject({ method: 'PUT', url: `/api/auth/recover/${user.email}/begin` });
    const code = codeIn(await ctx.smtp.nextMailTo(user.email, before));
    const finish = (c: string) => ctx.app.inject({ method: 'GET', url: `/api/auth/recover/${c}/finish?email=${encodeURIComponent(user.email)}` });
    for (let i = 0; i < 4; i += 1) expect((await finish(wrong(i))).json().code).toBe('code_invalid');
    expect((await finish(wrong(4))).json().code).toBe('code_dead');
    expect((await finish(code)).json().code).toBe('code_dead');
    // … and the dead code is dead without the address too.
    expect((await bare(`/api/auth/recover/${code}/finish`)).json().code).toBe('code_dead');
  });
});
