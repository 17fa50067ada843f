import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { HomebrewTraitPack } from '@vitae/core/fifth-edition';
import { werewolfMeritKind } from '@vitae/core/w5';
import { storageKeys } from '../../../lib/storage-keys.ts';
import { answerRequests, renderInApp, type SeenRequest } from '../../../testing/render.tsx';
import { TraitPackEditor } from './trait-pack-editor.tsx';

const stored = (change: Partial<HomebrewTraitPack> = {}): HomebrewTraitPack => ({
  schemaVersion: 1,
  id: 7,
  version: 1,
  creator: 'Erzählerin',
  public: false,
  inviteCode: null,
  updatedAt: '2026-12-07T12:00:00.000Z',
  name: 'Rudelbande',
  description: 'Was ein Rudel zusammenhält.',
  isCombinable: true,
  advantages: [],
  disadvantages: [],
  ...change,
});

function server(item: HomebrewTraitPack): SeenRequest[] {
  return answerRequests((request) => {
    if (request.method === 'GET' && request.path === `/homebrew/${werewolfMeritKind.kind}/7`) return { status: 200, body: item };
    if (request.method === 'PUT') return { status: 200, body: { ...(request.body as HomebrewTraitPack), version: (request.body as HomebrewTraitPack).version + 1 } };
    return { status: 200, body: {} };
  });
}

const open = () => renderInApp(<TraitPackEditor id={7} kind={werewolfMeritKind.kind} type="merits" />, { at: `/homebrew/edit/${werewolfMeritKind.kind}/7` });

describe('the homebrew merit pack editor (5th-edition lines)', () => {
  beforeEach(() => localStorage.setItem(storageKeys.account, JSON.stringify({ id: 'account-1', alias: 'Erzählerin', email: 'e@example.org' })));

  it('adds a merit and a flaw with their dots; the preview lists them and the save sends them', async () => {
    const seen = server(stored());
    const { user } = open();
    expect(await screen.findByDisplayValue('Rudelbande')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Merkmalsgruppe');

    const merits = screen.getByRole('group', { name: 'Vorzüge' });
    await user.click(within(merits).getByRole('button', { name: 'Vorzüge: Eintrag hinzufügen' }));
    await user.type(within(merits).getByLabelText('Name des Eintrags'), 'Treue');
    await user.selectOptions(within(merits).getByLabelText('Punkte'), '3 Punkte');
    const flaws = screen.getByRole('group', { name: 'Schwächen' });
    await user.click(within(flaws).getByRole('button', { name: 'Schwächen: Eintrag hinzufügen' }));
    await user.type(within(flaws).getByLabelText('Name des Eintrags'), 'Einzelgänger');
    await user.click(within(flaws).getByLabelText('Mehrfach wählbar'));

    const preview = screen.getByTestId('trait-pack-preview');
    expect(preview.textContent).toContain('Treue ●●●');
    expect(preview.textContent).toContain('Einzelgänger ●');

    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(seen.some((request) => request.method === 'PUT')).toBe(true));
    const put = seen.find((request) => request.method === 'PUT');
    expect(put?.path).toBe(`/homebrew/${werewolfMeritKind.kind}/7`);
    expect(put?.body).toMatchObject({ advantages: [{ name: 'Treue', level: 3, isRepeatable: false }], disadvantages: [{ name: 'Einzelgänger', level: 1, isRepeatable: true }] });
  });

  it('an entry without a name is shown at its field and nothing is sent', async () => {
    const seen = server(stored());
    const { user } = open();
    await screen.findByDisplayValue('Rudelbande');
    await user.click(screen.getByRole('button', { name: 'Vorzüge: Eintrag hinzufügen' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Bitte ausfüllen.', { exact: false })).toBeTruthy();
    expect(seen.some((request) => request.method === 'PUT')).toBe(false);
  });
});
