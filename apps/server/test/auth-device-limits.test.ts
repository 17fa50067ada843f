import { describe, expect, it } from 'vitest';
import { registerUser, useTestApp } from './helper.ts';

// The device routes share recovery's limits: per client address (AUTH_RATE_LIMIT), per e-mail
// address (AUTH_TARGET_RATE_LIMIT) and the gap between two mails to one address (AUTH_MAIL_GAP).
const ctx = useTestApp({ authTargetRateLimitPerMinute: 3, authMailGapSeconds: 60 });

describe('sign-in on a new device: limits', () => {
  it('waits the mail gap between two codes to one address', async () => {
    const user = await registerUser(ctx, 'Geduldig');
    ctx.clock.advance(61_000);
    const begin = () => ctx.app.inject({ method: 'PUT', url: `/api/auth/device/${user.email}/begin` });
    expect((await begin()).statusCode).toBe(202);
    const again = await begin();
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('mail_too_soon');
  });

  it('limits code tries per address, whatever the client', async () => {
    const finish = (remoteAddress: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/device/finish', remoteAddress, payload: { email: 'ziel@example.test', code: 'ABCD-EFGH' } });
    for (let i = 0; i < 3; i += 1) expect((await finish(`10.9.0.${i}`)).statusCode).toBe(400);
    const limited = await finish('10.9.0.99');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
  });
});
