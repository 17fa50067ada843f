import { registerThroughUi } from '../support/account.ts';
import { serverCharacters } from '../support/characters.ts';
import { expect, test } from '../support/fixtures.ts';
import { addTrait, assignAttributes, assignSpecialistSkills, chooseClan, fillConviction, finishButton, next, nextButton, pickPowers, standardAttributes, startCreation } from '../support/wizard.ts';

test('a Brujah Alleycat is built step by step and lands on the server with every choice', async ({ page }) => {
  await registerThroughUi(page);
  await startCreation(page, { name: 'Mara Voss' });

  await expect(nextButton(page)).toBeDisabled();
  await expect(page.getByRole('list', { name: 'Was noch fehlt' })).toContainText('Gib den Namen des Erzeugers ein.');
  await chooseClan(page, 'Jonas Keller', 'Brujah');
  await expect(page.getByRole('article', { name: 'Clan Brujah' })).toContainText('Clansfluch');
  await next(page, 'predator-type');

  await page.getByLabel('Raubtiertyp', { exact: true }).selectOption({ label: 'Räuber' });
  await expect(nextButton(page)).toBeDisabled();
  await page.getByRole('radio', { name: 'Handgemenge (Ringen)' }).check();
  await page.getByRole('radio', { name: 'Stärke' }).check();
  await next(page, 'attributes');

  await expect(nextButton(page)).toBeDisabled();
  await assignAttributes(page, standardAttributes);
  await next(page, 'skills');

  await assignSpecialistSkills(page);
  await next(page, 'disciplines');

  await page.getByLabel('Zwei Punkte in').selectOption({ label: 'Stärke' });
  await page.getByLabel('Ein Punkt in').selectOption({ label: 'Präsenz' });
  await page.getByRole('button', { name: 'Übernehmen' }).click();
  await expect(page.getByTestId('creation-discipline-8')).toContainText('0 von 3 Punkten vergeben');
  await expect(nextButton(page)).toBeDisabled();
  await pickPowers(page, 'Stärke', ['Tödlicher Körper', 'Können']);
  await page.getByRole('button', { name: 'Kraft für Stärke wählen' }).click();
  const picker = page.getByRole('dialog', { name: 'Stärke: Kraft wählen' });
  await expect(picker.getByRole('button', { name: /^Funke des Zorns/ })).toBeDisabled();
  await expect(picker.getByText('Voraussetzungen nicht erfüllt: Amalgam fehlt')).toBeVisible();
  await picker.getByRole('button', { name: /^Brutales Trinken/ }).click();
  await pickPowers(page, 'Präsenz', ['Ehrfurcht']);
  await next(page, 'traits');

  await expect(page.getByText('Vorzüge und Hintergründe: 0 von 10 Punkten')).toBeVisible();
  await addTrait(page, 'advantage', 'Kontakte (+3)', 'Kontakte 3');
  await addTrait(page, 'advantage', 'Gefolge', 'Gefolge 3');
  await addTrait(page, 'advantage', 'Ruhm', 'Ruhm 2');
  await addTrait(page, 'advantage', 'Trinken', 'Bluthund');
  await expect(finishButton(page)).toBeDisabled();
  await addTrait(page, 'advantage', 'Sprachen', 'Sprache 1');
  await expect(page.getByText('Vorzüge und Hintergründe: 10 von 10 Punkten')).toBeVisible();
  await addTrait(page, 'flaw', 'Drogenkonsum', 'Sucht');
  await addTrait(page, 'flaw', 'Aussehen', 'Hässlich');
  await fillConviction(page);
  await page.getByLabel('Konzept').fill('Streetfighterin');
  await finishButton(page).click();

  await expect(page).toHaveURL(/\/viewer\/[^/]+\/profile$/);
  const [saved] = await serverCharacters(page);
  expect(saved).toMatchObject({
    name: 'Mara Voss',
    sire: 'Jonas Keller',
    concept: 'Streetfighterin',
    clan: { id: 2 },
    predatorType: { id: 1 },
    humanity: 6,
    bloodPotency: 1,
    health: 6,
    willpower: 5,
    requiredPointSpreads: [],
    convictions: [{ conviction: 'Niemals einem Kind schaden', touchstone: 'Lena, meine Nichte' }],
  });
  const skills = (saved!.categories as Array<{ skills: Array<{ key: string; value: number; specialization: string[] }> }>).flatMap((c) => c.skills);
  expect(skills.find((s) => s.key === 'bra')).toMatchObject({ value: 4, specialization: ['Ringen'] });
  expect(skills.find((s) => s.key === 'ath')?.specialization).toEqual(['Klettern']);
  expect(skills.find((s) => s.key === 'aca')).toMatchObject({ value: 0, specialization: ['Geschichte'] });
  const disciplines = saved!.disciplines as Array<{ discipline: { id: number }; currentLevel: number; abilities: Array<{ key: string }> }>;
  expect(disciplines.map((d) => [d.discipline.id, d.currentLevel - 1, d.abilities.map((a) => a.key)])).toEqual([
    [8, 3, ['8-1-1', '8-2-3', '8-3-4']],
    [6, 1, ['6-1-1']],
  ]);
  const contacts = (saved!.backgrounds as { packs: Array<{ pack: { id: number }; traits: Array<{ id: number; isManual: boolean }> }> }).packs.find((p) => p.pack.id === 2);
  expect(contacts?.traits).toMatchObject([{ id: 3, isManual: true }]);
  expect(await page.evaluate(() => sessionStorage.getItem('vitae:creation-draft'))).toBeNull();
});
