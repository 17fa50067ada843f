import { registerThroughUi } from '../support/account.ts';
import { seedCharacters, serverCharacters } from '../support/characters.ts';
import { expect, test } from '../support/fixtures.ts';
import { richVampire } from '../support/vampire.ts';

// A phone at the table: touch, 390 px wide.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('on a phone the header stays on screen with the trackers from every tab, the tab strip shows it scrolls, and no shortcut hints show', async ({ page }) => {
  await registerThroughUi(page);
  const [id] = await seedCharacters(page, [richVampire()]);
  await page.goto(`/viewer/${id}/skills`);
  const header = page.getByRole('banner');
  await page.mouse.wheel(0, 2000);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(header).toBeInViewport();
  const box = await header.boundingBox();
  expect(box?.y).toBeLessThanOrEqual(1);

  // The tab strip scrolls sideways and says so with its edge hint.
  await expect(page.locator('.tab-strip--more-end')).toBeVisible();
  await expect(page.locator('.tab-strip__hint--end')).toBeVisible();

  // The trackers are one tap away on any tab, and a change there is saved.
  await page.getByRole('link', { name: 'Disziplinen' }).tap();
  await page.getByRole('button', { name: 'Mehr', exact: true }).tap();
  await page.getByRole('menuitem', { name: 'Zustand' }).tap();
  const quick = page.getByRole('dialog', { name: /^Zustand:/ });
  await expect(quick).toBeInViewport();
  await quick.getByRole('group', { name: 'Hunger' }).getByRole('button', { name: 'Hunger auf 4 setzen' }).tap();
  await quick.getByRole('button', { name: 'Gesundheit: + oberflächlich' }).tap();
  await expect(page.getByTestId('save-status')).toHaveText('Alles gespeichert', { timeout: 5_000 });
  expect((await serverCharacters(page))[0]).toMatchObject({ hunger: 4, healthDamage: ['superficial', 'none', 'none', 'none', 'none', 'none', 'none', 'none', 'none', 'none'] });
  await page.keyboard.press('Escape');
  await expect(quick).toBeHidden();

  // A search button instead of Ctrl+K, and no keyboard hints on a touch screen.
  await page.getByRole('button', { name: 'Suchen' }).tap();
  const search = page.getByRole('dialog', { name: 'Auf dem Bogen suchen' });
  await expect(search.getByText('Was suchst du?')).toBeVisible();
  await expect(search.getByText('(Strg+K)')).toBeHidden();
});

test('on a phone every tap target of the sheet is at least 44 px and names open their description on tap', async ({ page }) => {
  await registerThroughUi(page);
  const [id] = await seedCharacters(page, [richVampire()]);
  for (const tab of ['profile', 'attributes', 'disciplines', 'bloodrituals', 'traits'] as const) {
    await page.goto(`/viewer/${id}/${tab}`);
    await page.waitForLoadState('networkidle');
    const small = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('main button, main a, main select, main input:not([type="hidden"]), .viewer__top button, .viewer__top a'))
        .filter((element) => element.offsetParent !== null && !(element as HTMLButtonElement).disabled)
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.height < 44 - 0.5 || box.width < 24)
        .map(({ element, box }) => `${element.tagName} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`),
    );
    expect(small, tab).toEqual([]);
  }

  await page.goto(`/viewer/${id}/disciplines`);
  const power = page.getByRole('button', { name: /^Tödlicher Körper/ });
  const description = page.getByTestId('discipline-8').locator('.described__text');
  await expect(description).toHaveCount(0);
  await power.tap();
  await expect(power).toHaveAttribute('aria-expanded', 'true');
  await expect(description).toHaveText(/Schaden/);

  await page.goto(`/viewer/${id}/bloodrituals`);
  const ritual = page.getByRole('button', { name: 'Wandeln auf den Pfaden des Blutes' });
  await ritual.tap();
  await expect(ritual).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/Blutprobe eines Vampirs/)).toBeVisible();
  const ceremony = page.getByRole('button', { name: 'Das Geschenk des falschen Lebens' });
  await ceremony.tap();
  await expect(page.getByText(/Belebt eine einzelne Leiche/)).toBeVisible();

  await page.goto(`/viewer/${id}/traits`);
  await page.getByRole('button', { name: 'Schön' }).tap();
  // The description comes from the content by the merit's id (#47), not the copy the character keeps.
  await expect(page.getByText(/Der Charakter ist ausgesprochen attraktiv/)).toBeVisible();
});

test('on a phone the roll panel is a bottom sheet that never covers the row just picked', async ({ page }) => {
  await registerThroughUi(page);
  const [id] = await seedCharacters(page, [richVampire()]);
  await page.goto(`/viewer/${id}/skills`);
  for (const skill of ['Handgemenge', 'Wahrnehmung', 'Technologie']) {
    const button = page.getByRole('button', { name: skill, exact: true });
    await button.tap();
    const panel = page.getByRole('region', { name: 'Würfelwurf' });
    await expect(panel).toBeVisible();
    const panelBox = await panel.boundingBox();
    const viewport = page.viewportSize();
    // A bottom sheet: fixed to the lower edge of the screen.
    expect(Math.round((panelBox?.y ?? 0) + (panelBox?.height ?? 0))).toBeGreaterThanOrEqual((viewport?.height ?? 0) - 1);
    await expect(async () => {
      const row = await page.getByTestId(`skills-${skill === 'Handgemenge' ? 'bra' : skill === 'Wahrnehmung' ? 'awa' : 'tec'}`).boundingBox();
      const sheet = await panel.boundingBox();
      expect((row?.y ?? 0) + (row?.height ?? 0)).toBeLessThanOrEqual((sheet?.y ?? 0) + 1);
      expect(row?.y ?? -1).toBeGreaterThanOrEqual(0);
    }).toPass({ timeout: 5_000 });
  }
});
