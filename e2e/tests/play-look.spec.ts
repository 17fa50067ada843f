import { blankCharacter, damageStates, type DamageState } from '@vitae/core';
import { blankV5Character } from '@vitae/core/v5';
import { callAs } from '../support/devices.ts';
import { expect, test } from '../support/fixtures.ts';
import { checkModes, openLooks } from '../support/look.ts';
import { watchNetwork } from '../support/settle.ts';
import { accountViaApi, browserAs, playLog } from '../support/play.ts';

const hurt = (superficial: number, aggravated: number): DamageState[] => [...Array<DamageState>(superficial).fill(damageStates[1]), ...Array<DamageState>(aggravated).fill(damageStates[2]), ...Array<DamageState>(10 - superficial - aggravated).fill(damageStates[0])];

for (const width of [390, 1280]) {
  test(`VitaePlay screens at ${width} px in light and dark mode: session, table, XP dialog, settings, a roll request on a sheet`, async ({ page, browser, baseURL }) => {
    test.setTimeout(180_000);
    const st = await openLooks(page, baseURL!, width, 'leitung');
    const check = (screen: string) => checkModes(page, `play-${width}`, screen);
    const mara = await accountViaApi(baseURL!, 'mara');
    const jonas = await accountViaApi(baseURL!, 'jonas');
    const call = (token: string, method: string, url: string, data?: unknown) => callAs(baseURL!, token, method, url, data);
    const maraId = ((await call(mara.token, 'POST', '/api/characters', blankV5Character({ name: 'Mara Nachtigall', hunger: 2, stains: 1, healthDamage: hurt(2, 1) }))).body as { id: string }).id;
    const jonasId = ((await call(jonas.token, 'POST', '/api/characters', blankCharacter('w5', { name: 'Jonas Grauwolf', rage: 3 }))).body as { id: string }).id;

    const created = (await call(st.token, 'POST', '/api/play/sessions', { name: 'Chronik der langen Nacht' })).body as { session: { id: string; code: string } };
    const session = created.session;
    for (const [player, id] of [
      [mara, maraId],
      [jonas, jonasId],
    ] as const) {
      expect((await call(player.token, 'POST', '/api/play/join', { code: session.code })).status).toBe(200);
      expect((await call(player.token, 'PUT', `/api/play/sessions/${session.id}/characters`, { characterIds: [id] })).status).toBe(200);
    }
    const base = `/api/play/sessions/${session.id}`;
    await call(mara.token, 'POST', `${base}/messages`, { to: { kind: 'everyone' }, body: { kind: 'text', text: 'Guten Abend! Mara betritt das Elysium.' } });
    await call(st.token, 'POST', `${base}/messages`, { to: { kind: 'player', userId: mara.id }, body: { kind: 'text', text: 'Du spürst, dass dich jemand beobachtet.' } });
    expect((await call(mara.token, 'POST', `${base}/rolls`, { characterId: maraId, command: '/hc 6 3', label: 'Geschicklichkeit + Heimlichkeit' })).status).toBe(201);
    expect((await call(jonas.token, 'POST', `${base}/rolls`, { characterId: jonasId, command: '/rc 5 2' })).status).toBe(201);
    expect((await call(jonas.token, 'POST', `${base}/rolls`, { characterId: jonasId, command: '/sc 3' })).status).toBe(201);

    // The storyteller's session: the chat with status lines, a private line, rolls with their dice.
    await page.goto(`/play/${session.id}`);
    await expect(page.getByTestId('play-connection')).toHaveText('Verbunden');
    await expect(playLog(page).getByTestId('play-message-roll')).toHaveCount(3);
    await check('session');

    // The table with both characters.
    await page.getByRole('button', { name: 'Tisch' }).click();
    await expect(page.getByTestId('table-card-Mara Nachtigall').getByTestId('tracker-hunger')).toContainText('2 von 5');
    await expect(page.getByTestId('table-card-Jonas Grauwolf').getByTestId('tracker-rage')).toContainText('3 von 5');
    await check('table');

    // The XP dialog saying what is missing.
    await page.getByRole('button', { name: 'Erfahrung vergeben' }).click();
    const xp = page.getByRole('dialog', { name: 'Erfahrung vergeben' });
    await xp.getByRole('button', { name: 'Vergeben' }).click();
    await expect(xp.getByText('Gib einen Grund an; er steht im Erfahrungsverlauf.')).toBeVisible();
    await check('xp');
    await page.keyboard.press('Escape');

    // The settings (code, link, webhook refused at its field).
    await page.getByRole('button', { name: 'Einstellungen' }).click();
    await page.getByLabel('Discord-Webhook').fill('https://example.test/hook');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.locator('.field--invalid')).toHaveCount(1);
    await check('settings');

    // The roll request as Mara's open sheet shows it (play.spec.ts answers one).
    const sheet = await browserAs(browser, baseURL!, mara, `/viewer/${maraId}/profile`);
    const title = sheet.page.getByRole('heading', { level: 1 });
    // A new browser downloads the content first.
    await expect(title).toHaveText('Mara Nachtigall', { timeout: 20_000 });
    await sheet.page.setViewportSize({ width, height: 900 });
    await sheet.page.emulateMedia({ colorScheme: 'light' });
    watchNetwork(sheet.page);
    await sheet.page.reload();
    await expect(title).toHaveText('Mara Nachtigall', { timeout: 20_000 });
    await expect(sheet.page.getByRole('group', { name: 'Hunger' })).toBeVisible({ timeout: 20_000 });
    const asked = await call(st.token, 'POST', `${base}/roll-requests`, { userId: mara.id, characterId: maraId, label: 'Geistesschärfe + Wahrnehmung', pool: 5, special: true, difficulty: 3 });
    expect(asked.status).toBe(201);
    await expect(sheet.page.getByTestId('roll-request')).toContainText('Geistesschärfe + Wahrnehmung', { timeout: 15_000 });
    await checkModes(sheet.page, `play-${width}`, 'roll-request');
    await sheet.context.close();
  });
}
