import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { blankCharacter } from '@vitae/core';
import { codeFromMail, mailCount, registerThroughUi } from '../support/account.ts';
import { seedCharacters, serverCharacters } from '../support/characters.ts';
import { expect, test } from '../support/fixtures.ts';

/** Every CSP violation the page reports, from its first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => [...(window as unknown as { __cspViolations: string[] }).__cspViolations]);
}

test('the CSP lets the whole app run without a single violation, and blocks an injected inline script', async ({ page }) => {
  const violations = await watchViolations(page);
  const response = await page.goto('/login');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await registerThroughUi(page);
  const avatar = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
  const [id] = await seedCharacters(page, [{ ...blankCharacter('v5', { name: 'Cordelia', notes: '<img src=x onerror="window.__pwned=1">' }), avatar }]);
  await page.goto('/');
  await expect(page.getByTestId('character-Cordelia')).toBeVisible();
  await page.goto(`/viewer/${id}/profile`);
  // The avatar (a data: URL) is allowed and loads.
  await expect.poll(() => page.locator('img.viewer__avatar').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  await page.getByRole('link', { name: 'Attribute', exact: true }).click();
  await expect(page).toHaveURL(/\/attributes$/);
  await page.getByRole('link', { name: 'PDF', exact: true }).click();
  await expect(page).toHaveURL(/\/pdf$/);
  await page.goto('/?tab=lexicon');
  await expect(page.getByRole('tab', { name: 'Lexikon' })).toHaveAttribute('aria-selected', 'true');
  await page.goto('/?tab=settings');
  await expect(page.getByTestId('logged-in-as')).toBeVisible();
  // The dialog library locks scrolling with an inline <style>: open one to cover it.
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await page.keyboard.press('Escape');
  expect(await violations()).toEqual([]);

  // An attacker's markup that reached the page: neither a script element nor an inline handler runs.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__pwned = 2';
    document.body.append(script);
    document.body.insertAdjacentHTML('beforeend', '<img alt="" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" onload="window.__pwned = 3">');
  });
  await expect.poll(violations).toEqual(expect.arrayContaining([expect.stringMatching(/^script-src-elem inline/), expect.stringMatching(/^script-src-attr inline/)]));
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

  // …and the app still works.
  await page.getByRole('tab', { name: 'Charaktere' }).click();
  await expect(page.getByTestId('character-Cordelia')).toBeVisible();
});

test('setting the first password needs a code from the mail; the wrong code is shown at its field', async ({ page }) => {
  const identity = await registerThroughUi(page);
  await page.getByRole('tab', { name: 'Einstellungen' }).click();
  await page.getByLabel('Neues Passwort').fill('mitternacht-in-leipzig');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Gib dein aktuelles Passwort oder den Code aus der E-Mail ein.' })).toBeVisible();

  const before = mailCount(identity.email);
  await page.getByRole('button', { name: 'Code per E-Mail anfordern' }).click();
  await expect(page.getByText(`Wir haben dir einen Code an ${identity.email} geschickt.`)).toBeVisible();
  const code = await codeFromMail(identity.email, before);
  await page.getByLabel('Code aus der E-Mail').fill('ZZZZ-ZZZZ');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByText('Dieser Code ist ungültig. Prüfe ihn auf Tippfehler.').first()).toBeVisible();
  await expect(page.getByLabel('Code aus der E-Mail')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Code aus der E-Mail').fill(code);
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByText('Das Passwort wurde gespeichert.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Passwort ändern' })).toBeVisible();
});

test('Meine Daten exportieren downloads every character and folder as one JSON file', async ({ page }) => {
  const identity = await registerThroughUi(page);
  await seedCharacters(page, [blankCharacter('v5', { name: 'Exportierte Elsa', directory: 'Chronik' }), blankCharacter('v5', { name: 'Zweiter' })]);
  await page.goto('/?tab=settings');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Meine Daten exportieren' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^vitae-${identity.alias}-\\d{4}-\\d\\d-\\d\\d\\.json$`));
  const data = JSON.parse(readFileSync((await file.path())!, 'utf8')) as { format: string; account: { alias: string }; characters: Array<{ name: string }> };
  expect(data.format).toBe('vitae-export');
  expect(data.account.alias).toBe(identity.alias);
  expect(data.characters.map((c) => c.name)).toEqual(['Exportierte Elsa', 'Zweiter']);
  await expect(page.getByText('Die Datei wurde heruntergeladen.')).toBeVisible();
});

test('Konto löschen: after the mailed code and a confirmation the account and its characters are gone', async ({ page }) => {
  const identity = await registerThroughUi(page);
  await seedCharacters(page, [blankCharacter('v5', { name: 'Vergänglich' })]);
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('vitae:session')!) as { accessToken: string }).accessToken);
  expect(await serverCharacters(page)).toHaveLength(1);
  await page.goto('/?tab=settings');
  const before = mailCount(identity.email);
  await page.getByRole('button', { name: 'Code zum Löschen anfordern' }).click();
  const form = page.getByRole('form', { name: 'Konto löschen' });
  await form.getByLabel('Bestätigungscode').fill(await codeFromMail(identity.email, before));
  await form.getByRole('button', { name: 'Konto endgültig löschen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Konto wirklich löschen?' });
  await expect(dialog).toContainText(`Alle Charaktere und Ordner von ${identity.alias} werden gelöscht.`);
  await dialog.getByRole('button', { name: 'Konto endgültig löschen' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const after = await page.request.get('/api/users/@me', { headers: { authorization: `Bearer ${token}` } });
  expect(after.status()).toBe(401);
});
