import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { kindStore, setInstalledKinds } from '../../../lib/homebrew/kind-store.ts';
import { answerRequests, renderInApp } from '../../../testing/render.tsx';
import { InstalledKindItems } from './installed-kinds.tsx';

const gift = (version: number, cost: string | null = null) => ({ schemaVersion: 1, id: 5, version, creator: 'heulerin', public: true, inviteCode: null, updatedAt: '', name: 'Mondlicht-Pfad', renown: 'wisdom', groups: [], dicePool: null, cost, duration: null, summary: '' });

describe('installed gifts and rites in the Installiert tab (issue #49 item 4)', () => {
  it('lists an installed gift under its line; a newer version of the original is offered and updates in one click', async () => {
    setInstalledKinds({ gifts: [gift(1)] });
    const seen = answerRequests((request) => {
      if (request.path === '/homebrew/installed/updates') return { status: 200, body: { updates: [], hidden: [], kindUpdates: [{ kind: 'gifts', installed: 1, item: gift(3, '2 Willenskraft') }] } };
      if (request.method === 'POST' && request.path === '/homebrew/installed') return { status: 200, body: { clans: [], disciplines: [], cachedDisciplines: [], gifts: [gift(3, '2 Willenskraft')] } };
      return { status: 200, body: {} };
    });
    const { user } = renderInApp(<InstalledKindItems onProblem={() => undefined} />);
    expect(screen.getByRole('region', { name: 'Gaben (Werwolf)' }).textContent).toContain('Mondlicht-Pfad');
    const button = await screen.findByRole('button', { name: /Mondlicht-Pfad.*aktualisieren/i });
    expect(screen.getByTestId('homebrew-kind-update').textContent).toContain('Version 1 → 3');
    await user.click(button);
    await waitFor(() => expect(kindStore().installed.gifts?.map((entry) => entry.version)).toEqual([3]));
    expect(seen.find((request) => request.method === 'POST')?.body).toEqual({ kind: 'gifts', id: 5 });
    await waitFor(() => expect(screen.queryByTestId('homebrew-kind-update')).toBeNull());
  });

  it('an installed copy from the library keeps the credit of its original', () => {
    setInstalledKinds({ gifts: [{ ...gift(1), copiedFrom: { kind: 'gifts', id: 4, name: 'Mondpfad', authorName: 'Silbermond' } }] });
    answerRequests(() => ({ status: 200, body: { updates: [], hidden: [], kindUpdates: [] } }));
    renderInApp(<InstalledKindItems onProblem={() => undefined} />);
    expect(screen.getByRole('region', { name: 'Gaben (Werwolf)' }).textContent).toContain('Kopie von „Mondpfad“ (Silbermond)');
  });
});
