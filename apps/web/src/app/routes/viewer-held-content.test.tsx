import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoredCharacter } from '@vitae/core/api';
import { DialogProvider } from '../../components/ui/dialog-provider.tsx';
import { loadSheet, sheetFor } from '../../features/viewer/lines/index.ts';
import { ContentContext } from '../../lib/content/store.ts';
import { setInstalledKinds } from '../../lib/homebrew/kind-store.ts';
import { answerRequests, openCharacter, testContent } from '../../testing/render.tsx';
import { Component as Viewer, ViewerTab } from './viewer-route.tsx';

const stored = { schemaVersion: 1, creator: 'heulerin', public: true, inviteCode: null, updatedAt: '' } as const;
const heldGift = { ...stored, id: 5, version: 1, name: 'Mondlicht-Pfad', renown: 'wisdom', groups: [{ kind: 'native', groupId: null, minTotalRenown: 1 }], dicePool: 'Geistesschärfe + Weisheit', cost: null, duration: null, summary: '' };

/** The sheet as the app's router shows it: the viewer route with its tab below. */
function openViewer(character: StoredCharacter, tab: string) {
  const router = createMemoryRouter(
    [{ path: '/viewer/:characterId', loader: () => ({ character }), Component: Viewer, children: [{ path: ':tab', Component: ViewerTab }] }],
    { initialEntries: [`/viewer/${character.id}/${tab}`] },
  );
  render(
    <ContentContext.Provider value={testContent()}>
      <DialogProvider>
        <Suspense fallback={<p>loading</p>}>
          <RouterProvider router={router} />
        </Suspense>
      </DialogProvider>
    </ContentContext.Provider>,
  );
  return userEvent.setup();
}

/**
 * A werewolf's gift the player has since uninstalled (issue #49 item 1): the PDF and the sheet's
 * search read the character's kept copy, as the sheet does (the route merges it for every tab).
 * The character names the gift as it was first learned; the copy carries its name and pool.
 */
describe('the PDF and the search of a sheet read the character’s kept homebrew copies', () => {
  afterEach(() => vi.restoreAllMocks());
  const werewolf = () => {
    // No table to sit at; every other request is fine.
    answerRequests((request) => ({ status: 200, body: request.path === '/play/sessions' ? { sessions: [] } : {} }));
    setInstalledKinds({ gifts: [] });
    return openCharacter('w5', (blank) => ({ ...blank, gifts: [{ id: 3026, name: 'Früherer Name' }], homebrewItems: [{ kind: 'gifts', id: 5, version: 1, data: heldGift }] }) as StoredCharacter);
  };

  it('the PDF gets the kept gift with its name and pool', async () => {
    await loadSheet('w5');
    const pdf = vi.fn(async () => new Uint8Array([37, 80, 68, 70]));
    vi.spyOn(sheetFor('w5')!, 'loadPdf').mockResolvedValue(pdf);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test-pdf');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = openViewer(werewolf(), 'pdf');
    await user.click(await screen.findByRole('button', { name: 'PDF herunterladen' }, { timeout: 5000 }));
    await waitFor(() => expect(pdf).toHaveBeenCalled());
    const content = (pdf.mock.calls[0] as unknown as [unknown, { gifts: Array<{ id: number }> }])[1];
    expect(content.gifts.find((gift) => gift.id === 3026)).toMatchObject({ name: 'Mondlicht-Pfad', dicePool: 'Geistesschärfe + Weisheit' });
  });

  it('the search finds the gift by its kept name', async () => {
    await loadSheet('w5');
    const user = openViewer(werewolf(), 'profile');
    await user.click(await screen.findByRole('button', { name: 'Suchen' }, { timeout: 5000 }));
    await user.type(await screen.findByRole('searchbox', { name: /Was suchst du\?/ }), 'Mondlicht');
    const results = screen.getByRole('list', { name: 'Treffer' });
    expect(within(results).getByRole('button', { name: /Mondlicht-Pfad/ })).toBeTruthy();
  });
});
