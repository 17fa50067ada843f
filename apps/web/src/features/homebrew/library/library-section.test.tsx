import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerRequests, renderInApp, type SeenRequest } from '../../../testing/render.tsx';
import type { LibrarySummary } from './library-types.ts';
import { LibrarySection } from './library-section.tsx';

const summary = (id: number, name: string, extra: Partial<LibrarySummary> = {}): LibrarySummary => ({
  kind: 'disciplines',
  id,
  line: 'v5',
  name,
  slogan: null,
  author: { id: 'u-autorin', name: 'Autorin' },
  version: 2,
  installs: 1,
  rating: { average: 4.5, count: 2 },
  updatedAt: '2026-12-01T20:00:00.000Z',
  copiedFrom: null,
  ...extra,
});

const listOf = (items: LibrarySummary[]) => ({ status: 200, body: { items, total: items.length, page: 1, pageSize: 20 } });
const params = (request: SeenRequest | undefined) => Object.fromEntries(new URLSearchParams(request?.query ?? ''));
const listRequests = (seen: SeenRequest[]) => seen.filter((request) => request.path === '/homebrew/library');

describe('the homebrew library list (issue #49)', () => {
  it('shows each summary: line and kind, author, rating in German numbers, installs and whose copy it is', async () => {
    answerRequests(() => listOf([summary(4, 'Nebelschritt', { slogan: 'Durch den Dunst', copiedFrom: { kind: 'disciplines', id: 2, name: 'Dunstgang', authorName: 'Erik' } })]));
    renderInApp(<LibrarySection />, { at: '/main?tab=homebrew&section=library', path: '/main' });
    const item = await screen.findByTestId('library-item');
    expect(item.textContent).toContain('Disziplin · Vampire: Die Maskerade');
    expect(item.textContent).toContain('von Autorin');
    expect(item.textContent).toContain('4,5 von 5');
    expect(item.textContent).toContain('2 Bewertungen');
    expect(item.textContent).toContain('1 Installation');
    expect(item.textContent).toContain('Kopie von „Dunstgang“ (Erik)');
    expect(screen.getByRole('img', { name: '4,5 von 5 Sternen' })).toBeTruthy();
  });

  it('sends the search (after typing stops), the line and kind filters and the sort, each from page 1', async () => {
    const seen = answerRequests(() => listOf([summary(4, 'Nebelschritt')]));
    const { user } = renderInApp(<LibrarySection />, { at: '/main?tab=homebrew&section=library', path: '/main' });
    await screen.findByTestId('library-item');
    expect(params(listRequests(seen)[0])).toEqual({ page: '1', pageSize: '20' });

    await user.type(screen.getByRole('searchbox', { name: 'Suchen (Name, Beschreibung, Fähigkeiten)' }), 'Nebel');
    await waitFor(() => expect(params(listRequests(seen).at(-1))).toEqual({ q: 'Nebel', page: '1', pageSize: '20' }));
    // While searching the default order is by relevance; the other orders stay choosable.
    expect(screen.getByRole('option', { name: 'Beste Treffer' })).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Linie' }), 'v5');
    // A line offers only its own kinds.
    expect(within(screen.getByRole('combobox', { name: 'Art' })).getAllByRole('option').map((option) => option.textContent)).toEqual(['Alle Arten', 'Clan', 'Disziplin', 'Merkmalsgruppe', 'Hintergrund']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Art' }), 'disciplines');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sortierung' }), 'Bestbewertet');
    await waitFor(() => expect(params(listRequests(seen).at(-1))).toEqual({ q: 'Nebel', line: 'v5', kind: 'disciplines', sort: 'rating', page: '1', pageSize: '20' }));
    const lines = screen.getByRole('combobox', { name: 'Linie' });
    expect(lines.textContent).toContain('Werwolf: Die Apokalypse');
  });

  it('pages through a long list and opens an item page from its name', async () => {
    const seen = answerRequests((request) =>
      request.path === '/homebrew/library'
        ? { status: 200, body: { items: [summary(4, 'Nebelschritt')], total: 45, page: 1, pageSize: 20 } }
        : { status: 404, body: { code: 'not_found', message: 'nope' } },
    );
    const { user } = renderInApp(<LibrarySection />, { at: '/main?tab=homebrew&section=library', path: '/main' });
    await screen.findByText('Seite 1 von 3');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(params(listRequests(seen).at(-1)).page).toBe('2'));
    await user.click(await screen.findByRole('button', { name: 'Nebelschritt' }));
    await waitFor(() => expect(seen.at(-1)?.path).toBe('/homebrew/library/disciplines/4'));
    expect(await screen.findByRole('button', { name: '← Zurück zur Bibliothek' })).toBeTruthy();
  });
});
