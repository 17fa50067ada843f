import type { Page } from '@playwright/test';
import { seedCharacters, serverCharacters } from '../support/characters.ts';
import { logInFresh } from '../support/devices.ts';
import { expect, test } from '../support/fixtures.ts';
import { hunterLine, seededHunter } from '../support/hunter.ts';
import { checkScreen, consoleErrors, overflow } from '../support/look.ts';
import { verbena } from '../support/mage.ts';
import { cardAction, cardMenuButton } from '../support/shelf.ts';
import { richVampire } from '../support/vampire.ts';
import { seededWerewolf } from '../support/werewolf.ts';
import { next } from '../support/wizard.ts';

// Issue #45: the list as a game shelf, the create dialog and wizard in the chosen line's colours,
// the main navigation on a phone, and the wizard's steps to click.

const lines = [
  { id: 'v5', title: 'Vampire: Die Maskerade', badge: 'Vampire', primary: '#8c0e2e', firstStep: 'clan' },
  { id: 'w5', title: 'Werwolf: Die Apokalypse', badge: 'Werwolf', primary: '#0e2e8c', firstStep: 'auspice' },
  { id: 'm20', title: 'Magus: Die Erleuchtung', badge: 'Magus', primary: '#6f2dbd', firstStep: 'tradition' },
  { id: 'h5', title: hunterLine, badge: 'Jäger', primary: '#3b5d2a', firstStep: 'creed' },
] as const;
// The app's own colour (apps/web/src/theme/app.json): the list is no line's.
const appPrimary = '#57534e';

const devices = [
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
  { name: 'desktop', use: { viewport: { width: 1280, height: 900 } } },
] as const;

async function inMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((colorMode) => localStorage.setItem('settings:colorMode', colorMode), mode);
  await page.emulateMedia({ colorScheme: mode });
}

const rootPrimary = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary').trim());

async function seedShelf(page: Page): Promise<void> {
  await seedCharacters(page, [
    richVampire({ name: 'Mara Voss', sex: 'f', generation: 4, generationEra: 'elder' }),
    seededWerewolf({ name: 'Kaja Sturmfell' }) as unknown as Record<string, unknown>,
    verbena({ name: 'Ilka Rosen', chronicle: 'Leipzig bei Nacht' }) as unknown as Record<string, unknown>,
    seededHunter({ name: 'Jo Weber' }),
  ]);
  await page.reload();
}

for (const device of devices) {
  test.describe(device.name, () => {
    test.use(device.use);

    for (const mode of ['light', 'dark'] as const) {
      test(`${mode}: one card per character with crest, line badge and facts, one menu; delete through it`, async ({ page, baseURL }) => {
        test.slow();
        const errors = consoleErrors(page);
        await inMode(page, mode);
        await logInFresh(page, baseURL!);
        await seedShelf(page);
        const names = ['Mara Voss', 'Kaja Sturmfell', 'Ilka Rosen', 'Jo Weber'];
        for (const [index, name] of names.entries()) {
          const card = page.getByTestId(`character-${name}`);
          await expect(card).toBeVisible();
          await expect(card.locator('.line-badge')).toHaveText(lines[index]!.badge);
          // Two buttons on a card: the drag handle and "⋯"; every other action is in the menu.
          await expect(card.getByRole('button')).toHaveCount(2);
          const box = await card.boundingBox();
          if (device.name === 'phone') expect.soft(box!.height, `${name} on a phone`).toBeLessThanOrEqual(140);
        }
        await expect(page.getByTestId('character-Mara Voss')).toContainText('Generation: 4 (Methusalem/Vorsintflutlicher)');
        await expect(page.getByTestId('character-Kaja Sturmfell')).toContainText('Stille Wanderer • Ragabash');
        await expect(page.getByTestId('character-Ilka Rosen')).toContainText('Verbena • Arete 2');
        await expect(page.getByTestId('character-Jo Weber')).toContainText('Credo: Gläubig • Antrieb: Rache');
        // No fact of the line breaks inside itself (each wraps whole); the general facts keep to one line.
        const broken = await page
          .locator('.character-row__fact-line--line > .character-row__fact, .character-row__fact-line:not(.character-row__fact-line--line)')
          .evaluateAll((facts) => facts.filter((fact) => fact.getBoundingClientRect().height > 1.6 * parseFloat(getComputedStyle(fact).lineHeight)).map((fact) => fact.textContent));
        expect(broken).toEqual([]);
        // The list wears the app's colour, not Vampire red.
        expect(await rootPrimary(page)).toBe(appPrimary);
        await checkScreen(page, `shelf-${device.name}-${mode}`);

        // The menu: keyboard and Escape; the focus comes back to "⋯".
        const menuButton = cardMenuButton(page, 'Mara Voss');
        await menuButton.focus();
        await page.keyboard.press('Enter');
        const menu = page.getByRole('menu', { name: 'Aktionen für Mara Voss' });
        await expect(menu.getByRole('menuitem')).toHaveText(['Umbenennen', 'Klonen', 'Teilen', 'Synchronisieren', 'Exportieren', 'Löschen']);
        await expect(menu.getByRole('menuitem', { name: 'Umbenennen' })).toBeFocused();
        await page.keyboard.press('ArrowUp');
        await expect(menu.getByRole('menuitem', { name: 'Löschen' })).toBeFocused();
        await checkScreen(page, `shelf-menu-${device.name}-${mode}`);
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await expect(menuButton).toBeFocused();

        // Delete through the menu, with its question.
        await cardAction(page, 'Jo Weber', 'Löschen');
        const question = page.getByRole('dialog', { name: 'Jo Weber löschen?' });
        await expect(question).toBeVisible();
        await question.getByRole('button', { name: '„Jo Weber“ löschen' }).click();
        await expect(page.getByTestId('character-Jo Weber')).toHaveCount(0);
        await expect.poll(async () => (await serverCharacters(page)).map((character) => character.name).sort()).toEqual(['Ilka Rosen', 'Kaja Sturmfell', 'Mara Voss']);

        // One tap anywhere on the card opens the sheet.
        const card = page.getByTestId('character-Kaja Sturmfell');
        const cardBox = (await card.boundingBox())!;
        // On the facts, far from the name: the name's link covers the whole card.
        const onFacts = { position: { x: cardBox.width / 2, y: cardBox.height - 12 } };
        if (device.name === 'phone') await card.tap(onFacts);
        else await card.click(onFacts);
        await expect(page).toHaveURL(/\/viewer\/[^/]+\/profile$/);
        expect(errors).toEqual([]);
      });

      test(`${mode}: the create dialog and the wizard wear the chosen line's colours from the first click`, async ({ page, baseURL }) => {
        test.setTimeout(120_000);
        const errors = consoleErrors(page);
        await inMode(page, mode);
        await logInFresh(page, baseURL!);
        for (const line of lines) {
          await page.getByRole('button', { name: 'Neuer Charakter' }).click();
          // The wizard of the line before was left unfinished: its draft is offered first.
          await expect(page.getByRole('dialog').first()).toBeVisible();
          const discard = page.getByRole('button', { name: 'Verwerfen und neu beginnen' });
          if ((await discard.count()) > 0) await discard.click();
          const dialog = page.getByRole('dialog', { name: 'Neuer Charakter' });
          await dialog.getByLabel('Name').fill(`Probe ${line.badge}`);
          await dialog.getByLabel('Spielreihe').selectOption({ label: line.title });
          expect(await rootPrimary(page)).toBe(line.primary);
          // The start button is drawn in the line's colour.
          const start = dialog.getByRole('button', { name: 'Erschaffung starten' });
          expect(await start.evaluate((button) => getComputedStyle(button).backgroundImage)).toContain(hexToRgb(line.primary));
          await checkScreen(page, `create-${line.id}-${device.name}-${mode}`);
          await start.click();
          await expect(page).toHaveURL(new RegExp(`/editor/${line.firstStep}$`));
          await expect(page.getByRole('heading', { level: 2 })).toContainText('Schritt 1 von');
          expect(await rootPrimary(page)).toBe(line.primary);
          await checkScreen(page, `wizard-${line.id}-${device.name}-${mode}`);
          await page.goto('/');
          await expect(page.getByRole('button', { name: 'Neuer Charakter' })).toBeVisible();
          expect(await rootPrimary(page)).toBe(appPrimary);
        }
        expect(errors).toEqual([]);
      });
    }
  });
}

function hexToRgb(hex: string): string {
  const value = parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

test.describe('a small phone', () => {
  test.use({ viewport: { width: 320, height: 700 }, hasTouch: true, isMobile: true });

  test('the main navigation scrolls with a visible hint and reaches Einstellungen and Homebrew', async ({ page, baseURL }) => {
    const errors = consoleErrors(page);
    await logInFresh(page, baseURL!);
    await seedShelf(page);
    const tabs = page.getByRole('tablist', { name: 'Bereiche' });
    await expect(tabs).toBeVisible();
    // More tabs than fit: the end shows it.
    await expect(page.locator('.main-nav--more-end .main-nav__hint--end')).toBeVisible();
    await checkScreen(page, 'shelf-320');
    for (const [name, panel] of [
      ['Einstellungen', 'settings'],
      ['Homebrew', 'homebrew'],
    ] as const) {
      const tab = tabs.getByRole('tab', { name });
      await tab.scrollIntoViewIfNeeded();
      await tab.tap();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(page).toHaveURL(new RegExp(`tab=${panel}`));
      await expect(tab).toBeInViewport({ ratio: 1 });
    }
    // At the far end the start shows there is more before.
    await expect(page.locator('.main-nav--more-start .main-nav__hint--start')).toBeVisible();
    expect(await overflow(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Charaktere' }).tap();
    expect(await overflow(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test.describe('the Mage wizard on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const mode of ['light', 'dark'] as const) {
    test(`${mode}: done steps are links; the focus fields look like fields; the priority selects read in full`, async ({ page, baseURL }) => {
      test.slow();
      const errors = consoleErrors(page);
      await inMode(page, mode);
      await logInFresh(page, baseURL!);
      await page.getByRole('button', { name: 'Neuer Charakter' }).click();
      const dialog = page.getByRole('dialog', { name: 'Neuer Charakter' });
      await dialog.getByLabel('Name').fill('Ilka Rosen');
      await dialog.getByLabel('Spielreihe').selectOption({ label: 'Magus: Die Erleuchtung' });
      await dialog.getByRole('button', { name: 'Erschaffung starten' }).click();
      await expect(page).toHaveURL(/\/editor\/tradition$/);

      await page.getByRole('group', { name: 'Fraktion wählen' }).getByRole('button', { name: 'Verbena', exact: true }).click();
      await page.getByLabel('Affinitätssphäre').selectOption({ label: 'Leben' });
      await page.getByRole('button', { name: 'Fokus der Fraktion übernehmen' }).click();
      // The focus fields: the body's typeface and the field colours, like every other field.
      for (const label of ['Paradigma', 'Praxis', 'Instrumente']) {
        const field = page.getByLabel(label, { exact: true });
        const look = await field.evaluate((element) => {
          const style = getComputedStyle(element);
          const name = document.querySelector('input[type="text"], .field input');
          return { font: style.fontFamily, color: style.color, text: getComputedStyle(document.body).color, border: style.borderTopColor, other: name ? getComputedStyle(name).borderTopColor : style.borderTopColor };
        });
        expect(look.font, label).not.toMatch(/monospace/);
        expect(look.color, label).toBe(look.text);
        expect(look.border, label).toBe(look.other);
      }
      await checkScreen(page, `m20-tradition-phone-${mode}`);
      await next(page, 'identity');
      await page.getByLabel('Konzept').fill('Kräuterhexe');
      await page.getByRole('radio', { name: /^Primordial/ }).check();
      await page.getByLabel('Wesen', { exact: true }).selectOption({ label: 'Fürsorger' });
      await page.getByLabel('Verhalten', { exact: true }).selectOption('rebel');
      await next(page, 'm20-attributes');

      // "Primär (7)", not "Prim": the select is wide enough for its longest rank.
      const priority = page.getByTestId('attributes-mental').getByLabel('Priorität');
      const fits = await priority.evaluate((select: HTMLSelectElement) => {
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = getComputedStyle(select).font;
        const widest = Math.max(...Array.from(select.options, (option) => context.measureText(option.text).width));
        const style = getComputedStyle(select);
        return select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - widest;
      });
      expect(fits).toBeGreaterThan(0);
      await checkScreen(page, `m20-attributes-phone-${mode}`);

      // Done steps are links: back two steps and forward again, the choices kept.
      const progress = page.getByRole('list', { name: 'Schritte der Erschaffung' });
      await expect(progress.getByRole('button')).toHaveText(['Tradition', 'Identität']);
      await progress.getByRole('button', { name: 'Tradition' }).tap();
      await expect(page).toHaveURL(/\/editor\/tradition$/);
      await expect(page.getByLabel('Instrumente', { exact: true })).not.toHaveValue('');
      await expect(page.getByLabel('Affinitätssphäre')).toHaveValue('life');
      await progress.getByRole('button', { name: 'Attribute' }).tap();
      await expect(page).toHaveURL(/\/editor\/m20-attributes$/);
      await expect(page.getByRole('heading', { level: 2 })).toContainText('Schritt 3 von 5');
      // A step not yet reached is no link.
      await expect(progress.getByRole('button', { name: 'Letzter Schliff' })).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }
});
