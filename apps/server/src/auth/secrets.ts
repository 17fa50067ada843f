import { createHash, randomInt, randomUUID } from 'node:crypto';

const passkeyAlphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-';
/** Without 0/O and 1/I/L, so a code read off a phone is typed right the first time. */
const codeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function randomString(alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/** A 128-character account passkey (as the original product's, from a CSPRNG). */
export function newPasskey(): string {
  return randomString(passkeyAlphabet, 128);
}

/** Symbols of a mailed code (31); each carries log2(31) ≈ 4.95 bits. */
export const authCodeAlphabetSize = codeAlphabet.length;

/**
 * An e-mail code of `length` characters (8 = `ABCD-EFGH`, 12 = `ABCD-EFGH-JKMN`), shown in groups
 * of four; entry ignores case, spaces and dashes.
 */
export function newAuthCode(length = 8): { code: string; display: string } {
  const code = randomString(codeAlphabet, length);
  return { code, display: code.match(/.{1,4}/g)!.join('-') };
}

/**
 * A homebrew invite code: 12 characters (about 59 bits, unguessable), shown as `ABCD-EFGH-JKMN`
 * and stored without dashes; entry ignores case, spaces and dashes.
 */
export function newInviteCode(): string {
  return randomString(codeAlphabet, 12);
}

export function newRefreshToken(): string {
  return randomString(passkeyAlphabet, 64);
}

export function newId(): string {
  return randomUUID();
}

/**
 * Passkeys, codes and refresh tokens are long random strings, so a fast hash is enough to keep
 * them useless if the database leaks; passwords (chosen by people) get argon2id instead.
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}
