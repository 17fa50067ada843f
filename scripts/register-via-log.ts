import type { SpawnedServer } from './spawn-server.ts';

export interface BenchUser {
  id: string;
  authorization: string;
  refreshToken: string;
  exp: number;
  /** The account's passkey, for a second login (another device). */
  passkey: string;
}

/**
 * Registers an account on a server started without SMTP_URL, reading the activation code from
 * the server's log (where mails go then), and logs it in.
 */
export async function registerViaLog(server: SpawnedServer, alias: string): Promise<BenchUser> {
  const email = `${alias}@bench.test`;
  const register = await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ alias, email }),
  });
  if (register.status !== 202) throw new Error(`register failed: ${await register.text()}`);
  let code: string | undefined;
  for (let attempt = 0; attempt < 50 && !code; attempt += 1) {
    const lines = server.output().split('\n').filter((line) => line.includes(email));
    code = lines.map((line) => /\\n {4}([A-Z0-9]{4}(?:-[A-Z0-9]{4}){1,2})\\n/.exec(line)?.[1]).find(Boolean);
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!code) throw new Error('no activation code in the server log');
  const activated = (await (await fetch(`${server.url}/api/auth/activate/${code}?email=${encodeURIComponent(email)}`)).json()) as { user: { id: string; passkey: string } };
  const login = (await (
    await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'x-user-id': activated.user.id, 'x-user-passkey': activated.user.passkey },
    })
  ).json()) as { accessToken: string; refreshToken: string; exp: number };
  return { id: activated.user.id, authorization: `Bearer ${login.accessToken}`, refreshToken: login.refreshToken, exp: login.exp, passkey: activated.user.passkey };
}
