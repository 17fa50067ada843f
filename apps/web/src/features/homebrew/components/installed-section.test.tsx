import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { HomebrewDiscipline } from '@vitae/core/homebrew';
import { setInstalled } from '../../../lib/homebrew/store.ts';
import { emitLive } from '../../../lib/live-events.ts';
import { answerRequests, renderInApp } from '../../../testing/render.tsx';
import { InstalledSection } from './installed-section.tsx';

const stored = { schemaVersion: 1, creator: 'autorin', public: true, inviteCode: null, updatedAt: '2026-12-01T20:00:00.000Z', copiedFrom: null } as const;
const mist = (version: number, description: string): HomebrewDiscipline => ({ ...stored, id: 4, version, name: 'Nebelschritt', description, levels: [], lastAbilityId: 0 });

describe('installed homebrew that has a newer version (issue #49)', () => {
  afterEach(() => setInstalled({ clans: [], disciplines: [], cachedDisciplines: [] }));

  it('shows "Aktualisierung verfügbar" with what changes, and updates in one click', async () => {
    setInstalled({ clans: [], disciplines: [mist(2, 'Alt')], cachedDisciplines: [] });
    const seen = answerRequests((request) =>
      request.method === 'GET'
        ? { status: 200, body: request.path.endsWith('/updates') ? { updates: [{ kind: 'disciplines', installed: 2, item: mist(3, 'Neu') }], hidden: [] } : { clans: [], disciplines: [mist(2, 'Alt')], cachedDisciplines: [] } }
        : { status: 200, body: { clans: [], disciplines: [mist(3, 'Neu')], cachedDisciplines: [] } },
    );
    const { user } = renderInApp(<InstalledSection />);
    const notice = await screen.findByTestId('homebrew-update');
    expect(within(notice).getByText('Aktualisierung verfügbar')).toBeTruthy();
    expect(notice.textContent).toContain('Version 2 → 3');
    expect(notice.textContent).toContain('Beschreibung');
    await user.click(within(notice).getByRole('button', { name: 'Nebelschritt aktualisieren' }));
    expect(await screen.findByText('„Nebelschritt“ ist jetzt auf dem neuesten Stand.')).toBeTruthy();
    expect(seen.find((request) => request.method === 'POST')).toMatchObject({ path: '/homebrew/installed', body: { kind: 'disciplines', id: 4 } });
    await waitFor(() => expect(screen.queryByTestId('homebrew-update')).toBeNull());
  });

  it('an original no longer visible says the copy stays and cannot be checked', async () => {
    setInstalled({ clans: [], disciplines: [mist(2, 'Alt')], cachedDisciplines: [] });
    answerRequests(() => ({ status: 200, body: { updates: [], hidden: [{ kind: 'disciplines', id: 4, name: 'Nebelschritt' }] } }));
    renderInApp(<InstalledSection />);
    expect(await screen.findByText(/nicht mehr für dich sichtbar/)).toBeTruthy();
    expect(screen.queryByTestId('homebrew-update')).toBeNull();
  });

  it('a pushed newer version shows "Aktualisierung verfügbar" while the list is open', async () => {
    setInstalled({ clans: [], disciplines: [mist(2, 'Alt')], cachedDisciplines: [] });
    let pushed = false;
    answerRequests(() => ({ status: 200, body: { updates: pushed ? [{ kind: 'disciplines', installed: 2, item: mist(3, 'Neu') }] : [], hidden: [] } }));
    renderInApp(<InstalledSection />);
    await screen.findByText('Installierte Disziplinen');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('homebrew-update')).toBeNull();
    pushed = true;
    act(() => emitLive('homebrew-updated', { kind: 'disciplines', id: 4, version: 3 }));
    expect(within(await screen.findByTestId('homebrew-update')).getByText('Aktualisierung verfügbar')).toBeTruthy();
  });
});
