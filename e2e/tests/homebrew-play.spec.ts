import type { Page } from '@playwright/test';
import { newIdentity, registerThroughUi } from '../support/account.ts';
import { expect, test } from '../support/fixtures.ts';
import { addTrait, assignAttributes, assignSpecialistSkills, chooseClan, chooseClanDisciplines, fillConviction, finishButton, next, pickPowers, standardAttributes, startCreation } from '../support/wizard.ts';
import { sheetAction } from '../support/sheet-menu.ts';

const ability = (page: Page, level: number, number: number) => page.getByRole('group', { name: `Stufe ${level}, Fähigkeit ${number}` });
const disciplineCard = (page: Page, name: string) => page.locator('[data-testid^="discipline-"]', { has: page.getByRole('button', { name, exact: true }) });

async function openHomebrew(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Homebrew' }).click();
  await expect(page.getByRole('heading', { name: 'Homebrew', level: 2 })).toBeVisible();
}

async function create(page: Page, kind: 'Clan' | 'Disziplin', name: string): Promise<void> {
  await page.getByRole('button', { name: `${kind} erstellen` }).click();
  const dialog = page.getByRole('dialog', { name: kind === 'Clan' ? 'Neuer Clan' : 'Neue Disziplin' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Erstellen und bearbeiten' }).click();
  await expect(page).toHaveURL(kind === 'Clan' ? /\/homebrew\/clan-editor\/\d+$/ : /\/homebrew\/discipline-editor\/\d+$/);
}

async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Alles gespeichert')).toBeVisible();
}

/** Merits, flaws and a conviction: what the last wizard step needs (the same build as the creation test). */
async function finishTraits(page: Page): Promise<void> {
  await addTrait(page, 'advantage', 'Kontakte (+3)', 'Kontakte 3');
  await addTrait(page, 'advantage', 'Gefolge', 'Gefolge 3');
  await addTrait(page, 'advantage', 'Ruhm', 'Ruhm 2');
  await addTrait(page, 'advantage', 'Trinken', 'Bluthund');
  await addTrait(page, 'advantage', 'Sprachen', 'Sprache 1');
  await addTrait(page, 'flaw', 'Drogenkonsum', 'Sucht');
  await addTrait(page, 'flaw', 'Aussehen', 'Hässlich');
  await fillConviction(page);
}

test('a storyteller\'s clan and discipline reach a player\'s new character by code, update on request and survive their deletion', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const storyteller = await registerThroughUi(page, newIdentity('erzaehlerin'));
  await openHomebrew(page);

  // The storyteller: a discipline with two levels (the second power needs the first), published.
  await create(page, 'Disziplin', 'Nebelschritt');
  const disciplineEditor = page.url();
  await page.getByLabel('Beschreibung').fill('Die Kunst, im Nebel zu wandeln.');
  await page.getByRole('button', { name: 'Stufe 1 hinzufügen' }).click();
  await page.getByRole('button', { name: 'Fähigkeit auf Stufe 1 hinzufügen' }).click();
  await ability(page, 1, 1).getByLabel('Name der Fähigkeit').fill('Dunstschleier');
  await ability(page, 1, 1).getByLabel('Was sie bewirkt').fill('Ein feiner Schleier verbirgt dich.');
  await page.getByRole('button', { name: 'Stufe 2 hinzufügen' }).click();
  await page.getByRole('button', { name: 'Fähigkeit auf Stufe 2 hinzufügen' }).click();
  await ability(page, 2, 1).getByLabel('Name der Fähigkeit').fill('Nebelgestalt');
  await ability(page, 2, 1).getByLabel('Was sie bewirkt').fill('Du wirst selbst zu Nebel.');
  await ability(page, 2, 1).getByLabel('Voraussetzung').selectOption({ label: 'Stufe 1 – Dunstschleier' });
  await save(page);
  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(page.getByRole('button', { name: 'Privat stellen' })).toBeVisible();

  // … and a clan with it and Celerity, shared by its invite code.
  await page.getByRole('link', { name: '← Zurück zu Homebrew' }).click();
  await create(page, 'Clan', 'Kinder des Nebels');
  await page.getByLabel('Leitspruch').fill('Schon fort, bevor du hinsiehst');
  await page.getByLabel('Clansfluch').fill('Sonnenlicht verbrennt sie doppelt.');
  await page.getByLabel('Disziplin wählen').selectOption({ label: 'Nebelschritt (Homebrew)' });
  await page.getByRole('button', { name: 'Disziplin hinzufügen' }).click();
  await page.getByLabel('Disziplin wählen').selectOption({ label: 'Geschwindigkeit' });
  await page.getByRole('button', { name: 'Disziplin hinzufügen' }).click();
  await save(page);
  await page.getByRole('button', { name: 'Einladungscode erstellen' }).click();
  const code = await page.getByLabel('Einladungscode').inputValue();
  expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);

  // The player installs it with the code, in their own browser.
  const playerContext = await browser.newContext({ baseURL, locale: 'de-DE' });
  const player = await playerContext.newPage();
  await registerThroughUi(player, newIdentity('spielerin'));
  await openHomebrew(player);
  await player.getByLabel('Inhaltscode').fill(code);
  await player.getByRole('button', { name: 'Installieren', exact: true }).click();
  await expect(player.getByText('„Kinder des Nebels“ ist installiert, mit 1 Homebrew-Disziplin.')).toBeVisible();

  // The Lexicon has both, marked as homebrew with their author.
  await player.getByRole('tab', { name: 'Lexikon' }).click();
  await player.getByLabel('Im Lexikon suchen').fill('Nebelschritt');
  await player.getByRole('list', { name: 'Suchergebnisse' }).getByRole('link', { name: 'Nebelschritt', exact: true }).click();
  await expect(player.getByText(new RegExp(`^Homebrew von ${storyteller.alias} · Version \\d+$`)).filter({ visible: true })).toHaveCount(1);

  // A character of that clan: the homebrew book is offered because something is installed.
  await player.getByRole('tab', { name: 'Charaktere' }).click();
  await startCreation(player, { name: 'Nele Nebel', books: ['Homebrew-Content'] });
  await chooseClan(player, 'Erzeugerin', 'Kinder des Nebels');
  const clanCard = player.getByRole('article', { name: 'Clan Kinder des Nebels' });
  await expect(clanCard).toContainText(`Homebrew von ${storyteller.alias}`);
  await expect(clanCard).toContainText('Sonnenlicht verbrennt sie doppelt.');
  await expect(clanCard).toContainText('Nebelschritt');
  await next(player, 'predator-type');
  await player.getByLabel('Raubtiertyp', { exact: true }).selectOption({ label: 'Räuber' });
  await player.getByRole('radio', { name: 'Handgemenge (Ringen)' }).check();
  await player.getByRole('radio', { name: 'Geschwindigkeit' }).check();
  await next(player, 'attributes');
  await assignAttributes(player, standardAttributes);
  await next(player, 'skills');
  await assignSpecialistSkills(player);
  await next(player, 'disciplines');
  await chooseClanDisciplines(player, 'Nebelschritt', 'Geschwindigkeit');
  await pickPowers(player, 'Nebelschritt', ['Dunstschleier', 'Nebelgestalt']);
  await pickPowers(player, 'Geschwindigkeit', ['Schnelle Reflexe', 'Katzengleiche Anmut']);
  await next(player, 'traits');
  await finishTraits(player);
  await finishButton(player).click();
  await expect(player).toHaveURL(/\/viewer\/[^/]+\/profile$/);
  const sheet = player.url().replace(/\/profile$/, '/disciplines');
  await expect(player.getByRole('region', { name: 'Wer' })).toContainText('Kinder des Nebels');
  await player.getByRole('link', { name: 'Disziplinen' }).click();
  await expect(disciplineCard(player, 'Nebelschritt')).toContainText('Dunstschleier');
  await expect(disciplineCard(player, 'Nebelschritt')).toContainText('Nebelgestalt');

  // The storyteller renames the first power.
  await page.goto(disciplineEditor);
  await ability(page, 1, 1).getByLabel('Name der Fähigkeit').fill('Dunstmantel');
  await save(page);

  // The player sees the newer version in the character info, with what changes, and takes it.
  await sheetAction(player, 'Info');
  const info = player.getByRole('dialog', { name: 'Über Nele Nebel' });
  await expect(info.getByText(/^Nebelschritt \(Disziplin, Version \d+\)$/)).toBeVisible();
  await expect(info.getByText(/^Nebelschritt: Version (\d+) → \d+$/)).toBeVisible();
  await expect(info.getByText('„Dunstmantel“ (Stufe 1): Name geändert')).toBeVisible();
  await info.getByRole('button', { name: 'Homebrew aktualisieren' }).click();
  await expect(info.getByText('Aktualisiert!')).toBeVisible();
  await expect(info.getByRole('button', { name: 'Homebrew aktualisieren' })).toBeHidden();
  await expect(info.getByText('Homebrew aktualisiert: Nebelschritt')).toBeVisible();
  await player.keyboard.press('Escape');
  await expect(disciplineCard(player, 'Nebelschritt')).toContainText('Dunstmantel');
  await expect(disciplineCard(player, 'Nebelschritt')).not.toContainText('Dunstschleier');

  // The update went through the history: undo brings the old version back, and it can be taken again.
  await sheetAction(player, 'Letzten Schritt rückgängig: Nebelschritt');
  await expect(disciplineCard(player, 'Nebelschritt')).toContainText('Dunstschleier');
  await sheetAction(player, 'Info');
  await info.getByRole('button', { name: 'Homebrew aktualisieren' }).click();
  await expect(info.getByText('Aktualisiert!')).toBeVisible();
  await player.keyboard.press('Escape');
  await expect(disciplineCard(player, 'Nebelschritt')).toContainText('Dunstmantel');
  await expect(player.getByTestId('save-status')).toHaveText('Alles gespeichert', { timeout: 5_000 });

  // The storyteller deletes the discipline; the player uninstalls the clan too: nothing local is left.
  await page.getByRole('button', { name: 'Löschen', exact: true }).click();
  await page.getByRole('dialog', { name: 'Disziplin löschen' }).getByRole('button', { name: 'Löschen' }).click();
  await expect(page).not.toHaveURL(disciplineEditor);
  await player.goto('/?tab=homebrew&section=installed');
  await player.getByRole('button', { name: 'Kinder des Nebels deinstallieren' }).click();
  await player.getByRole('dialog', { name: 'Deinstallieren' }).getByRole('button', { name: 'Deinstallieren' }).click();
  await expect(player.getByText('Noch nichts installiert.', { exact: false })).toBeVisible();

  // The sheet still renders the character's homebrew from its snapshot, and says the original is gone.
  await player.goto(sheet);
  const card = disciplineCard(player, 'Nebelschritt');
  await expect(card).toContainText('Dunstmantel');
  await expect(card).toContainText('Nebelgestalt');
  await expect(card).toContainText(`Homebrew von ${storyteller.alias}`);
  await sheetAction(player, 'Info');
  await expect(info.getByText('„Nebelschritt“ ist auf dem Server nicht (mehr) für dich sichtbar – gelöscht oder privat; der Charakter behält seine Version.')).toBeVisible();
  // Both originals are out of sight (the clan is private, the discipline deleted): nothing could be
  // checked, so the status claims nothing – never "all up to date" beside them (issue #49).
  await expect(info.getByText('„Kinder des Nebels“ ist auf dem Server nicht (mehr) für dich sichtbar – gelöscht oder privat; der Charakter behält seine Version.')).toBeVisible();
  await expect(info.getByText(/auf dem neuesten Stand/)).toHaveCount(0);
  await playerContext.close();
});
