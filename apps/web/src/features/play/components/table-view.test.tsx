import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StoredCharacter } from '@vitae/core/api';
import type { PlaySession } from '@vitae/core/play';
import { inEnglish } from '../../../testing/language.ts';
import { mara, playSession, sessionId } from '../../../testing/play.ts';
import { answerRequests, openCharacter, renderInApp } from '../../../testing/render.tsx';
import { TableView, type TrackersOf } from './table-view.tsx';

const trackersOf: TrackersOf = (character) => [{ key: 'exp', label: 'EXP', value: String(character.exp) }];

/** The session with Mara's vampire Ada at the table (loaded in the manager as sharing brings it). */
function withAda(): { session: PlaySession; ada: StoredCharacter } {
  const ada = openCharacter('v5', (blank) => ({ ...blank, name: 'Ada', exp: 12 }) as StoredCharacter);
  const session = playSession({ characters: [{ characterId: ada.id, ownerId: mara.id, ownerAlias: mara.alias, name: 'Ada', gameLine: 'v5' }] });
  return { session, ada };
}

const ok = (body: unknown = { message: {} }) => ({ status: 200, body });

describe('the storyteller’s table', () => {
  it('without characters it names the code to join, and experience cannot be given', () => {
    renderInApp(<TableView session={playSession()} trackersOf={trackersOf} />);
    expect(screen.getByText('Noch kein Charakter am Tisch. Die Spieler treten mit dem Code K7M2QXPA bei.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Erfahrung vergeben' })).toHaveProperty('disabled', true);
  });

  it('each brought character is a card with its player, line and live trackers', () => {
    const { session, ada } = withAda();
    renderInApp(<TableView session={session} trackersOf={trackersOf} />);
    const card = screen.getByTestId('table-card-Ada');
    expect(within(card).getByRole('link', { name: 'Ada' }).getAttribute('href')).toBe(`/viewer/${ada.id}/profile`);
    expect(within(card).getByText('Mara · Vampire: Die Maskerade')).toBeTruthy();
    expect(within(within(card).getByTestId('tracker-exp')).getByText('12')).toBeTruthy();
  });

  it('removing a player asks kick or ban, kick first; the button names the choice', async () => {
    const { session } = withAda();
    const seen = answerRequests(() => ok({ session }));
    const { user } = renderInApp(<TableView session={session} trackersOf={trackersOf} />);
    await user.click(screen.getByRole('button', { name: 'Mara entfernen' }));
    const ask = await screen.findByRole('dialog', { name: 'Mara entfernen?' });
    expect(within(ask).getByText('Die mitgebrachten Charaktere von Mara verlassen den Tisch. Wie soll Mara gehen?')).toBeTruthy();
    expect((within(ask).getByRole('radio', { name: /Hinausnehmen/ }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(ask).getByRole('button', { name: 'Hinausnehmen' }));
    await waitFor(() => expect(seen).toEqual([expect.objectContaining({ method: 'DELETE', path: `/play/sessions/${sessionId}/members/${mara.id}`, query: '?ban=false' })]));
  });

  it('a ban is a deliberate second choice and goes to the server as one', async () => {
    const { session } = withAda();
    const seen = answerRequests(() => ok({ session }));
    const { user } = renderInApp(<TableView session={session} trackersOf={trackersOf} />);
    await user.click(screen.getByRole('button', { name: 'Mara entfernen' }));
    const ask = await screen.findByRole('dialog', { name: 'Mara entfernen?' });
    await user.click(within(ask).getByRole('radio', { name: /Sperren/ }));
    await user.click(within(ask).getByRole('button', { name: 'Sperren' }));
    await waitFor(() => expect(seen).toEqual([expect.objectContaining({ method: 'DELETE', path: `/play/sessions/${sessionId}/members/${mara.id}`, query: '?ban=true' })]));
  });

  it('a refused removal says why in German and keeps the dialog open', async () => {
    const { session } = withAda();
    answerRequests(() => ({ status: 403, body: { code: 'host_only', message: 'only the storyteller of this session can do this' } }));
    const { user } = renderInApp(<TableView session={session} trackersOf={trackersOf} />);
    await user.click(screen.getByRole('button', { name: 'Mara entfernen' }));
    const ask = await screen.findByRole('dialog');
    await user.click(within(ask).getByRole('button', { name: 'Hinausnehmen' }));
    expect((await within(ask).findByRole('alert')).textContent).toBe('Das kann nur die Spielleitung dieser Sitzung.');
  });
});

describe('giving experience', () => {
  async function openXp() {
    const { session, ada } = withAda();
    const seen = answerRequests(() => ok());
    const rendered = renderInApp(<TableView session={session} trackersOf={trackersOf} />);
    await rendered.user.click(screen.getByRole('button', { name: 'Erfahrung vergeben' }));
    return { ...rendered, seen, ada, dialog: await screen.findByRole('dialog', { name: 'Erfahrung vergeben' }) };
  }

  it('every field says what is wrong, and nothing is sent', async () => {
    const { user, dialog, seen } = await openXp();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Alle' }));
    await user.click(within(dialog).getByRole('button', { name: 'Vergeben' }));
    expect(within(dialog).getByText('Wähle mindestens einen Charakter.')).toBeTruthy();
    expect(within(dialog).getByText('Gib eine ganze Zahl von 1 bis 100 ein.')).toBeTruthy();
    expect(within(dialog).getByText('Gib einen Grund an; er steht im Erfahrungsverlauf.')).toBeTruthy();
    expect(seen).toEqual([]);
  });

  it.each(['0', '101', '2.5'])('%s experience points are refused', async (amount) => {
    const { user, dialog } = await openXp();
    await user.type(within(dialog).getByLabelText('Erfahrungspunkte'), amount);
    await user.type(within(dialog).getByLabelText('Grund'), 'Sitzung');
    await user.click(within(dialog).getByRole('button', { name: 'Vergeben' }));
    expect(within(dialog).getByText('Gib eine ganze Zahl von 1 bis 100 ein.')).toBeTruthy();
  });

  it('a valid award goes to the chosen characters with amount and reason, and the dialog closes', async () => {
    const { user, dialog, seen, ada } = await openXp();
    expect(within(dialog).getByRole('checkbox', { name: 'Ada (Mara)' })).toHaveProperty('checked', true);
    await user.type(within(dialog).getByLabelText('Erfahrungspunkte'), '3');
    await user.type(within(dialog).getByLabelText('Grund'), ' Gutes Rollenspiel ');
    await user.click(within(dialog).getByRole('button', { name: 'Vergeben' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen).toEqual([{ method: 'POST', path: `/play/sessions/${sessionId}/xp`, body: { characterIds: [ada.id], amount: 3, reason: 'Gutes Rollenspiel' } }]);
  });
});

describe('asking for a roll', () => {
  async function openRequest(answer = ok()) {
    const { session, ada } = withAda();
    const seen = answerRequests(() => answer);
    const rendered = renderInApp(<TableView session={session} trackersOf={trackersOf} />);
    await rendered.user.click(screen.getByRole('button', { name: 'Wurf von Ada anfordern' }));
    return { ...rendered, seen, ada, dialog: await screen.findByRole('dialog', { name: 'Wurf von Ada anfordern' }) };
  }

  it('the roll needs a name; pool and difficulty must be numbers in range', async () => {
    const { user, dialog, seen } = await openRequest();
    await user.type(within(dialog).getByLabelText('Würfel'), '60');
    await user.type(within(dialog).getByLabelText('Schwierigkeit'), '-1');
    await user.click(within(dialog).getByRole('button', { name: 'Anfordern' }));
    expect(within(dialog).getByText('Nenne den Wurf, z. B. Geschick + Heimlichkeit.')).toBeTruthy();
    expect(within(dialog).getByText('Gib 1 bis 50 Würfel an.')).toBeTruthy();
    expect(within(dialog).getByText('Die Schwierigkeit ist eine Zahl von 0 bis 50.')).toBeTruthy();
    expect(seen).toEqual([]);
  });

  it('a request names the player and character, leaves open what was left empty, and closes', async () => {
    const { user, dialog, seen, ada } = await openRequest();
    await user.type(within(dialog).getByLabelText(/^Was wird gewürfelt\?/), 'Geschick + Heimlichkeit');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Geheim (nur du siehst das Ergebnis)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Anfordern' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen[0]?.body).toEqual({ userId: mara.id, characterId: ada.id, label: 'Geschick + Heimlichkeit', traits: [], pool: null, difficulty: null, special: true, secret: true });
  });

  it('offline, the dialog stays open and says so', async () => {
    const { user, dialog } = await openRequest();
    globalThis.fetch = () => Promise.reject(new TypeError('offline'));
    await user.type(within(dialog).getByLabelText(/^Was wird gewürfelt\?/), 'Stärke');
    await user.click(within(dialog).getByRole('button', { name: 'Anfordern' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Keine Verbindung zum Server – bitte gleich noch einmal versuchen.');
  });

  it('in English', async () => {
    await inEnglish();
    const { session } = withAda();
    const { user } = renderInApp(<TableView session={session} trackersOf={trackersOf} />);
    await user.click(screen.getByRole('button', { name: 'Request a roll from Ada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a roll from Ada' });
    expect(within(dialog).getByRole('button', { name: 'Request' })).toBeTruthy();
  });
});
