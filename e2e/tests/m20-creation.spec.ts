import type { Page } from '@playwright/test';
import { registerThroughUi } from '../support/account.ts';
import { serverCharacters } from '../support/characters.ts';
import { expect, test } from '../support/fixtures.ts';
import { rate, startMageCreation } from '../support/mage.ts';
import { finishButton, next, nextButton } from '../support/wizard.ts';

const missing = (page: Page) => page.getByRole('list', { name: 'Was noch fehlt' });

test('a Verbena with a Forces/Life focus is built through the Mage steps and lands on the server with every choice', async ({ page }) => {
  await registerThroughUi(page);
  await startMageCreation(page, 'Ilka Rosen');

  // Tradition: the Verbena, Life as affinity, the faction's focus taken over.
  await expect(page.getByRole('heading', { name: 'Schritt 1 von 5: Tradition' })).toBeVisible();
  await expect(nextButton(page)).toBeDisabled();
  await expect(missing(page)).toContainText('Wähle eine Fraktion.');
  await page.getByRole('group', { name: 'Fraktion wählen' }).getByRole('button', { name: 'Verbena', exact: true }).click();
  await expect(page.getByRole('article', { name: 'Verbena' })).toContainText('Hexen');
  const affinity = page.getByLabel('Affinitätssphäre');
  await expect(affinity.getByRole('option')).toHaveText(['Sphäre wählen …', 'Kräfte', 'Leben']);
  await affinity.selectOption({ label: 'Leben' });
  await page.getByRole('button', { name: 'Fokus der Fraktion übernehmen' }).click();
  await expect(page.getByLabel('Paradigma')).toHaveValue(/Natur ist lebendig/);
  await page.getByLabel('Instrumente').fill('Kräuter, Blut, Tanz');
  await next(page, 'identity');

  // Identity.
  await expect(missing(page)).toContainText('Wähle die Essenz des Avatars.');
  await page.getByLabel('Konzept').fill('Kräuterhexe');
  await page.getByRole('radio', { name: /^Primordial/ }).check();
  await page.getByLabel('Wesen', { exact: true }).selectOption({ label: 'Fürsorger' });
  await expect(page.getByText('Willenskraft zurück: Wenn du jemanden beschützt')).toBeVisible();
  await page.getByLabel('Verhalten', { exact: true }).selectOption('rebel');
  await next(page, 'm20-attributes');

  // Attributes: 7/5/3 on top of the free dots, by the chosen priorities.
  const mental = page.getByTestId('attributes-mental');
  await mental.getByLabel('Priorität').selectOption({ label: 'Primär (7)' });
  await expect(page.getByTestId('attributes-physical').getByLabel('Priorität')).toHaveValue('2');
  await expect(page.getByTestId('attributes-physical')).toContainText('0 von 3 Punkten vergeben');
  await rate(page, { Körperkraft: 2, Geschicklichkeit: 2 });
  // The tertiary category has 3 points: with 2 spent, Widerstandsfähigkeit can reach 2 at most.
  const stamina = page.getByLabel('Widerstandsfähigkeit', { exact: true });
  await expect(stamina.locator('option[value="3"]')).toBeDisabled();
  await expect(stamina.locator('option[value="2"]')).toBeEnabled();
  await rate(page, { Widerstandsfähigkeit: 2 });
  await expect(page.getByTestId('attributes-physical')).toContainText('3 von 3 Punkten vergeben');
  await expect(nextButton(page)).toBeDisabled();
  await expect(missing(page)).toContainText('Verteile alle Attributspunkte (7/5/3).');
  await rate(page, { Wahrnehmung: 5, Intelligenz: 3, Geistesschärfe: 2 });
  await rate(page, { Charisma: 3, Manipulation: 2, Erscheinungsbild: 3 });
  await expect(page.getByLabel('Spezialisierung in Wahrnehmung')).toBeVisible();
  await page.getByLabel('Spezialisierung in Wahrnehmung').fill('Kräuter erkennen');
  await next(page, 'm20-abilities');

  // Abilities: 13/9/5, none above 3.
  await expect(page.getByLabel('Aufmerksamkeit', { exact: true }).locator('option')).toHaveText(['–', '1', '2', '3']);
  await rate(page, { Aufmerksamkeit: 3, 'Sechster Sinn': 3, Empathie: 3, Ausdruck: 2, Handgemenge: 2 });
  await rate(page, { Meditation: 3, Überleben: 3, Handwerk: 3 });
  await rate(page, { Medizin: 3 });
  // Knowledges are tertiary (5 points): 3 spent, Okkultismus can take 2 at most.
  await expect(page.getByLabel('Okkultismus', { exact: true }).locator('option[value="3"]')).toBeDisabled();
  await expect(nextButton(page)).toBeDisabled();
  await expect(missing(page)).toContainText('Verteile alle Fähigkeitspunkte (13/9/5).');
  await rate(page, { Okkultismus: 2 });
  await next(page, 'm20-finishing-touches');

  // Finishing touches: a Sphere above Arete is refused with its reason.
  await expect(page.getByText('Jeder Magus sollte mindestens einen Punkt Avatar haben')).toBeVisible();
  await page.getByRole('button', { name: 'Kräfte erhöhen' }).click();
  await page.getByRole('button', { name: 'Kräfte erhöhen' }).click();
  await expect(page.getByRole('alert')).toHaveText('Kräfte kann nicht über Arete (1) steigen. Steigere zuerst Arete.');
  await expect(page.getByTestId('creation-sphere-forces').getByRole('img')).toHaveAccessibleName('1 von 5');
  await page.getByRole('button', { name: 'Arete erhöhen' }).click();
  await page.getByRole('button', { name: 'Leben erhöhen' }).click();
  await page.getByRole('button', { name: 'Leben erhöhen' }).click();
  for (const sphere of ['Geister', 'Kern', 'Materie']) await page.getByRole('button', { name: `${sphere} erhöhen` }).click();
  // Arete cannot drop below Life 2.
  await page.getByRole('button', { name: 'Arete senken' }).click();
  await expect(page.getByRole('alert')).toHaveText('Arete kann nicht unter eine Sphäre sinken. Senke zuerst die Sphäre.');

  await rate(page, { Avatar: 3 });
  await expect(page.getByText('Jeder Magus sollte mindestens einen Punkt Avatar haben')).toBeHidden();
  for (const background of ['Mentor', 'Ressourcen']) {
    await page.getByLabel('Hintergrund hinzufügen').selectOption({ label: background });
    await page.getByRole('button', { name: 'Hinzufügen', exact: true }).click();
    await rate(page, { [background]: 2 });
  }
  await expect(page.getByText('7 von 7 Punkten vergeben')).toBeVisible();

  // Freebies: Arete 2 (4) + Willpower 8 (3) + 4 Quintessence (1) + Wits 3 (5) + Occult 3 (2) = 15.
  await expect(page.getByText('4 von 15 freien Punkten ausgegeben (15 + 0 aus Schwächen)')).toBeVisible();
  await rate(page, { Willenskraft: 8 });
  await page.getByLabel(/^Quintessenz kaufen/).selectOption('1');
  await page.getByText('Attribute mit freien Punkten steigern').click();
  await rate(page, { Geistesschärfe: 3 });
  await page.getByText('Fähigkeiten mit freien Punkten steigern').click();
  await expect(missing(page)).toContainText('Gib alle freien Punkte aus.');
  await rate(page, { Okkultismus: 3 });
  await expect(page.getByText('15 von 15 freien Punkten ausgegeben')).toBeVisible();
  await finishButton(page).click();

  await expect(page).toHaveURL(/\/viewer\/[^/]+\/profile$/);
  await expect(page.getByRole('region', { name: 'Wer' })).toContainText('Verbena');
  const [saved] = await serverCharacters(page);
  expect(saved).toMatchObject({
    name: 'Ilka Rosen',
    gameLine: 'm20',
    concept: 'Kräuterhexe',
    allianceType: 'traditionCouncil',
    organization: 'verbena',
    affinitySphere: 'life',
    essence: 'primordial',
    nature: 'caregiver',
    demeanor: 'rebel',
    arete: 2,
    willpower: 8,
    quintessence: 7,
    paradox: 0,
    health: 7,
    spheres: { forces: 1, life: 2, spirit: 1, prime: 1, matter: 1, mind: 0, time: 0, correspondence: 0, entropy: 0 },
    attributes: { strength: 2, dexterity: 2, stamina: 2, charisma: 3, manipulation: 2, appearance: 3, perception: 5, intelligence: 3, wits: 3 },
    abilities: { talents: { alertness: 3, awareness: 3, empathy: 3, expression: 2, brawl: 2 }, skills: { meditation: 3, survival: 3, crafts: 3 }, knowledges: { medicine: 3, occult: 3 } },
    specialties: { perception: 'Kräuter erkennen' },
    backgrounds: { avatar: 3, mentor: 2, resources: 2 },
  });
  expect((saved as unknown as { focus: { paradigm: string; instruments: string } }).focus).toMatchObject({ paradigm: expect.stringMatching(/Natur ist lebendig/), instruments: 'Kräuter, Blut, Tanz' });
  expect(await page.evaluate(() => sessionStorage.getItem('vitae:creation-draft'))).toBeNull();
});

test('a Hermetic may take the Sphere of the House as affinity, with a hint', async ({ page }) => {
  await registerThroughUi(page);
  await startMageCreation(page, 'Magister Ortolf');
  await page.getByRole('group', { name: 'Fraktion wählen' }).getByRole('button', { name: 'Orden des Hermes' }).click();
  const affinity = page.getByLabel('Affinitätssphäre');
  await expect(affinity).toHaveValue('forces');
  await affinity.selectOption('time');
  await expect(page.getByText('Orden des Hermes nennt Kräfte als Affinität')).toBeVisible();
  await expect(nextButton(page)).toBeEnabled();
  // A Technocrat sees the Technocracy's factions only.
  await page.getByRole('radio', { name: 'Technokratische Union' }).check();
  await expect(page.getByRole('group', { name: 'Fraktion wählen' }).getByRole('button')).toHaveText(['Iteration X', 'Neue Weltordnung', 'Progenitoren', 'Syndikat', 'Leeren-Ingenieure']);
  await expect(missing(page)).toContainText('Wähle eine Fraktion.');
});
