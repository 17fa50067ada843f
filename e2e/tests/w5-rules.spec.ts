import { registerThroughUi } from '../support/account.ts';
import { seedCharacters } from '../support/characters.ts';
import { expect, test } from '../support/fixtures.ts';
import { addTrait, assignAttributes, assignSpecialistSkills, next, standardAttributes } from '../support/wizard.ts';
import { seededWerewolf, startWerewolf } from '../support/werewolf.ts';

// Werewolf rules of issue #46: "Zurück" keeps what still fits (item 14), Gifts roll their Attribute + Renown pools (item 12).

test('W5 Back-without-wipe: another auspice and tribe keep the attributes and the tribe; what must go is named first', async ({ page }) => {
  test.setTimeout(90_000);
  await registerThroughUi(page);
  await startWerewolf(page, 'Kaja Sturmfell');
  await page.getByRole('group', { name: 'Vorzeichen wählen' }).getByRole('button', { name: 'Ragabash' }).click();
  await next(page, 'tribe');
  await page.getByRole('group', { name: 'Stamm wählen' }).getByRole('button', { name: 'Stille Wanderer' }).click();
  await next(page, 'attributes');
  await assignAttributes(page, standardAttributes);
  await next(page, 'skills');
  await assignSpecialistSkills(page);
  await next(page, 'traits');
  await addTrait(page, 'advantage', 'Kontakte', 'Kontakte 3');
  await addTrait(page, 'advantage', 'Mentor', 'Mentor 2');
  await addTrait(page, 'advantage', 'Aussehen', 'Schön');
  await addTrait(page, 'flaw', 'Substanzmissbrauch', 'Sucht');
  await addTrait(page, 'flaw', 'Bekanntheit', 'Dunkles Geheimnis');
  await next(page, 'renown');
  await page.getByRole('radio', { name: 'Ehre' }).check();
  await next(page, 'gifts');
  await page.getByRole('combobox', { name: 'Naturgabe' }).selectOption({ label: 'Katzenpfoten' });
  await page.getByRole('combobox', { name: 'Gabe des Vorzeichens (Ragabash)' }).selectOption({ label: 'Selige Unwissenheit' });
  await page.getByRole('combobox', { name: 'Gabe des Stammes (Stille Wanderer)' }).selectOption({ label: 'Beute apportieren' });
  await page.getByRole('combobox', { name: 'Ritus' }).selectOption({ label: 'Ritus der Austreibung' });

  // Back to the first step, another auspice: the Ragabash Gift must go, and the wizard says so first.
  await page.getByRole('list', { name: 'Schritte der Erschaffung' }).getByRole('button', { name: 'Vorzeichen' }).click();
  await expect(page).toHaveURL(/\/editor\/auspice$/);
  await page.getByRole('group', { name: 'Vorzeichen wählen' }).getByRole('button', { name: 'Ahroun' }).click();
  const auspiceNotice = page.getByRole('dialog', { name: 'Auswahl ändern?' });
  await expect(auspiceNotice.getByRole('listitem')).toHaveText(['Vorzeichen-Gabe „Selige Unwissenheit“']);
  await auspiceNotice.getByRole('button', { name: 'Trotzdem ändern' }).click();
  await next(page, 'tribe');
  // The auspice change did not clear the tribe.
  await expect(page.getByRole('group', { name: 'Stamm wählen' }).getByRole('button', { name: 'Stille Wanderer' })).toHaveAttribute('aria-pressed', 'true');

  // Another tribe: its Gift and the Renown laid out for Wisdom go, named before it happens.
  await page.getByRole('group', { name: 'Stamm wählen' }).getByRole('button', { name: 'Schwarze Furien' }).click();
  const tribeNotice = page.getByRole('dialog', { name: 'Auswahl ändern?' });
  await expect(tribeNotice.getByRole('listitem')).toHaveText(['deine Verteilung des Ansehens (für den neuen Stamm wird sie neu vorgeschlagen)', 'Stammes-Gabe „Beute apportieren“']);
  await tribeNotice.getByRole('button', { name: 'Trotzdem ändern' }).click();
  await next(page, 'attributes');
  // The nine attributes are still there.
  for (const [label, value] of Object.entries(standardAttributes)) await expect(page.getByLabel(label, { exact: true })).toHaveValue(String(value));
  await next(page, 'skills');
  await expect(page.getByLabel('Handgemenge', { exact: true })).toHaveValue('4');
  await next(page, 'traits');
  await next(page, 'renown');
  await page.getByRole('radio', { name: 'Ehre' }).check();
  await next(page, 'gifts');
  // The native Gift and the rite stay; the auspice and tribe Gifts are to be chosen anew.
  await expect(page.getByRole('combobox', { name: 'Naturgabe' })).toHaveValue('1');
  await expect(page.getByRole('combobox', { name: 'Ritus' })).toHaveValue('1');
  await expect(page.getByRole('list', { name: 'Was noch fehlt' })).toContainText('Wähle eine Gabe deines Vorzeichens.');
});

test('W5 gift roll with Renown: a Gift rolls its Attribute + Renown pool from its card, with Rage dice', async ({ page }) => {
  await registerThroughUi(page);
  // Wits 2 and Wisdom 2, Rage 2; "Beute apportieren" is rolled with Geistesschärfe + Weisheit.
  const [id] = await seedCharacters(page, [seededWerewolf({ rage: 2 })]);
  await page.goto(`/viewer/${id}/gifts`);
  await page.getByTestId('sheet-gift-117').getByRole('button', { name: 'Beute apportieren: mit Geistesschärfe + Weisheit würfeln' }).click();
  const panel = page.getByRole('region', { name: 'Würfelwurf' });
  await expect(panel.getByTestId('roll-summary')).toHaveText('4 Würfel: 2 normale, 2 Zornwürfel');
  await panel.getByRole('button', { name: '4 Würfel werfen' }).click();
  const result = page.getByRole('dialog', { name: 'Ergebnis' });
  // Four dice: two normal ones (buttons, for a Willpower re-roll) and two Rage dice.
  await expect(result.getByRole('button', { name: /^normaler Würfel: \d+$/ })).toHaveCount(2);
  await expect(result.getByRole('img', { name: /^Zornwürfel: \d+$/ })).toHaveCount(2);
});
