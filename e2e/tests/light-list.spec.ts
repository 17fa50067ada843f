import { deflateSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import { blankCharacter } from '@vitae/core';
import { registerThroughUi, newIdentity } from '../support/account.ts';
import { seedCharacters } from '../support/characters.ts';
import { api, secondDevice } from '../support/devices.ts';
import { expect, test } from '../support/fixtures.ts';
import { checkScreen, lookAt } from '../support/look.ts';

/** A real PNG of one colour (so the avatar visibly changes), as a data URL. */
function pngDataUrl(size: number, [r, g, b]: [number, number, number]): string {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3).map((_, i) => [r, g, b][i % 3]!)]);
  const png = Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))), chunk('IEND', Buffer.alloc(0))]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

const red = pngDataUrl(48, [200, 30, 30]);
const blue = pngDataUrl(48, [30, 30, 200]);
const longStory = 'Eine sehr lange Vorgeschichte aus Leipzig. '.repeat(400);

function seeded() {
  return [
    { ...blankCharacter('v5', { name: 'Anna Licht' }), clan: { id: 12, name: 'Tremere' }, generation: 12, concept: 'Ärztin', backstory: longStory, avatar: red },
    { ...blankCharacter('w5', { name: 'Bernd Wolf' }), tribeName: 'Stille Wanderer', auspiceName: 'Ragabash', backstory: longStory },
    { ...blankCharacter('h5', { name: 'Dora Jagd' }), backstory: longStory },
  ];
}

const row = (page: Page, name: string) => page.getByTestId(`character-${name}`);

async function avatarShown(page: Page, name: string): Promise<{ src: string; loaded: boolean }> {
  const image = row(page, name).locator('img.character-row__avatar');
  await expect(image).toHaveCount(1);
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  return image.evaluate((element: HTMLImageElement) => ({ src: element.getAttribute('src') ?? '', loaded: element.naturalWidth === 48 }));
}

test('a device that keeps nothing yet gets the light list: names, subtitles and avatars; opening a sheet loads the whole character', async ({ page, browser, baseURL }) => {
  await registerThroughUi(page);
  const [annaId] = await seedCharacters(page, seeded());
  // A browser that keeps the account's characters starts from them; a new device downloads the list.
  let listed: Promise<Response> | undefined;
  // The whole character comes at most once: fetched for offline use after the list or on opening, whichever is first.
  const wholeAnswers: number[] = [];
  const device = await secondDevice(browser, baseURL!, page, '/', (fresh) => {
    listed = fresh.waitForResponse((response) => new URL(response.url()).pathname === '/api/characters' && response.request().method() === 'GET');
    fresh.on('response', (response) => {
      if (new URL(response.url()).pathname === `/api/characters/${annaId}`) wholeAnswers.push(response.status());
    });
  });
  const phone = device.page;
  const list = await (await listed!).text();
  // The list carries no sheet: neither the backstory nor the avatar's bytes.
  expect(list).not.toContain('Vorgeschichte');
  expect(list).not.toContain('base64');
  expect(list.length).toBeLessThan(3_000);

  await expect(row(phone, 'Anna Licht')).toContainText('Clan: Tremere');
  await expect(row(phone, 'Anna Licht')).toContainText('Ärztin');
  await expect(row(phone, 'Bernd Wolf')).toContainText('Stille Wanderer • Ragabash');
  const avatar = await avatarShown(phone, 'Anna Licht');
  expect(avatar.src).toMatch(new RegExp(`^/api/characters/${annaId}/avatar\\?v=[0-9a-f]{16}$`));
  expect(avatar.loaded).toBe(true);
  await expect(row(phone, 'Bernd Wolf').locator('img')).toHaveCount(0);

  await row(phone, 'Anna Licht').getByRole('link', { name: 'Anna Licht' }).click();
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Anna Licht');
  await expect(phone.getByRole('textbox', { name: 'Hintergrund', exact: true })).toHaveValue(/^Eine sehr lange Vorgeschichte aus Leipzig/);
  expect(wholeAnswers.length).toBeLessThanOrEqual(1);
  expect(wholeAnswers.every((status) => status === 200)).toBe(true);
  await device.context.close();
});

test('a browser that keeps the characters opens the list from them without downloading it, and the catch-up brings what changed elsewhere', async ({ page }) => {
  await registerThroughUi(page);
  const [annaId] = await seedCharacters(page, seeded());
  await expect(row(page, 'Anna Licht')).toBeVisible();
  // Changed elsewhere while this browser was away.
  await page.goto('/api/ping');
  expect((await api(page, 'PATCH', `/api/characters/${annaId}`, { baseRevision: 1, patch: [{ path: ['concept'], value: 'Chirurgin' }] })).status).toBe(200);
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/characters')) requests.push(`${request.method()} ${url.pathname}`);
  });
  await page.goto('/');
  await expect(row(page, 'Anna Licht')).toContainText('Chirurgin');
  await expect(row(page, 'Bernd Wolf')).toContainText('Stille Wanderer • Ragabash');
  expect(requests).not.toContain('GET /api/characters');
  expect(requests).toContain('POST /api/characters/changes');
});

test('a change on another device keeps the list right: a new name, a new avatar', async ({ page, browser, baseURL }) => {
  await registerThroughUi(page);
  const [annaId] = await seedCharacters(page, seeded());
  await page.goto('/');
  const before = await avatarShown(page, 'Anna Licht');
  // The other device changes the name and the avatar while this one shows the list.
  const phone = await secondDevice(browser, baseURL!, page, '/');
  await expect(row(phone.page, 'Anna Licht')).toBeVisible();
  expect((await api(phone.page, 'PATCH', `/api/characters/${annaId}`, { baseRevision: 1, patch: [{ path: ['name'], value: 'Anna Dunkel' }, { path: ['avatar'], value: blue }] })).status).toBe(200);
  await expect(row(page, 'Anna Dunkel')).toBeVisible({ timeout: 10_000 });
  await expect(row(page, 'Anna Dunkel')).toContainText('Clan: Tremere');
  const after = await avatarShown(page, 'Anna Dunkel');
  expect(after.src).not.toBe(before.src);
  // The new image is the blue one.
  const colour = await row(page, 'Anna Dunkel')
    .locator('img.character-row__avatar')
    .evaluate((image: HTMLImageElement) => {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 1;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0, 1, 1);
      return Array.from(context.getImageData(0, 0, 1, 1).data.slice(0, 3));
    });
  expect(colour[2]).toBeGreaterThan(150);
  expect(colour[0]).toBeLessThan(100);
  await phone.context.close();
});

for (const width of [390, 1280]) {
  for (const mode of ['light', 'dark'] as const) {
    test(`the light list at ${width} px in ${mode} mode has no serious accessibility problems`, async ({ page }) => {
      await lookAt(page, width, mode);
      await registerThroughUi(page, newIdentity('liste'));
      await seedCharacters(page, seeded());
      await page.goto('/');
      await avatarShown(page, 'Anna Licht');
      await checkScreen(page, `light-list-${width}-${mode}`);
    });
  }
}
