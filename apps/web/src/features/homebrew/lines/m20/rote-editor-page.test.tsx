import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { HomebrewRote } from '@vitae/core/m20';
import { storageKeys } from '../../../../lib/storage-keys.ts';
import { answerRequests, renderInApp, type SeenRequest } from '../../../../testing/render.tsx';
import { RoteEditor } from './rote-editor.tsx';

/** The author's rote on the server. */
const stored = (change: Partial<HomebrewRote> = {}): HomebrewRote =>
  ({
    schemaVersion: 1,
    id: 9,
    version: 2,
    creator: 'Magierin',
    public: false,
    inviteCode: null,
    updatedAt: '2026-12-07T12:00:00.000Z',
    name: 'Feuerball',
    spheres: { forces: 3 },
    attribute: 'dexterity',
    ability: 'athletics',
    style: 'vulgar',
    description: 'Ein Ball aus Feuer.',
    ...change,
  }) as HomebrewRote;

/** Answers GET with `item` and PUT with the body at version + 1. */
function server(item: HomebrewRote): SeenRequest[] {
  return answerRequests((request) => {
    if (request.method === 'GET' && request.path === '/homebrew/rotes/9') return { status: 200, body: item };
    if (request.method === 'PUT') return { status: 200, body: { ...(request.body as HomebrewRote), version: (request.body as HomebrewRote).version + 1 } };
    return { status: 200, body: {} };
  });
}

const open = () => renderInApp(<RoteEditor id={9} />, { at: '/homebrew/edit/rotes/9' });

describe('the homebrew rote editor page', () => {
  beforeEach(() => localStorage.setItem(storageKeys.account, JSON.stringify({ id: 'account-1', alias: 'Magierin', email: 'm@example.org' })));

  it('loads the rote, shows it beside its preview, and saves a change as the next version', async () => {
    const seen = server(stored());
    const { user } = open();
    expect(await screen.findByDisplayValue('Feuerball')).toBeTruthy();
    expect(screen.getByText('von Magierin · Version 2 · Privat')).toBeTruthy();
    const preview = screen.getByTestId('rote-preview');
    expect(preview.textContent).toContain('Kräfte 3');
    await user.selectOptions(screen.getByLabelText('Kern'), '2');
    expect(preview.textContent).toContain('Kräfte 3, Kern 2');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(seen.some((request) => request.method === 'PUT')).toBe(true));
    const put = seen.find((request) => request.method === 'PUT');
    expect(put?.path).toBe('/homebrew/rotes/9');
    expect(put?.body).toMatchObject({ spheres: { forces: 3, prime: 2 }, public: false });
  });

  it('publishing a rote without a Sphere is refused with the reason, and nothing is sent', async () => {
    const seen = server(stored({ spheres: {} }));
    const { user } = open();
    await screen.findByDisplayValue('Feuerball');
    await user.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    expect(within(document.querySelector('form')!).getByRole('alert').textContent).toBe('Gib mindestens einer Sphäre einen Rang.');
    expect(seen.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('an ability the content does not know is marked at its field', async () => {
    const seen = server(stored({ ability: 'crystalGazing' }));
    const { user } = open();
    await screen.findByDisplayValue('Feuerball');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(within(document.querySelector('form')!).getByText('Diese Fähigkeit kennt der Inhalt nicht.')).toBeTruthy();
    expect(seen.some((request) => request.method === 'PUT')).toBe(false);
  });
});
