import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
import { registerThroughUi } from '../support/account.ts';
import { seedCharacters } from '../support/characters.ts';
import { expect, test } from '../support/fixtures.ts';
import { lookAt } from '../support/look.ts';
import { seededWerewolf } from '../support/werewolf.ts';

// Issue #21 item 2: content per language and game line; the app fetches the language in use, and of
// it the shared part and the lines a screen needs.
const screenshotDir = process.env.VITAE_SCREENSHOTS;

/** Every content request the page makes: `<language>/parts` (the checksums) or `<language>/parts/<part>` (a download). */
function recordContentRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const match = /\/api\/data\/(.+)$/.exec(new URL(request.url()).pathname);
    if (match?.[1]) seen.push(match[1]);
  });
  return seen;
}

const downloads = (seen: string[], language: string) => seen.filter((entry) => entry.startsWith(`${language}/parts/`)).sort();
const everyPart = (language: string) => ['core', 'h5', 'm20', 'v5', 'w5'].map((part) => `${language}/parts/${part}`);

async function disciplineName(page: Page, id: number) {
  return page.locator(`#lex-discipline-${id} > summary`);
}

test('only the language and the lines in use load; switching to English loads English once, the Lexicon shows English names, and back needs no download', async ({ page }) => {
  const seen = recordContentRequests(page);
  await registerThroughUi(page);
  // A new account has no characters: the shared part is all it downloads (the checksums are asked beside it).
  expect(downloads(seen, 'de-DE')).toEqual(['de-DE/parts/core']);

  await page.getByRole('tab', { name: 'Lexikon' }).click();
  await expect(await disciplineName(page, 2)).toHaveText('Beherrschung');
  // The Lexicon reads every line: they come when it opens.
  expect(downloads(seen, 'de-DE')).toEqual(everyPart('de-DE'));

  await page.getByRole('tab', { name: 'Einstellungen' }).click();
  await page.getByLabel('Sprache').selectOption('en-US');
  await page.getByRole('tab', { name: 'Lexicon' }).click();
  await expect(await disciplineName(page, 2)).toHaveText('Dominate');
  await expect(page.locator('#lex-clan-2 > summary')).toContainText('Brujah');
  // The switch fetches in English what was on screen in German, once.
  expect(downloads(seen, 'en-US')).toEqual(everyPart('en-US'));

  // A reload reads English from the browser's store: checksums only, no download, nothing German.
  seen.length = 0;
  await page.reload();
  await expect(await disciplineName(page, 2)).toHaveText('Dominate');
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.every((entry) => entry === 'en-US/parts')).toBe(true);

  // Back to German: kept as well, so only its checksums are asked.
  seen.length = 0;
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByLabel('Language').selectOption('de-DE');
  await page.getByRole('tab', { name: 'Lexikon' }).click();
  await expect(await disciplineName(page, 2)).toHaveText('Beherrschung');
  expect(seen.filter((entry) => entry.includes('/parts/'))).toEqual([]);
});

test('an English browser starts with the English shared content only', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: 'en-US', baseURL });
  const page = await context.newPage();
  const seen = recordContentRequests(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'New account' })).toBeVisible();
  expect(seen).toEqual(['en-US/parts', 'en-US/parts/core']);
  await context.close();
});

test('while the other language loads a status says so; a broken download says what is wrong and retrying recovers', async ({ page }) => {
  await registerThroughUi(page);
  await page.getByRole('tab', { name: 'Lexikon' }).click();
  await expect(await disciplineName(page, 2)).toHaveText('Beherrschung');

  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/data/en-US/parts/core', async (route) => {
    await held;
    await route.fulfill({ status: 200, contentType: 'text/plain', body: btoa('kein zip, nur Text') });
  });
  await page.getByRole('tab', { name: 'Einstellungen' }).click();
  await page.getByLabel('Sprache').selectOption('en-US');
  await expect(page.getByRole('status').filter({ hasText: 'Loading the game content in the chosen language …' })).toBeVisible();
  // The screens stay usable meanwhile: the English UI over the German content it had.
  await page.getByRole('tab', { name: 'Lexicon' }).click();
  await expect(await disciplineName(page, 2)).toHaveText('Beherrschung');
  release();

  const failure = page.getByRole('alert').filter({ hasText: 'not a valid zip archive (format not recognized)' });
  await expect(failure).toBeVisible();
  await page.unroute('**/api/data/en-US/parts/core');
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(await disciplineName(page, 2)).toHaveText('Dominate');
  await expect(failure).toBeHidden();
});

for (const width of [390, 1280]) {
  for (const mode of ['light', 'dark'] as const) {
    test(`the switch status and its failure at ${width} px, ${mode}: no serious axe finding`, async ({ page }) => {
      await lookAt(page, width, mode);
      await registerThroughUi(page);
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/data/en-US/parts/core', async (route) => {
        await held;
        await route.fulfill({ status: 200, contentType: 'text/plain', body: 'nicht base64 %%%' });
      });
      await page.getByRole('tab', { name: 'Einstellungen' }).click();
      await page.getByLabel('Sprache').selectOption('en-US');
      for (const [state, locator] of [
        ['loading', page.getByRole('status').filter({ hasText: 'Loading the game content' })],
        ['failed', page.getByRole('alert').filter({ hasText: 'format not recognized' })],
      ] as const) {
        if (state === 'failed') release();
        await expect(locator).toBeVisible();
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
        expect(serious.map((violation) => violation.id)).toEqual([]);
        const box = await page.locator('.content-switch').boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
        if (screenshotDir) await page.screenshot({ path: path.join(screenshotDir, `content-switch-${state}-${width}-${mode}.png`) });
      }
    });
  }
}

/** A background as the wizard copied it into a German character: ids, and the German names of the time. */
const germanBackground = (packId: number, packName: string, traitId: number, traitName: string, level: number) => ({
  pack: { id: packId, type: 'backgrounds' as const, name: packName },
  traits: [{ id: traitId, level, name: traitName, description: '', isLocked: false, isManual: true }],
  flawTraits: [],
});

test('#47: in English, a werewolf made in German shows its backgrounds and list facts in English, and the sheet search finds "Rage"', async ({ page }) => {
  await registerThroughUi(page);
  const [id] = await seedCharacters(page, [
    seededWerewolf({ backgrounds: { packs: [germanBackground(6, 'Ressourcen', 2, 'Mittelschicht', 2), germanBackground(7, 'Geisterpakt', 3, 'Geisterpakt 3', 3)] } }),
  ]);
  // A start lists every character light (its list facts only): the row must name the tribe from what that entry
  // carries. Without the reload the list had the seeded werewolf whole (over the socket) or light (from its first
  // load, when that came after the seeding), and only the whole one knew the tribe's id.
  await page.reload();
  await expect(page.getByText('Stille Wanderer • Ragabash')).toBeVisible();
  await page.getByRole('tab', { name: 'Einstellungen' }).click();
  await page.getByLabel('Sprache').selectOption('en-US');
  await page.getByRole('tab', { name: 'Characters' }).click();
  // The card's facts from the tribe and auspice ids, in English.
  await expect(page.getByText('Silent Striders • Ragabash')).toBeVisible();

  await page.goto(`/viewer/${id}/traits`);
  await expect(page.getByRole('region', { name: 'Resources' })).toContainText('Middle Class');
  await expect(page.getByRole('region', { name: 'Spirit Pact' })).toContainText('Spirit Pact 3');
  await expect(page.getByText(/Mittelschicht|Geisterpakt|Ressourcen/)).toHaveCount(0);

  // The search knows the line's own trackers, in the UI's language.
  await page.keyboard.press('Control+k');
  const search = page.getByRole('dialog', { name: 'Search the sheet' });
  await search.getByRole('searchbox').fill('Rage');
  await search.getByRole('list', { name: 'Matches' }).getByRole('button', { name: /^Rage/ }).first().click();
  await expect(page).toHaveURL(new RegExp(`/viewer/${id}/profile$`));
  await expect(page.locator('#sheet-rage')).toBeFocused();
});

