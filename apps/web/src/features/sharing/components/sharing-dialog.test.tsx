import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StoredCharacter } from '@vitae/core/api';
import { characterManager } from '../../../lib/characters/characters.ts';
import { inEnglish } from '../../../testing/language.ts';
import { answerRequests, openCharacter, renderInApp, type SeenRequest } from '../../../testing/render.tsx';
import { SharingDialog } from './sharing-dialog.tsx';

const myShareId = '11111111-1111-4111-8111-111111111111';
const friendShareId = '22222222-2222-4222-8222-222222222222';
const friend = { id: '33333333-3333-4333-8333-333333333333', alias: 'Lea' };

type Answer = { status: number; body?: unknown };
/** The sharing routes of the server; `extra` answers first when it knows the request. */
function server(extra: (request: SeenRequest) => Answer | undefined = () => undefined, own: string | null = myShareId): SeenRequest[] {
  return answerRequests((request) => {
    const special = extra(request);
    if (special) return special;
    if (request.path === '/share/id' && request.method === 'GET') return { status: 200, body: { shareId: own } };
    if (request.path === '/share/id') return { status: 200, body: { message: 'ok' } };
    if (request.path === '/share/Lea/id') return { status: 200, body: { id: friendShareId } };
    if (request.path.startsWith('/share/') && request.path.endsWith('/id')) return { status: 404, body: { code: 'user_not_found', message: 'user not found' } };
    if (request.path === '/share/offers') return { status: 201, body: { id: '44444444-4444-4444-8444-444444444444', recipient: { alias: 'Lea' } } };
    if (request.path.endsWith('/viewers') && request.method === 'GET') return { status: 200, body: { viewers: [] } };
    if (request.path.endsWith('/viewers')) return { status: 200, body: { viewers: [friend], added: friend } };
    if (request.path.includes('/viewers/')) return { status: 200, body: { viewers: [] } };
    return { status: 404, body: { code: 'not_found', message: 'not found' } };
  });
}

function openFor(change: Partial<StoredCharacter> = {}) {
  const character = openCharacter('v5', (blank) => ({ ...blank, name: 'Ada', ...change }) as StoredCharacter);
  return { character, ...renderInApp(<SharingDialog characterId={character.id} open onClose={() => undefined} />) };
}
const section = (name: string) => screen.getByRole('heading', { name }).closest('section')!;

describe('the sharing dialog', () => {
  it('without a character it shows only the own share id, ready to copy', async () => {
    server();
    renderInApp(<SharingDialog open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Teilen' });
    expect(((await within(dialog).findByLabelText('Teilen-ID')) as HTMLInputElement).value).toBe(myShareId);
    expect(within(dialog).queryByRole('heading', { name: 'Schicken' })).toBeNull();
  });

  it('a first opening registers a new share id', async () => {
    const seen = server(undefined, null);
    renderInApp(<SharingDialog open onClose={() => undefined} />);
    const field = (await screen.findByLabelText('Teilen-ID')) as HTMLInputElement;
    const registered = seen.find((request) => request.method === 'POST' && request.path === '/share/id');
    expect(registered?.body).toEqual({ shareId: field.value });
    expect(field.value).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('closing sharing says what it means and offers to open it again', async () => {
    const seen = server();
    const { user } = renderInApp(<SharingDialog open onClose={() => undefined} />);
    await screen.findByLabelText('Teilen-ID');
    await user.click(screen.getByRole('button', { name: 'Teilen schließen' }));
    expect(await screen.findByText(/^Teilen ist geschlossen: Niemand kann dir gerade Charaktere schicken/)).toBeTruthy();
    expect(seen.some((request) => request.method === 'DELETE' && request.path === '/share/id')).toBe(true);
    expect(screen.getByRole('button', { name: 'Teilen öffnen' })).toBeTruthy();
  });

  it('when the server cannot be reached, it says so instead of a share id', async () => {
    answerRequests(() => ({ status: 503, body: { code: 'server_error', message: 'down' } }));
    renderInApp(<SharingDialog open onClose={() => undefined} />);
    expect(await screen.findByText('Auf dem Server ist etwas schiefgegangen. Bitte versuche es gleich noch einmal.')).toBeTruthy();
    expect(screen.queryByLabelText('Teilen-ID')).toBeNull();
  });

  it('for a character: titled after it, with sending a copy and the viewers', async () => {
    server();
    openFor();
    expect(await screen.findByRole('dialog', { name: 'Ada teilen' })).toBeTruthy();
    expect(within(section('Schicken')).getByText('Schickt eine Kopie von Ada. Der Empfänger kann sie speichern; dein Charakter bleibt bei dir.')).toBeTruthy();
    expect(within(section('Zuschauer')).getByText('Noch niemand.')).toBeTruthy();
  });

  it('sending with an empty recipient is refused at the field', async () => {
    const seen = server();
    const { user } = openFor();
    await user.click(within(section('Schicken')).getByRole('button', { name: 'Schicken' }));
    expect(within(section('Schicken')).getByText('Bitte gib eine Teilen-ID oder einen Alias ein.')).toBeTruthy();
    expect(seen.some((request) => request.path === '/share/offers')).toBe(false);
  });

  it('sending to an alias looks up its share id, sends, and says so', async () => {
    const seen = server();
    const { user, character } = openFor();
    const send = section('Schicken');
    await user.type(within(send).getByLabelText('Empfänger'), 'Lea');
    await user.click(within(send).getByRole('button', { name: 'Schicken' }));
    expect(await within(send).findByText('Ada wurde an Lea geschickt.')).toBeTruthy();
    expect(seen.find((request) => request.path === '/share/offers')?.body).toEqual({ to: friendShareId, characterId: character.id });
    expect((within(send).getByLabelText('Empfänger') as HTMLInputElement).value).toBe('');
  });

  it.each([
    ['an unknown alias', (r: SeenRequest) => (r.path === '/share/offers' ? { status: 404, body: { code: 'user_not_found', message: 'user not found' } } : undefined), 'Benutzer nicht gefunden'],
    ['one’s own share id', (r: SeenRequest) => (r.path === '/share/offers' ? { status: 400, body: { code: 'invalid_request', message: 'that is your own share id' } } : undefined), 'Das bist du selbst.'],
  ])('sending to %s is refused at the field', async (_, answer, message) => {
    server(answer);
    const { user } = openFor();
    const send = section('Schicken');
    await user.type(within(send).getByLabelText('Empfänger'), 'Niemand');
    await user.click(within(send).getByRole('button', { name: 'Schicken' }));
    expect(await within(send).findByText(message)).toBeTruthy();
    expect(within(send).getByLabelText('Empfänger').getAttribute('aria-invalid')).toBe('true');
  });

  it('adding a viewer lists them, and "Entfernen" takes them off again', async () => {
    const seen = server();
    const { user, character } = openFor();
    const viewers = section('Zuschauer');
    await user.type(within(viewers).getByLabelText('Zuschauer hinzufügen'), friendShareId);
    await user.click(within(viewers).getByRole('button', { name: 'Hinzufügen' }));
    // The person by name, never the share id typed.
    expect(await within(viewers).findByText('Lea sieht jetzt zu.')).toBeTruthy();
    expect(within(viewers).queryByText(new RegExp(friendShareId))).toBeNull();
    expect(within(within(viewers).getByRole('list', { name: 'Zuschauer' })).getByText('Lea')).toBeTruthy();
    expect(characterManager.get(character.id)?.character.viewers).toEqual([friend]);
    await user.click(within(viewers).getByRole('button', { name: 'Lea als Zuschauer entfernen' }));
    await waitFor(() => expect(within(viewers).getByText('Noch niemand.')).toBeTruthy());
    // Removed again: "Lea sieht jetzt zu" would now be wrong, so it goes.
    expect(within(viewers).queryByText('Lea sieht jetzt zu.')).toBeNull();
    expect(seen.some((request) => request.method === 'DELETE' && request.path === `/characters/${character.id}/viewers/${friend.id}`)).toBe(true);
  });

  it('in English', async () => {
    await inEnglish();
    server();
    openFor();
    expect(await screen.findByRole('dialog', { name: 'Share Ada' })).toBeTruthy();
  });
});
