import { createHmac, timingSafeEqual } from 'node:crypto';

export interface AccessTokenClaims {
  /** user id */
  sub: string;
  /** refresh-token family (one login) */
  fam: string;
  /** expiry, milliseconds since the Unix epoch */
  exp: number;
}

const prefix = 'v1';

function sign(body: string, secret: string): string {
  return createHmac('sha256', secret).update(`${prefix}.${body}`).digest('base64url');
}

/** A compact HMAC-signed token: `v1.<claims>.<signature>`. */
export function signAccessToken(claims: AccessTokenClaims, secret: string): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${prefix}.${body}.${sign(body, secret)}`;
}

/** The claims of a well-signed, unexpired token; `undefined` for anything else. */
export function verifyAccessToken(token: string, secret: string, now: number): AccessTokenClaims | undefined {
  const [version, body, signature] = token.split('.');
  if (version !== prefix || !body || !signature) return undefined;
  const expected = Buffer.from(sign(body, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<AccessTokenClaims>;
    if (typeof claims.sub !== 'string' || typeof claims.fam !== 'string' || typeof claims.exp !== 'number') return undefined;
    if (claims.exp <= now) return undefined;
    return { sub: claims.sub, fam: claims.fam, exp: claims.exp };
  } catch {
    return undefined;
  }
}
