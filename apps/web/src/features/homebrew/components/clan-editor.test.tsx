import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { HomebrewClan } from '@vitae/core/homebrew';
import { storageKeys } from '../../../lib/storage-keys.ts';
import { answerRequests, renderInApp, testContent, type SeenRequest } from '../../../testing/render.tsx';
import { ClanEditor } from './clan-editor.tsx';

const brujah = testContent().forLine('v5', 'de-DE').clans.find((clan) => clan.name === 'Brujah')!;
const disciplineName = (id: number) => testContent().forLine('v5', 'de-DE').disciplines.find((d) => d.id === id)!.name;

/** The author's clan on the server: texts, Celerity (4) as its only discipline, no symbol. */
const stored = (change: Partial<HomebrewClan> = {}): HomebrewClan => ({
  schemaVersion: 1,
  id: 9,
  version: 2,
  creator: 'Erzaehlerin',
  public: true,
  inviteCode: null,
  updatedAt: '2026-11-22T12:00:00.000Z',
  name: 'Kinder des Nebels',
  slogan: 'Schon fort',
  description: 'Ein Clan aus dem Hafen.',
  curse: 'Sonnenlicht brennt doppelt.',
  disciplines: [4],
  symbol: null,
  templateClanId: null,
  ...change,
});

function server(item: HomebrewClan): SeenRequest[] {
  return answerRequests((request) => {
    if (request.method === 'GET' && request.path === '/homebrew/clans/9') return { status: 200, body: item };
    if (request.method === 'PUT') return { status: 200, body: { ...(request.body as HomebrewClan), version: item.version + 1 } };
    return { status: 200, body: {} };
  });
}

const open = () => renderInApp(<ClanEditor id={9} />, { at: '/homebrew/clan-editor/9' });
const form = () => screen.findByRole('form', { name: 'Clan bearbeiten' });
const disciplines = () => within(screen.getByRole('group', { name: 'Clansdisziplinen' }));

describe('the homebrew clan editor', () => {
  beforeEach(() => localStorage.setItem(storageKeys.account, JSON.stringify({ id: 'account-1', alias: 'Erzaehlerin', email: '' })));

  it('shows the clan’s texts and disciplines, public, with the preview beside', async () => {
    server(stored());
    open();
    expect(await screen.findByRole('heading', { name: 'Clan: Kinder des Nebels' })).toBeTruthy();
    expect(screen.getByText('von Erzaehlerin · Version 2 · Öffentlich')).toBeTruthy();
    expect((within(await form()).getByLabelText('Leitspruch') as HTMLInputElement).value).toBe('Schon fort');
    expect(disciplines().getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual([disciplineName(4)]);
    expect(within(screen.getByRole('complementary', { name: 'Vorschau' })).getAllByText(/Kinder des Nebels/).length).toBeGreaterThan(0);
  });

  it('a discipline is added from the picker (which leaves out those chosen) and removed by its button', async () => {
    server(stored());
    const { user } = open();
    await form();
    const picker = disciplines().getByLabelText('Disziplin wählen');
    const offered = within(picker).getAllByRole('option').map((option) => option.textContent);
    expect(offered[0]).toBe('Bitte wählen …');
    expect(offered).not.toContain(disciplineName(4));
    expect(disciplines().getByRole('button', { name: 'Disziplin hinzufügen' })).toHaveProperty('disabled', true);
    await user.selectOptions(picker, disciplineName(7));
    await user.click(disciplines().getByRole('button', { name: 'Disziplin hinzufügen' }));
    expect(disciplines().getAllByRole('listitem')).toHaveLength(2);
    await user.click(disciplines().getByRole('button', { name: `${disciplineName(4)} entfernen` }));
    expect(disciplines().getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual([disciplineName(7)]);
  });

  it('a template fills slogan, bane and disciplines after asking, because the clan has texts already', async () => {
    server(stored());
    const { user } = open();
    const editor = await form();
    await user.selectOptions(within(editor).getByLabelText('Vorlage (optional)'), 'Brujah');
    const ask = await screen.findByRole('dialog', { name: 'Vorlage übernehmen' });
    expect(within(ask).getByText('Leitspruch, Beschreibung, Fluch und Disziplinen durch die von Brujah ersetzen?')).toBeTruthy();
    await user.click(within(ask).getByRole('button', { name: 'Übernehmen' }));
    await waitFor(() => expect((within(editor).getByLabelText('Clansfluch') as HTMLTextAreaElement).value).toBe(brujah.bane));
    expect(disciplines().getAllByRole('listitem')).toHaveLength(brujah.disciplines.length);
  });

  it('closing the template question keeps the clan as it was', async () => {
    server(stored());
    const { user } = open();
    const editor = await form();
    await user.selectOptions(within(editor).getByLabelText('Vorlage (optional)'), 'Brujah');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Schließen' }));
    expect((within(editor).getByLabelText('Leitspruch') as HTMLInputElement).value).toBe('Schon fort');
  });

  it('a public clan without disciplines cannot be saved; private it can', async () => {
    const seen = server(stored({ disciplines: [] }));
    const { user } = open();
    await form();
    expect(disciplines().getByText('Noch keine Disziplinen gewählt.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByText('Ein Clan braucht mindestens eine Disziplin, um veröffentlicht zu werden.')).toBeTruthy();
    expect(seen.some((request) => request.method === 'PUT')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Privat stellen' }));
    await waitFor(() => expect(screen.getByText('von Erzaehlerin · Version 3 · Privat')).toBeTruthy());
    expect((seen.find((request) => request.method === 'PUT')?.body as HomebrewClan).public).toBe(false);
  });
});
