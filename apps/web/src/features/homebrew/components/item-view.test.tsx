import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HomebrewClan } from '@vitae/core/homebrew';
import { renderInApp } from '../../../testing/render.tsx';
import { ItemView } from './item-view.tsx';

const stored = { schemaVersion: 1, version: 1, creator: 'autorin', public: true, inviteCode: null, updatedAt: '2026-12-01T20:00:00.000Z', copiedFrom: null } as const;
const clan = (disciplines: number[]): HomebrewClan => ({ ...stored, id: 7, name: 'Nebelkinder', slogan: 'Schon fort', description: '', curse: '', disciplines, symbol: null, templateClanId: null });

describe('a clan preview says what it brings (issue #49)', () => {
  it('a private discipline the reader cannot see is said, not left out', async () => {
    renderInApp(<ul><ItemView item={clan([4, 3021 + 99])} /></ul>);
    expect((await screen.findByTestId('homebrew-unseen')).textContent).toBe('Dazu gehört 1 private Disziplin der Autorin oder des Autors, die du nicht sehen kannst: Sie kommt bei der Installation nicht mit (nur mit einem Einladungscode).');
  });

  it('a clan of known disciplines says nothing more', async () => {
    renderInApp(<ul><ItemView item={clan([4])} /></ul>);
    expect(await screen.findByText('Nebelkinder')).toBeTruthy();
    expect(screen.queryByTestId('homebrew-unseen')).toBeNull();
  });

  it('a copy from the library keeps the credit to its original', async () => {
    renderInApp(<ul><ItemView item={{ ...clan([4]), copiedFrom: { kind: 'clans', id: 3, name: 'Kinder des Nebels', authorName: 'Erik' } }} /></ul>);
    expect(await screen.findByText('von autorin · Version 1 · Kopie von „Kinder des Nebels“ (Erik)')).toBeTruthy();
  });
});
