import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper.ts';

const ctx = useTestApp({ authRateLimitPerMinute: 3 });

describe('auth rate limits', () => {
  it('answers 429 with a readable message after the limit, and again after a minute', async () => {
    const attempt = () => ctx.app.inject({ method: 'GET', url: '/api/auth/activate/AAAA-BBBB' });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(400);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ message: expect.stringMatching(/too many attempts/), code: 'rate_limited' });
    // Other resources are not limited by the auth budget.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/ping' })).statusCode).toBe(200);
  });
});
