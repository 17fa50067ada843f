import { blankV5Character } from '@vitae/core/v5';
import { seedCharacters, serverCharacters } from '../support/characters.ts';
import { expect, test } from '../support/fixtures.ts';
import { joinByCode, openSession, playLog, say, seat } from '../support/play.ts';

/** A vampire whose Strength 3 + Dexterity 2 make a pool of five. */
function vampire(name: string, hunger: number) {
  const character = blankV5Character({ name, hunger });
  return {
    ...character,
    categories: character.categories.map((category) => ({
      ...category,
      attributes: category.attributes.map((attribute) => ({ ...attribute, value: attribute.key === 'str' ? 3 : attribute.key === 'dex' ? 2 : 1 })),
    })),
  };
}

test('a storyteller and two players: join by code, chat to everyone and privately, a roll from the sheet, live hunger, 3 XP for both, a roll request', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const st = await seat(browser, baseURL!, 'sl');
  const mara = await seat(browser, baseURL!, 'mara');
  const jonas = await seat(browser, baseURL!, 'jonas');
  const [maraId] = await seedCharacters(mara.page, [vampire('Mara', 1)]);
  const [jonasId] = await seedCharacters(jonas.page, [vampire('Jonas', 2)]);

  const { code, url } = await openSession(st.page, 'Chronik der Nacht');
  await joinByCode(mara.page, code, 'Chronik der Nacht', ['Mara']);
  await joinByCode(jonas.page, code, 'Chronik der Nacht', ['Jonas']);

  // Status lines, then chat to everyone.
  await st.page.goto(url);
  await expect(playLog(st.page).getByTestId('play-status')).toContainText([`${mara.alias} ist beigetreten.`, `${jonas.alias} ist beigetreten.`]);
  await say(mara.page, 'Guten Abend, Runde.');
  for (const page of [st.page, jonas.page]) await expect(playLog(page)).toContainText('Guten Abend, Runde.');

  // Private: the storyteller to Mara only; a player to the storyteller only.
  await say(st.page, 'Nur für dich, Mara.', `Privat an ${mara.alias}`);
  await expect(playLog(mara.page)).toContainText('Nur für dich, Mara.');
  await say(jonas.page, 'Psst, Spielleitung.', 'An die Spielleitung');
  await expect(playLog(st.page)).toContainText('Psst, Spielleitung.');
  await say(st.page, 'Weiter geht es.');
  await expect(playLog(jonas.page)).toContainText('Weiter geht es.');
  await expect(playLog(mara.page)).toContainText('Weiter geht es.');
  await expect(playLog(jonas.page)).not.toContainText('Nur für dich, Mara.');
  await expect(playLog(mara.page)).not.toContainText('Psst, Spielleitung.');

  // /help is answered here; a typed check is rolled by the server and reaches everyone.
  await say(mara.page, '/help');
  await expect(mara.page.getByTestId('play-help')).toContainText('/hungercheck');
  await say(mara.page, '/check 4 2');
  for (const page of [st.page, jonas.page]) await expect(playLog(page).getByTestId('play-message-roll').last().getByRole('img', { name: /Würfel: \d+/ })).toHaveCount(4);

  // A roll from Mara's sheet goes to the table: five dice, one of them a hunger die, in everyone's log.
  await mara.page.goto(`/viewer/${maraId}/attributes`);
  await mara.page.getByRole('button', { name: 'Körperkraft', exact: true }).click();
  await mara.page.getByRole('button', { name: 'Geschicklichkeit', exact: true }).click();
  const panel = mara.page.getByRole('region', { name: 'Würfelwurf' });
  await expect(panel.getByTestId('table-roll-note')).toContainText('Würfelt am Tisch „Chronik der Nacht“');
  await panel.getByRole('button', { name: '5 Würfel werfen' }).click();
  await expect(mara.page.getByRole('dialog', { name: 'Ergebnis' })).toBeVisible();
  for (const page of [st.page, jonas.page]) {
    const roll = playLog(page).getByTestId('play-message-roll').last();
    await expect(roll).toContainText('Mara: Körperkraft + Geschicklichkeit');
    await expect(roll.getByRole('img', { name: /^Würfel: \d+$/ })).toHaveCount(4);
    await expect(roll.getByRole('img', { name: /^Hungerwürfel: \d+$/ })).toHaveCount(1);
  }

  // The table: Mara's hunger changes on her sheet and the storyteller's card follows live.
  await st.page.getByRole('button', { name: 'Tisch' }).click();
  const maraCard = st.page.getByTestId('table-card-Mara');
  await expect(maraCard.getByTestId('tracker-hunger')).toContainText('1 von 5');
  await expect(st.page.getByTestId('table-card-Jonas').getByTestId('tracker-hunger')).toContainText('2 von 5');
  await mara.page.goto(`/viewer/${maraId}/profile`);
  await mara.page.getByRole('group', { name: 'Hunger' }).getByRole('button', { name: 'Hunger auf 3 setzen' }).click();
  await expect(maraCard.getByTestId('tracker-hunger')).toContainText('3 von 5', { timeout: 10_000 });

  // 3 XP for both, with a reason; the empty form says what is missing first.
  await st.page.getByRole('button', { name: 'Erfahrung vergeben' }).click();
  const xp = st.page.getByRole('dialog', { name: 'Erfahrung vergeben' });
  await xp.getByRole('button', { name: 'Vergeben' }).click();
  await expect(xp.getByText('Gib eine ganze Zahl von 1 bis 100 ein.')).toBeVisible();
  await expect(xp.getByText('Gib einen Grund an; er steht im Erfahrungsverlauf.')).toBeVisible();
  await xp.getByLabel('Erfahrungspunkte').fill('3');
  await xp.getByLabel('Grund').fill('Sitzung 1');
  await xp.getByRole('button', { name: 'Vergeben' }).click();
  await expect(xp).toHaveCount(0);
  for (const [page, id] of [
    [mara.page, maraId],
    [jonas.page, jonasId],
  ] as const) {
    await expect.poll(async () => (await serverCharacters(page)).find((character) => character.id === id)?.exp).toBe(3);
    const stored = (await serverCharacters(page)).find((character) => character.id === id) as { xpHistory?: Array<{ reason?: string; description?: string }> } | undefined;
    expect(JSON.stringify(stored?.xpHistory)).toContain('Sitzung 1');
  }

  // A roll request: Jonas's sheet prompts it, "Würfeln" rolls through the server, the storyteller sees it.
  await jonas.page.goto(`/viewer/${jonasId}/profile`);
  await st.page.getByRole('button', { name: 'Wurf von Jonas anfordern' }).click();
  const request = st.page.getByRole('dialog', { name: 'Wurf von Jonas anfordern' });
  await request.getByLabel('Was wird gewürfelt?').fill('Geschick + Heimlichkeit');
  await request.getByLabel('oder Würfelzahl').fill('4');
  await request.getByRole('button', { name: 'Anfordern' }).click();
  const prompt = jonas.page.getByTestId('roll-request');
  await expect(prompt).toContainText('Geschick + Heimlichkeit');
  await prompt.getByRole('button', { name: 'Würfeln' }).click();
  // Jonas's hunger 2 makes two of the four dice hunger dice.
  await expect(prompt.getByRole('img', { name: /ürfel: \d+$/ })).toHaveCount(4);
  await expect(prompt.getByRole('img', { name: /^Hungerwürfel: \d+$/ })).toHaveCount(2);
  await st.page.getByRole('button', { name: 'Chat' }).click();
  const answered = playLog(st.page).getByTestId('play-message-roll').last();
  await expect(answered).toContainText('Jonas: Geschick + Heimlichkeit');
  await expect(answered.getByRole('img', { name: /ürfel: \d+$/ })).toHaveCount(4);

  for (const seatAt of [st, mara, jonas]) await seatAt.context.close();
});
