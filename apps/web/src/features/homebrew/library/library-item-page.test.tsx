import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setInstalled } from '../../../lib/homebrew/store.ts';
import { answerRequests, renderInApp, type SeenRequest } from '../../../testing/render.tsx';
import type { LibraryItemResponse, LibraryReview } from './library-types.ts';
import { LibrarySection } from './library-section.tsx';

const at = '/main?tab=homebrew&section=library&open=disciplines:4';
const review = (userId: string, name: string, stars: number, text: string, answer: string | null = null): LibraryReview => ({
  userId,
  name,
  stars,
  text,
  updatedAt: '2026-12-02T20:00:00.000Z',
  answer: answer === null ? null : { text: answer, updatedAt: '2026-12-03T20:00:00.000Z' },
});

function detail(change: Partial<LibraryItemResponse> = {}, item: Partial<LibraryItemResponse['item']> = {}): LibraryItemResponse {
  return {
    item: {
      kind: 'disciplines',
      id: 4,
      line: 'v5',
      name: 'Nebelschritt',
      slogan: 'Durch den Dunst',
      author: { id: 'u-autorin', name: 'Autorin' },
      version: 3,
      installs: 12,
      rating: { average: 4, count: 1 },
      updatedAt: '2026-12-01T20:00:00.000Z',
      copiedFrom: null,
      description: 'Wer im Nebel geht, hinterlässt keine Spuren.',
      versions: [
        { version: 1, createdAt: '2026-11-01T20:00:00.000Z' },
        { version: 3, createdAt: '2026-12-01T20:00:00.000Z' },
      ],
      ...item,
    },
    reviews: [review('u-erik', 'Erik', 4, 'Stimmungsvoll.', 'Danke, Erik!')],
    mine: null,
    reportedByMe: false,
    ...change,
  };
}

/** A server whose item answer changes as the test writes to it; every other call answers `ok`. */
function serve(first: LibraryItemResponse, after: (request: SeenRequest) => LibraryItemResponse | undefined = () => undefined) {
  let current = first;
  return answerRequests((request) => {
    if (request.method === 'GET' && request.path === '/homebrew/library/disciplines/4') return { status: 200, body: current };
    if (request.method === 'GET') return { status: 404, body: { code: 'not_found', message: 'none' } };
    current = after(request) ?? current;
    if (request.path.endsWith('/report')) return { status: 200, body: { hidden: false } };
    return { status: 200, body: review('u-me', 'Ich', 5, '') };
  });
}

describe('an item page of the homebrew library (issue #49)', () => {
  it('shows author, installs, versions, description and the reviews with the author’s answer', async () => {
    serve(detail());
    renderInApp(<LibrarySection />, { at, path: '/main' });
    expect(await screen.findByRole('heading', { name: 'Nebelschritt' })).toBeTruthy();
    expect(screen.getByText('Wer im Nebel geht, hinterlässt keine Spuren.')).toBeTruthy();
    expect(screen.getByText('12')).toBeTruthy();
    expect(screen.getByText(/^Version 3 vom/)).toBeTruthy();
    const answer = screen.getByTestId('library-answer');
    expect(answer.textContent).toContain('Antwort von Autorin:');
    expect(answer.textContent).toContain('Danke, Erik!');
  });

  it('copies into the own content and says whose original it credits', async () => {
    const seen = answerRequests((request) =>
      request.method === 'POST' ? { status: 201, body: { id: 9, name: 'Nebelschritt', copiedFrom: { kind: 'disciplines', id: 4, name: 'Nebelschritt', authorName: 'Autorin' } } } : request.path === '/homebrew/library/disciplines/4' ? { status: 200, body: detail() } : { status: 404, body: {} },
    );
    const { user } = renderInApp(<LibrarySection />, { at, path: '/main' });
    await user.click(await screen.findByRole('button', { name: 'In meine Inhalte kopieren' }));
    expect(await screen.findByText('„Nebelschritt“ liegt jetzt privat unter „Meine Inhalte“, mit Verweis auf das Original „Nebelschritt“ von Autorin.')).toBeTruthy();
    expect(seen.find((request) => request.method === 'POST')?.path).toBe('/homebrew/library/disciplines/4/copy');
  });

  it('rates once per account: stars as a radio group and a short text; then the own review is edited, not added again', async () => {
    const seen = serve(detail(), (request) =>
      request.method === 'PUT' ? detail({ mine: review('u-me', 'Ich', 5, 'Großartig'), reviews: [review('u-erik', 'Erik', 4, 'Stimmungsvoll.'), review('u-me', 'Ich', 5, 'Großartig')] }) : undefined,
    );
    const { user } = renderInApp(<LibrarySection />, { at, path: '/main' });
    const group = await screen.findByRole('group', { name: 'Wie viele Sterne?' });
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Bewertung speichern' }));
    expect(screen.getByText('Bitte wähle 1 bis 5 Sterne.')).toBeTruthy();
    await user.click(within(group).getByRole('radio', { name: '5 Sterne' }));
    await user.type(screen.getByRole('textbox', { name: 'Kurze Rezension (freiwillig)' }), 'Großartig');
    await user.click(screen.getByRole('button', { name: 'Bewertung speichern' }));
    await waitFor(() => expect(seen.find((request) => request.method === 'PUT')).toMatchObject({ path: '/homebrew/library/disciplines/4/review', body: { stars: 5, text: 'Großartig' } }));
    const mine = await screen.findByTestId('library-my-review');
    expect(mine.textContent).toContain('Großartig');
    // One review per account: no second form, only editing the one there is.
    expect(screen.queryByRole('button', { name: 'Bewertung speichern' })).toBeNull();
    await user.click(within(mine).getByRole('button', { name: 'Bewertung bearbeiten' }));
    expect((screen.getByRole('radio', { name: '5 Sterne' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Kurze Rezension (freiwillig)' }) as HTMLTextAreaElement).value).toBe('Großartig');
  });

  it('the author cannot rate but answers each review', async () => {
    const seen = serve(detail({}, { reports: [] }), (request) =>
      request.method === 'PUT' ? detail({ reviews: [review('u-erik', 'Erik', 4, 'Stimmungsvoll.', 'Gern geschehen')] }, { reports: [] }) : undefined,
    );
    const { user } = renderInApp(<LibrarySection />, { at, path: '/main' });
    await screen.findByRole('heading', { name: 'Nebelschritt' });
    expect(screen.queryByRole('group', { name: 'Wie viele Sterne?' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Melden' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Antwort bearbeiten' }));
    const field = screen.getByRole('textbox', { name: 'Deine Antwort an Erik' });
    await user.clear(field);
    await user.type(field, 'Gern geschehen');
    await user.click(screen.getByRole('button', { name: 'Antwort senden' }));
    await waitFor(() => expect(seen.find((request) => request.method === 'PUT')).toMatchObject({ path: '/homebrew/library/disciplines/4/reviews/u-erik/answer', body: { text: 'Gern geschehen' } }));
    expect((await screen.findByTestId('library-answer')).textContent).toContain('Gern geschehen');
  });

  it('reports once, with a reason and what happens after enough reports', async () => {
    const seen = serve(detail());
    const { user } = renderInApp(<LibrarySection />, { at, path: '/main' });
    await user.click(await screen.findByRole('button', { name: 'Melden' }));
    expect(screen.getByText(/Nach 3 Meldungen von verschiedenen Konten wird er aus der Bibliothek ausgeblendet/)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Was stimmt nicht?' }), 'Kopiert aus einem Buch');
    await user.click(screen.getByRole('button', { name: 'Meldung senden' }));
    expect(await screen.findByText('Danke, deine Meldung ist angekommen.')).toBeTruthy();
    expect(seen.find((request) => request.method === 'POST')).toMatchObject({ path: '/homebrew/library/disciplines/4/report', body: { reason: 'Kopiert aus einem Buch' } });
    expect(screen.queryByRole('button', { name: 'Melden' })).toBeNull();
  });

  it('an account that reported sees so instead of the button', async () => {
    serve(detail({ reportedByMe: true }));
    renderInApp(<LibrarySection />, { at, path: '/main' });
    expect(await screen.findByText('Du hast diesen Inhalt gemeldet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Melden' })).toBeNull();
  });

  it('the author of a hidden item reads the reports and answering them sends the answer', async () => {
    const seen = serve(detail({}, { hidden: true, reports: [{ reason: 'Falsche Regeln', createdAt: '2026-12-04T20:00:00.000Z' }] }), (request) =>
      request.path.endsWith('/reports/answer') ? detail({}, { hidden: false, reports: [] }) : undefined,
    );
    const { user } = renderInApp(<LibrarySection />, { at, path: '/main' });
    expect(await screen.findByText(/nach Meldungen aus der Bibliothek ausgeblendet/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '1 Meldung zu deinem Inhalt' })).toBeTruthy();
    expect(screen.getByText('Falsche Regeln')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Deine Antwort auf die Meldungen' }), 'Korrigiert.');
    await user.click(screen.getByRole('button', { name: 'Antworten und wieder zeigen' }));
    expect(await screen.findByText(/dein Inhalt ist wieder in der Bibliothek/)).toBeTruthy();
    expect(seen.find((request) => request.method === 'POST')).toMatchObject({ path: '/homebrew/library/disciplines/4/reports/answer', body: { text: 'Korrigiert.' } });
    expect(screen.queryByText('Falsche Regeln')).toBeNull();
  });

  it('installs from its page, and then says it is installed', async () => {
    const copy = { schemaVersion: 1, creator: 'Autorin', public: true, inviteCode: null, updatedAt: '2026-12-01T20:00:00.000Z', copiedFrom: null, id: 4, version: 3, name: 'Nebelschritt', description: '', levels: [], lastAbilityId: 0 } as const;
    const seen = answerRequests((request) =>
      request.method === 'POST'
        ? { status: 200, body: { clans: [], disciplines: [copy], cachedDisciplines: [] } }
        : request.path === '/homebrew/library/disciplines/4'
          ? { status: 200, body: detail() }
          : { status: 404, body: {} },
    );
    const { user } = renderInApp(<LibrarySection />, { at, path: '/main' });
    await user.click(await screen.findByRole('button', { name: 'Nebelschritt installieren' }));
    expect(await screen.findByRole('button', { name: 'Installiert' })).toBeTruthy();
    expect(seen.find((request) => request.method === 'POST')).toMatchObject({ path: '/homebrew/installed', body: { kind: 'disciplines', id: 4 } });
    setInstalled({ clans: [], disciplines: [], cachedDisciplines: [] });
  });
});
