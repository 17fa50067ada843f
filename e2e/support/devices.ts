import type { Browser, BrowserContext, Page } from '@playwright/test';
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
 * passkey (as a login elsewhere would) and lands on `path`.
 */
export async function secondDevice(browser: Browser, baseURL: string, first: Page, path = '/'): Promise<{ context: BrowserContext; page: Page }> {
  const { id, passkey } = await accountOf(first);
  const response = await first.request.post('/api/auth/login', { headers: { 'x-user-id': id, 'x-user-passkey': passkey } });
  expect(response.status()).toBe(200);
  const tokens = (await response.json()) as { accessToken: string; refreshToken: string; exp: number };
  const context = await browser.newContext({ baseURL, locale: 'de-DE' });
  const page = await context.newPage();
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
