import type { Browser, Page } from '@playwright/test';
import { blankV5Character } from '@vitae/core/v5';
import { registerThroughUi, newIdentity } from './account.ts';
import { accountOf, callAs } from './devices.ts';
import { expect } from './fixtures.ts';
import { accountViaApi, browserAs } from './play.ts';

/** A vampire with Geschicklichkeit 2 and Heimlichkeit 1: a request by those traits is a pool of three. */
export function sneakyVampire(name: string) {
  const character = blankV5Character({ name, hunger: 1 });
  return {
    ...character,
    categories: character.categories.map((category) => ({
      ...category,
      attributes: category.attributes.map((attribute) => ({ ...attribute, value: attribute.key === 'dex' ? 2 : 1 })),
      skills: category.skills.map((skill) => ({ ...skill, value: skill.key === 'ste' ? 1 : 0 })),
    })),
  };
}

/**
 * The storyteller (registered through the UI on `page`) at an open session where Mara (made
 * through the API) has brought her vampire; Mara's sheet is open in her own browser.
 */
export async function tableWithMara(page: Page, browser: Browser, baseURL: string) {
  await registerThroughUi(page, newIdentity('leitung'));
  const st = await accountOf(page);
  const mara = await accountViaApi(baseURL, 'mara');
  const call = (token: string, method: string, url: string, data?: unknown) => callAs(baseURL, token, method, url, data);
  const maraId = ((await call(mara.token, 'POST', '/api/characters', sneakyVampire('Mara Nachtigall'))).body as { id: string }).id;
  const session = ((await call(st.token, 'POST', '/api/play/sessions', { name: 'Chronik der langen Nacht' })).body as { session: { id: string; code: string } }).session;
  expect((await call(mara.token, 'POST', '/api/play/join', { code: session.code })).status).toBe(200);
  expect((await call(mara.token, 'PUT', `/api/play/sessions/${session.id}/characters`, { characterIds: [maraId] })).status).toBe(200);
  const sheet = await browserAs(browser, baseURL, mara, `/viewer/${maraId}/profile`);
  // A new browser downloads the content first.
  await expect(sheet.page.getByRole('heading', { level: 1 })).toHaveText('Mara Nachtigall', { timeout: 20_000 });
  return { session, sheet, maraId };
}

/** The storyteller's request dialog for Mara, from the table. */
export async function openRequest(page: Page, sessionId: string) {
  await page.goto(`/play/${sessionId}`);
  await expect(page.getByTestId('play-connection')).toHaveText('Verbunden');
  await page.getByRole('button', { name: 'Tisch' }).click();
  await page.getByRole('button', { name: 'Wurf von Mara Nachtigall anfordern' }).click();
  return page.getByRole('dialog', { name: 'Wurf von Mara Nachtigall anfordern' });
}
