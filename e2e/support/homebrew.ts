import type { Page } from '@playwright/test';

/** Own, published and installed homebrew through the real API, so every section has something to show. */
export async function seedHomebrew(page: Page): Promise<{ disciplineId: number; clanId: number }> {
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

/** The bearer header of the user logged in on `page`, for calls through `page.request`. */
export async function authHeaders(page: Page): Promise<{ authorization: string }> {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('vitae:session')!) as { accessToken: string }).accessToken);
  return { authorization: `Bearer ${token}` };
}
