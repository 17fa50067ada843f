import type * as Argon2 from '@node-rs/argon2';
import { describe, expect, it, vi } from 'vitest';
import { registerUser, useTestApp } from './helper.ts';

// Counts argon2 verifications (the real function still runs): equal work for every login is the
// defence against a timing oracle, and counting it does not depend on how loaded the machine is.
const argon2 = vi.hoisted(() => ({ verifications: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const original = await importOriginal<typeof Argon2>();
  return {
    ...original,
    verify: (...args: Parameters<typeof original.verify>) => {
      argon2.verifications += 1;
      return original.verify(...args);
    },
  };
});

describe('password login does the same argon2 work for every login', () => {
  const ctx = useTestApp();

  async function verificationsFor(login: string): Promise<number> {
    const before = argon2.verifications;
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { login, password: 'falsches-passwort' } });
    expect(response.statusCode).toBe(401);
    return argon2.verifications - before;
  }

  it('a wrong password, an unknown login and an account without a password each cost one verification', async () => {
    const user = await registerUser(ctx, 'Zeitmesser');
    const before = ctx.smtp.mails.length;
    await ctx.app.inject({ method: 'POST', url: '/api/users/@me/codes', headers: user.auth, payload: { purpose: 'password' } });
    const { codeIn } = await import('./smtp-sink.ts');
    const code = codeIn(await ctx.smtp.nextMailTo(user.email, before));
    const set = await ctx.app.inject({ method: 'PUT', url: '/api/users/@me/password', headers: user.auth, payload: { password: 'richtiges-passwort', code } });
    expect(set.statusCode).toBeLessThan(300);
    const withoutPassword = await registerUser(ctx, 'Ohnepass');
    expect(await verificationsFor(user.alias)).toBe(1);
    expect(await verificationsFor('niemand-bekanntes')).toBe(1);
    expect(await verificationsFor(withoutPassword.alias)).toBe(1);
  });
});
