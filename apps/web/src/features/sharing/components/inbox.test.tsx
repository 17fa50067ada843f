import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Offer } from '@vitae/core/api';
import { inEnglish } from '../../../testing/language.ts';
import { answerRequests, renderInApp, type SeenRequest } from '../../../testing/render.tsx';
import { Inbox } from './inbox.tsx';

const offer = (id: string, from: string, name: string, gameLine: Offer['gameLine']): Offer => ({ id, from, name, gameLine, createdAt: '2026-12-01T20:00:00.000Z' });
const fromLea = offer('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'Lea', 'Ada', 'v5');
const fromTom = offer('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'Tom', 'Sturmfell', 'w5');

/** The inbox on the server; accept and decline answer `status` (default fine). */
function server(offers: Offer[], status = { accept: 200, decline: 204 }): SeenRequest[] {
  return answerRequests((request) => {
    if (request.method === 'GET' && request.path === '/share/offers') return { status: 200, body: { offers } };
    if (request.path.endsWith('/accept')) return status.accept === 200 ? { status: 200, body: { id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc', revision: 1 } } : { status: status.accept, body: { code: 'server_error', message: 'down' } };
    if (request.method === 'DELETE') return status.decline === 204 ? { status: 204 } : { status: status.decline, body: { code: 'server_error', message: 'down' } };
    return { status: 404, body: { code: 'not_found', message: 'not found' } };
  });
}

describe('the inbox of characters sent to me', () => {
  it('is not shown while nothing waits', async () => {
    const seen = server([]);
    renderInApp(<Inbox />);
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: /Posteingang/ })).toBeNull();
  });

  it('lists each offer with sender, name and line, and counts them', async () => {
    server([fromLea, fromTom]);
    renderInApp(<Inbox />);
    expect(await screen.findByRole('heading', { name: 'Posteingang (2)' })).toBeTruthy();
    const rows = screen.getAllByRole('listitem').map((row) => row.firstChild?.textContent);
    expect(rows).toEqual(['Lea schickt dir Ada (Vampire: Die Maskerade)', 'Tom schickt dir Sturmfell (Werwolf: Die Apokalypse)']);
  });

  it('"Ablehnen" tells the server and takes the offer off the list', async () => {
    const seen = server([fromLea, fromTom]);
    const { user } = renderInApp(<Inbox />);
    await screen.findByRole('heading', { name: 'Posteingang (2)' });
    const [lea] = screen.getAllByRole('listitem');
    await user.click(within(lea!).getByRole('button', { name: 'Ablehnen' }));
    expect(await screen.findByRole('heading', { name: 'Posteingang (1)' })).toBeTruthy();
    expect(seen.some((request) => request.method === 'DELETE' && request.path === `/share/offers/${fromLea.id}`)).toBe(true);
    expect(screen.queryByText(/Lea schickt dir/)).toBeNull();
  });

  it('a save that fails keeps the offer and says so beside it', async () => {
    server([fromLea], { accept: 503, decline: 204 });
    const { user } = renderInApp(<Inbox />);
    const row = (await screen.findByText(/Lea schickt dir Ada/)).closest('li')!;
    await user.click(within(row).getByRole('button', { name: 'Speichern' }));
    expect(await within(row).findByText('Der Charakter konnte nicht gespeichert werden. Versuche es noch einmal.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Posteingang (1)' })).toBeTruthy();
  });

  it('a declined offer that fails to reach the server stays listed', async () => {
    const seen = server([fromTom], { accept: 200, decline: 503 });
    const { user } = renderInApp(<Inbox />);
    const row = (await screen.findByText(/Tom schickt dir/)).closest('li')!;
    await user.click(within(row).getByRole('button', { name: 'Ablehnen' }));
    await waitFor(() => expect(seen.some((request) => request.method === 'DELETE')).toBe(true));
    // One more turn for the answer to be handled.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByText(/Tom schickt dir Sturmfell/)).toBeTruthy();
  });

  it('in English', async () => {
    await inEnglish();
    server([fromLea]);
    renderInApp(<Inbox />);
    expect(await screen.findByText('Lea sends you Ada (Vampire: The Masquerade)')).toBeTruthy();
  });
});
