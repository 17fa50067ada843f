import type { Browser, BrowserContext, Page } from '@playwright/test';
import { codeFromMail, mailCount, newIdentity } from './account.ts';
import { expect } from './fixtures.ts';

/** The logged-in account of a page: id, passkey and current access token (from its storage). */
export async function accountOf(page: Page): Promise<{ id: string; alias: string; passkey: string; token: string }> {
  return page.evaluate(() => {
    const account = JSON.parse(localStorage.getItem('vitae-net:account')!) as { id: string; alias: string };
    const session = JSON.parse(localStorage.getItem('vitae:session')!) as { accessToken: string };
    return { id: account.id, alias: account.alias, passkey: localStorage.getItem('vitae-net:passkey')!, token: session.accessToken };
  });
}

function encodePath(path: string): string {
  return Buffer.from(path, 'utf8').toString('base64');
}

/**
 * A second device of the same account: a fresh browser context that logs in with the account's
 * passkey (as a login elsewhere would) and lands on `path`. It keeps nothing of the account yet.
 */
export async function secondDevice(browser: Browser, baseURL: string, first: Page, path = '/', beforeOpening?: (page: Page) => void | Promise<void>): Promise<{ context: BrowserContext; page: Page }> {
  const { id, passkey } = await accountOf(first);
  const response = await first.request.post('/api/auth/login', { headers: { 'x-user-id': id, 'x-user-passkey': passkey } });
  expect(response.status()).toBe(200);
  const tokens = (await response.json()) as { accessToken: string; refreshToken: string; exp: number };
  const context = await browser.newContext({ baseURL, locale: 'de-DE' });
  const page = await context.newPage();
  // A test that watches the device's first requests starts watching here.
  await beforeOpening?.(page);
  const query = new URLSearchParams({ s_atk: tokens.accessToken, s_rtk: tokens.refreshToken, s_exp: String(tokens.exp), r: encodePath(path) });
  await page.goto(`/logged-in?${query}`);
  return { context, page };
}

/** Calls the API as the page's account (another device's change, from the test's side). */
export async function api(page: Page, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, data?: unknown): Promise<{ status: number; body: unknown }> {
  const { token } = await accountOf(page);
  const response = await page.request.fetch(url, { method, headers: { authorization: `Bearer ${token}` }, ...(data === undefined ? {} : { data }) });
  const text = await response.text();
  return { status: response.status(), body: text ? (JSON.parse(text) as unknown) : undefined };
}

/** A second account made through the API with the code from its real mail (for the other side of a sharing test). */
export async function registerViaApi(baseURL: string, identity: { alias: string; email: string }): Promise<{ id: string; alias: string; token: string; refreshToken: string; exp: number }> {
  const before = mailCount(identity.email);
  const registered = await fetch(`${baseURL}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(identity) });
  expect(registered.status).toBe(202);
  const code = await codeFromMail(identity.email, before);
  const activated = await fetch(`${baseURL}/api/auth/activate/${code}?email=${encodeURIComponent(identity.email)}`);
  const { user } = (await activated.json()) as { user: { id: string; passkey: string } };
  const login = await fetch(`${baseURL}/api/auth/login`, { method: 'POST', headers: { 'x-user-id': user.id, 'x-user-passkey': user.passkey } });
  const tokens = (await login.json()) as { accessToken: string; refreshToken: string; exp: number };
  return { id: user.id, alias: identity.alias, token: tokens.accessToken, refreshToken: tokens.refreshToken, exp: tokens.exp };
}

/** A call as an account, from the test (Node's own network, untouched by a page going offline). */
export async function callAs(baseURL: string, token: string, method: string, url: string, data?: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${baseURL}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(data === undefined ? {} : { 'content-type': 'application/json' }) },
    body: data === undefined ? undefined : JSON.stringify(data),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

/**
 * A fresh account made through the API, logged in on `page` as the login's return would (what the
 * screens do after registering), on the main screen: for specs that are not about registering.
 */
export async function logInFresh(page: Page, baseURL: string, prefix = 'spieler'): Promise<{ id: string; alias: string; token: string }> {
  const account = await registerViaApi(baseURL, newIdentity(prefix));
  const query = new URLSearchParams({ s_atk: account.token, s_rtk: account.refreshToken, s_exp: String(account.exp), r: encodePath('/') });
  await page.goto(`/logged-in?${query}`);
  await expect(page.getByRole('tablist', { name: 'Bereiche' })).toBeVisible();
  return account;
}
