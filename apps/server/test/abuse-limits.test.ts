import { describe, expect, it } from 'vitest';
import { registerUser, useTestApp } from './helper.ts';

describe('without TRUST_PROXY', () => {
  const ctx = useTestApp({ authRateLimitPerMinute: 3, authTargetRateLimitPerMinute: 1_000 });

  it('attack: a forged X-Forwarded-For does not buy new attempts', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/activate/AAAA-BBBB?email=opfer@example.test',
        headers: { 'x-forwarded-for': `10.0.0.${i}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
  });
});

describe('with TRUST_PROXY naming the proxy', () => {
  const ctx = useTestApp({ trustProxy: ['127.0.0.1'], authRateLimitPerMinute: 3, authTargetRateLimitPerMinute: 4 });

  it('keys the address limit by the forwarded client address', async () => {
    const from = (ip: string) => ctx.app.inject({ method: 'GET', url: '/api/auth/activate/AAAA-BBBB?email=a@example.test', headers: { 'x-forwarded-for': ip } });
    for (let i = 0; i < 3; i += 1) expect((await from('10.1.1.1')).statusCode).toBe(400);
    expect((await from('10.1.1.1')).statusCode).toBe(429);
  });

  it('attack: many addresses aiming at one e-mail meet the per-target limit', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/recover/CCCC-DDDD/finish?email=ziel@example.test',
        headers: { 'x-forwarded-for': `10.2.0.${i}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);
    // Another address is not affected by that target's budget.
    const other = await ctx.app.inject({ method: 'GET', url: '/api/auth/recover/CCCC-DDDD/finish?email=anders@example.test', headers: { 'x-forwarded-for': '10.2.0.9' } });
    expect(other.statusCode).toBe(400);
  });

  it('limits password guesses per account, whichever address they come from', async () => {
    const user = await registerUser(ctx, 'Ratelimit');
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-for': `10.3.0.${i}` },
        payload: { login: i % 2 ? user.alias.toUpperCase() : user.alias, password: 'geraten-geraten' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });
});

describe('mail gap', () => {
  const ctx = useTestApp({ authMailGapSeconds: 60 });

  it('attack: a mail flood is refused; one mail per address and minute', async () => {
    const before = ctx.smtp.mails.length;
    const register = () => ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: { alias: 'Postflut', email: 'flut@example.test' } });
    expect((await register()).statusCode).toBe(202);
    const again = await register();
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'mail_too_soon', message: expect.stringMatching(/wait 60 seconds/) });
    // Recovery to the same address shares the gap, known account or not.
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/auth/recover/flut@example.test/begin' })).json().code).toBe('mail_too_soon');
    await ctx.smtp.nextMailTo('flut@example.test', before);
    expect(ctx.smtp.mails.slice(before).filter((mail) => mail.to.includes('flut@example.test'))).toHaveLength(1);
    ctx.clock.advance(60_000);
    expect((await register()).statusCode).toBe(202);
  });

  it('parallel requests for one address send one mail', async () => {
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => ctx.app.inject({ method: 'PUT', url: '/api/auth/recover/parallel@example.test/begin' })),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([202, 429, 429, 429, 429]);
  });
});
