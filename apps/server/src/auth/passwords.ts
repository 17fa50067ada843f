import { randomBytes } from 'node:crypto';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';

/**
 * A hash of a password nobody knows, made once per process, so an unknown login or an account
 * without a password costs the same argon2 verification as a real one (no timing oracle).
 */
let dummyHash: Promise<string> | undefined;
function dummy(): Promise<string> {
  dummyHash ??= argon2Hash(randomBytes(32).toString('base64url'));
  return dummyHash;
}

export function hashPassword(password: string): Promise<string> {
  return argon2Hash(password);
}

/** Verifies `password` against `hash`; without a hash, against the dummy (and answers false). */
export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  if (!hash) {
    await argon2Verify(await dummy(), password).catch(() => false);
    return false;
  }
  return argon2Verify(hash, password).catch(() => false);
}

/** Made at start, so the first unknown login is not faster (or slower) than later ones. */
export async function warmPasswordHashing(): Promise<void> {
  await dummy();
}
