import { registerThroughUi } from '../support/account.ts';
import { serverCharacters } from '../support/characters.ts';
import { expect, test } from '../support/fixtures.ts';
import { chooseCreedAndDrive, hunterLine, throughToTouchstones } from '../support/hunter.ts';
import { addTrait, assignAttributes, assignSpecialistSkills, finishButton, next, nextButton, standardAttributes, startCreation } from '../support/wizard.ts';

test('a Faithful hunter with Vengeance as drive is built step by step and lands on the server with every choice', async ({ page }) => {
  await registerThroughUi(page);
  await startCreation(page, { name: 'Schwester Agnes', line: hunterLine, firstStep: 'creed' });
  await expect(page.getByRole('list', { name: 'Schritte der Erschaffung' }).getByRole('listitem')).toHaveText(['Credo', 'Attribute', 'Fertigkeiten', 'Trümpfe', 'Vorzüge und Schwächen', 'Identität']);

  // Creed and drive: nothing goes on without both.
  await expect(nextButton(page)).toBeDisabled();
  await expect(page.getByRole('list', { name: 'Was noch fehlt' })).toContainText('Wähle ein Credo.');
  await page.getByRole('button', { name: 'Tipp zu Credo' }).click();
  await expect(page.getByRole('dialog', { name: 'Credo' })).toContainText('Verzweiflungswürfel');
  await page.keyboard.press('Escape');
  await chooseCreedAndDrive(page, 'Gläubig', 'Rache');
  await expect(page.getByRole('article', { name: 'Credo Gläubig' })).toContainText('jede direkte Konfrontation mit dem Übernatürlichen');
  await expect(page.getByRole('article', { name: 'Antrieb Rache' })).toContainText('Erlösung');
  await next(page, 'attributes');
  await assignAttributes(page, standardAttributes);
  await next(page, 'skills');
  await assignSpecialistSkills(page);
  await next(page, 'edges');

  // Edges: two edges and a perk, or one edge and two perks; supplements only on request.
  await expect(nextButton(page)).toBeDisabled();
  await expect(page.getByText('Trümpfe: 0 · Verstärkungen: 0 · noch 3 zu wählen')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Unnatürliche Veränderungen' })).toHaveCount(0);
  const repel = page.getByTestId('edge-repelTheUnnatural');
  await expect(repel).toContainText('vom Credo empfohlen');
  await repel.getByText('Beschreibung, Regeln und 4 Verstärkungen').click();
  await expect(repel.getByRole('checkbox', { name: /^Schutzkreis/ })).toBeDisabled();
  await expect(repel).toContainText('erst den Trumpf nehmen');
  await page.getByRole('button', { name: 'Übernatürliches zurücktreiben nehmen' }).click();
  await repel.getByRole('checkbox', { name: /^Schutzkreis/ }).check();
  await expect(page.getByRole('list', { name: 'Was noch fehlt' })).toContainText('Nimm zwei Trümpfe und eine Verstärkung oder einen Trumpf und zwei Verstärkungen.');
  await page.getByRole('button', { name: 'Bibliothek nehmen' }).click();
  await expect(page.getByText('Trümpfe: 2 · Verstärkungen: 1 · noch 0 zu wählen')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Arsenal nehmen' })).toBeDisabled();
  await expect(page.getByTestId('edge-library').getByRole('checkbox', { name: /^Wer sie sind/ })).toBeDisabled();
  await page.getByLabel('Ergänzungsbände zeigen (ungeprüft, mit der Spielleitung absprechen)').check();
  await expect(page.getByRole('article', { name: 'Unnatürliche Veränderungen' })).toContainText('ungeprüft');
  // Core edges per the reference are offered without the switch (issue #46 item 18).
  await expect(page.getByRole('article', { name: 'Überläufer' })).not.toContainText('ungeprüft');
  await page.getByLabel('Ergänzungsbände zeigen (ungeprüft, mit der Spielleitung absprechen)').uncheck();
  await next(page, 'traits');

  await expect(page.getByText('Vorzüge und Hintergründe: 0 von 7 Punkten')).toBeVisible();
  await addTrait(page, 'advantage', 'Kontakte', 'Kontakte 3');
  await addTrait(page, 'advantage', 'Mentor', 'Mentor 2');
  await addTrait(page, 'advantage', 'Ressourcen', 'Ressourcen 2');
  await addTrait(page, 'flaw', 'Drogenkonsum', 'Sucht');
  await expect(nextButton(page)).toBeDisabled();
  await addTrait(page, 'flaw', 'Status', 'Verdächtig');
  await next(page, 'identity');

  // Touchstones: at least one, each with a name, said where it is missing.
  await expect(finishButton(page)).toBeDisabled();
  await expect(page.getByText('Nenne mindestens einen Prüfstein.').first()).toBeVisible();
  await page.getByLabel('Wer ist Prüfstein 1 für den Jäger?').fill('ihr Bruder, Pfarrer in Köln');
  await expect(page.getByText('Gib dem Prüfstein einen Namen.').first()).toBeVisible();
  await page.getByLabel('Prüfstein 1', { exact: true }).fill('Markus');
  await page.getByLabel('Ambition').fill('Den Vampir finden, der Lena getötet hat');
  await finishButton(page).click();

  await expect(page).toHaveURL(/\/viewer\/[^/]+\/profile$/);
  const who = page.getByRole('region', { name: 'Wer' });
  await expect(who).toContainText('Gläubig');
  await expect(who).toContainText('Rache');
  await expect(page.getByRole('group', { name: 'Verzweiflung' })).toContainText('(1)');
  await expect(page.getByRole('group', { name: 'Gefahr' })).toContainText('(0)');
  const [saved] = await serverCharacters(page);
  expect(saved).toMatchObject({
    name: 'Schwester Agnes',
    gameLine: 'h5',
    creed: 'faithful',
    drive: 'vengeance',
    concept: 'Pfarrerin mit Schrotflinte',
    health: 6,
    willpower: 5,
    desperation: 1,
    danger: 0,
    despair: false,
    touchstones: [{ name: 'Markus', description: 'ihr Bruder, Pfarrer in Köln' }],
  });
  const edges = (saved as unknown as { edges: Array<{ id: string; perks: Array<{ id: string }> }> }).edges;
  expect(edges.map((edge) => [edge.id, edge.perks.map((perk) => perk.id)])).toEqual([
    ['repelTheUnnatural', ['repelTheUnnatural.ward']],
    ['library', []],
  ]);
  const backgrounds = (saved as unknown as { backgrounds: { packs: Array<{ traits: Array<{ name: string }> }> } }).backgrounds.packs.flatMap((pack) => pack.traits.map((trait) => trait.name));
  expect(backgrounds).toEqual(['Kontakte 3', 'Mentor 2', 'Ressourcen 2']);

  await page.getByRole('link', { name: 'Trümpfe' }).click();
  await expect(page.getByRole('article', { name: 'Übernatürliches zurücktreiben' })).toContainText('Schutzkreis');
  await expect(page.getByRole('article', { name: 'Bibliothek' })).toContainText('Entschlossenheit + Geisteswissenschaft');
});

test('“zurück” keeps the choices; giving an edge back takes its perk with it', async ({ page }) => {
  await registerThroughUi(page);
  await throughToTouchstones(page, 'Ben Kruse');
  await page.getByRole('button', { name: 'Zurück', exact: true }).click();
  await page.getByRole('button', { name: 'Zurück', exact: true }).click();
  await expect(page).toHaveURL(/\/editor\/edges$/);
  await expect(page.getByText('Trümpfe: 2 · Verstärkungen: 1 · noch 0 zu wählen')).toBeVisible();
  await page.getByRole('button', { name: 'Übernatürliches zurücktreiben abgeben' }).click();
  await expect(page.getByText('Trümpfe: 1 · Verstärkungen: 0 · noch 2 zu wählen')).toBeVisible();
  await expect(nextButton(page)).toBeDisabled();
});
