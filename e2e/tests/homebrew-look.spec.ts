import type { Page } from '@playwright/test';
import { newIdentity, registerThroughUi } from '../support/account.ts';
import { expect, test } from '../support/fixtures.ts';
import { checkLook as check, useLook } from '../support/look.ts';

/** Own, published and installed homebrew through the real API, so every section has something to show. */
async function seed(page: Page): Promise<{ disciplineId: number; clanId: number }> {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('vitae:session')!) as { accessToken: string }).accessToken);
  const headers = { authorization: `Bearer ${token}` };
  const post = async (url: string, data: object) => (await (await page.request.post(url, { headers, data })).json()) as Record<string, unknown> & { id: number };
  const put = async (url: string, data: object) => {
    const response = await page.request.put(url, { headers, data });
    if (!response.ok()) throw new Error(await response.text());
  };
  const discipline = await post('/api/homebrew/disciplines', {
    name: 'Nebelschritt',
    description: 'Die Kunst, im Nebel zu wandeln.',
    levels: [
      { abilities: [{ id: 1, name: 'Dunstschleier', summary: 'Ein feiner Schleier verbirgt dich.', dicePool: 'Geistesschärfe + Nebelschritt', cost: 'Ein Aufwachtest' }] },
      { abilities: [{ id: 2, name: 'Nebelgestalt', summary: 'Du wirst selbst zu Nebel.', requirement: 1, combo: { disciplineId: 5, level: 2 }, minBloodPotency: 1 }] },
    ],
  });
  await put(`/api/homebrew/disciplines/${discipline.id}`, { ...discipline, public: true });
  const clan = await post('/api/homebrew/clans', {
    name: 'Kinder des Nebels',
    slogan: 'Schon fort, bevor du hinsiehst',
    description: 'Ein kleiner Clan aus dem Hafenviertel.',
    curse: 'Sonnenlicht verbrennt sie doppelt.',
    disciplines: [4, 3021 + discipline.id],
    symbol: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAYAAADED76LAAAAEklEQVR4nGPo4dP7jw8zjAwFAHxOccFbhSX2AAAAAElFTkSuQmCC',
  });
  await put(`/api/homebrew/clans/${clan.id}`, { ...clan, public: true });
  await page.request.post(`/api/homebrew/clans/${clan.id}/invite`, { headers });
  await page.request.post('/api/homebrew/installed', { headers, data: { kind: 'clans', id: clan.id } });
  await page.request.post('/api/homebrew/installed', { headers, data: { kind: 'disciplines', id: discipline.id } });
  return { disciplineId: discipline.id, clanId: clan.id };
}

for (const width of [390, 1280]) {
  for (const mode of ['light', 'dark'] as const) {
    test(`homebrew screens at ${width} px in ${mode} mode have no serious accessibility problems`, async ({ page }) => {
      await useLook(page, width, mode);
      await registerThroughUi(page, newIdentity('ansicht'));
      const { disciplineId, clanId } = await seed(page);
      const prefix = `homebrew-${width}-${mode}`;

      await page.goto('/?tab=homebrew&section=installed');
      await expect(page.getByRole('region', { name: 'Installierte Clans' })).toBeVisible();
      await page.getByRole('region', { name: 'Installierte Clans' }).getByText('Kinder des Nebels', { exact: true }).click();
      await check(page, `${prefix}-installed`);
      for (const [section, ready] of [
        ['mine', 'Meine Clans'],
        ['clans', 'Clans suchen'],
        ['disciplines', 'Disziplinen suchen'],
      ] as const) {
        await page.goto(`/?tab=homebrew&section=${section}`);
        await expect(page.getByText(ready, { exact: true }).first()).toBeVisible();
        if (section !== 'mine') await expect(page.getByText(/^\d+ Treffer$/)).toBeVisible();
        await check(page, `${prefix}-${section}`);
      }
      await page.getByRole('button', { name: 'Disziplin erstellen' }).click();
      await expect(page.getByRole('dialog', { name: 'Neue Disziplin' })).toBeVisible();
      await check(page, `${prefix}-create-dialog`);
      await page.keyboard.press('Escape');

      await page.goto(`/homebrew/discipline-editor/${disciplineId}`);
      await expect(page.getByRole('heading', { name: 'Disziplin: Nebelschritt' })).toBeVisible();
      await check(page, `${prefix}-discipline-editor`);
      await page.goto(`/homebrew/clan-editor/${clanId}`);
      await expect(page.getByRole('heading', { name: 'Clan: Kinder des Nebels' })).toBeVisible();
      await page.getByLabel('Name', { exact: true }).fill('');
      await page.getByRole('button', { name: 'Speichern' }).click();
      await expect(page.getByText('Bitte ausfüllen.')).toBeVisible();
      await check(page, `${prefix}-clan-editor-error`);
    });
  }
}
