import type { Browser, Page } from '@playwright/test';
import { newIdentity, registerThroughUi } from './account.ts';
import { registerViaApi } from './devices.ts';
import { expect } from './fixtures.ts';

/** Someone at the table in their own browser (own cookies and storage), registered through the UI. */
export async function seat(browser: Browser, baseURL: string, prefix: string) {
  const context = await browser.newContext({ baseURL, locale: 'de-DE' });
  const page = await context.newPage();
  const identity = await registerThroughUi(page, newIdentity(prefix));
  return { context, page, ...identity };
}

/** The storyteller opens a session from the VitaePlay tab; returns its join code (shown in the settings it lands on). */
export async function openSession(page: Page, name: string): Promise<{ code: string; url: string }> {
  await page.goto('/?tab=play');
  const form = page.getByRole('form', { name: 'Sitzung eröffnen' });
  await form.getByLabel('Name der Chronik').fill(name);
  await form.getByRole('button', { name: 'Sitzung eröffnen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const code = (await page.getByTestId('play-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  return { code, url: new URL(page.url()).pathname };
}

/** A player joins by typing the code and brings the named characters; ends in the session's chat. */
export async function joinByCode(page: Page, code: string, session: string, characters: readonly string[]): Promise<void> {
  await page.goto('/?tab=play');
  const form = page.getByRole('form', { name: 'Einer Sitzung beitreten' });
  await form.getByLabel('Code').fill(code.toLowerCase());
  await form.getByRole('button', { name: 'Beitreten' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Beigetreten: ${session}`);
  for (const name of characters) await page.getByRole('checkbox', { name: new RegExp(`^${name}\\b`) }).check();
  await page.getByRole('button', { name: 'Mitbringen und zur Sitzung' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(session);
  await expect(page.getByTestId('play-connection')).toHaveText('Verbunden');
}

/** The session's log. */
export function playLog(page: Page) {
  return page.getByRole('log', { name: 'Verlauf' });
}

/** Sends a line from the message field to the chosen audience ("Alle", "An die Spielleitung", "Privat an …"). */
export async function say(page: Page, text: string, to = 'Alle'): Promise<void> {
  const form = page.getByRole('form', { name: 'Nachricht schreiben' });
  await form.getByLabel('An').selectOption({ label: to });
  await form.getByLabel('Nachricht', { exact: true }).fill(text);
  await form.getByRole('button', { name: 'Senden', exact: true }).click();
  await expect(form.getByLabel('Nachricht', { exact: true })).toHaveValue('');
}

/** An account made through the API (code from its real mail) with the tokens a browser context can log in with. */
export function accountViaApi(baseURL: string, prefix: string): ReturnType<typeof registerViaApi> {
  return registerViaApi(baseURL, newIdentity(prefix));
}

/** A browser context logged in as an API-made account (as the login's return would), landing on `path`. */
export async function browserAs(browser: Browser, baseURL: string, account: { token: string; refreshToken: string; exp: number }, path: string) {
  const context = await browser.newContext({ baseURL, locale: 'de-DE' });
  const page = await context.newPage();
  const query = new URLSearchParams({ s_atk: account.token, s_rtk: account.refreshToken, s_exp: String(account.exp), r: Buffer.from(path, 'utf8').toString('base64') });
  await page.goto(`/logged-in?${query}`);
  // The app stores the login, then moves on: only then may a test navigate itself.
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
  return { context, page };
}
