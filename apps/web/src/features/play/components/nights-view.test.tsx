import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PlayMessage, PlayNight } from '@vitae/core/play';
import { jonas, mara, playMessage, playSession, sessionId, storyteller } from '../../../testing/play.ts';
import { answerRequests, renderInApp } from '../../../testing/render.tsx';
import { NightsView } from './nights-view.tsx';

const downloads = vi.hoisted(() => [] as Array<{ name: string; blob: Blob }>);
vi.mock('../../../lib/download.ts', () => ({ downloadBlob: (name: string, blob: Blob) => downloads.push({ name, blob }) }));

const night = (change: Partial<PlayNight> = {}): PlayNight => ({ id: '00000000-0000-4000-8000-0000000000b1', title: 'Erster Abend', date: '2026-12-05', notes: '', startedAt: '2026-12-05T19:00:00.000Z', endedAt: null, messageCount: 2, ...change });

describe('game nights in a session', () => {
  it('the storyteller starts a night with title, date and notes; the running night can be ended', async () => {
    const started = night();
    const seen = answerRequests((request) => {
      if (request.method === 'GET') return { status: 200, body: { nights: [] } };
      if (request.path.endsWith('/end')) return { status: 200, body: { night: { ...started, endedAt: '2026-12-05T23:00:00.000Z' } } };
      return { status: 201, body: { night: started } };
    });
    const { user } = renderInApp(<NightsView session={playSession()} host />);
    expect(await screen.findByText('Noch kein Spielabend.')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Abend beginnen' });
    await user.click(within(form).getByRole('button', { name: 'Abend beginnen' }));
    expect(within(form).getByText('Gib dem Abend einen Titel.')).toBeTruthy();
    await user.type(within(form).getByLabelText('Titel des Abends'), 'Erster Abend');
    await user.clear(within(form).getByLabelText('Datum'));
    await user.type(within(form).getByLabelText('Datum'), '2026-12-05');
    await user.type(within(form).getByLabelText('Notizen'), 'Im Elysium');
    await user.click(within(form).getByRole('button', { name: 'Abend beginnen' }));
    const card = await screen.findByTestId('play-night');
    expect(seen.find((request) => request.method === 'POST')).toMatchObject({ path: `/play/sessions/${sessionId}/nights`, body: { title: 'Erster Abend', date: '2026-12-05', notes: 'Im Elysium' } });
    expect(within(card).getByText('läuft')).toBeTruthy();
    // One night at a time: no start form while one runs.
    expect(screen.queryByRole('form', { name: 'Abend beginnen' })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Abend beenden' }));
    await waitFor(() => expect(within(card).queryByText('läuft')).toBeNull());
    expect(screen.getByRole('form', { name: 'Abend beginnen' })).toBeTruthy();
  });

  it('a player reads a night and saves it as Markdown, but cannot start or end one', async () => {
    answerRequests((request) =>
      request.path.endsWith('/messages') ? { status: 200, body: { messages: [playMessage({ kind: 'text', text: 'Guten Abend' })], cut: false } } : { status: 200, body: { nights: [night({ endedAt: '2026-12-05T23:00:00.000Z', notes: 'Im Elysium' })] } },
    );
    const { user } = renderInApp(<NightsView session={playSession({ role: 'player' })} host={false} />);
    const card = await screen.findByTestId('play-night');
    expect(within(card).getByText('2 Einträge')).toBeTruthy();
    expect(within(card).getByText('Im Elysium')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Abend beginnen' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Abend beenden' })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Verlauf lesen' }));
    expect(within(await within(card).findByRole('list', { name: 'Verlauf' })).getByText('Guten Abend')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Als Markdown speichern' }));
    expect(downloads.at(-1)?.name).toBe('2026-12-05-erster-abend.md');
    expect(downloads.at(-1)?.blob.type).toBe('text/markdown;charset=utf-8');
    expect(await downloads.at(-1)?.blob.text()).toContain('Guten Abend');
  });

  it('a request to several players is one entry with each character’s result beneath, on screen and in the Markdown', async () => {
    const group = '00000000-0000-4000-8000-0000000000f1';
    const [miraId, kajaId] = ['00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-0000000000c2'];
    const asked = (player: { id: string }, characterId: string) =>
      playMessage({ kind: 'rollRequest', label: 'Geschick + Heimlichkeit', characterId, traits: [], pool: 4, special: false, difficulty: 3, secret: false, group }, storyteller, { kind: 'player', userId: player.id });
    const toMira = asked(mara, miraId);
    const toKaja = asked(jonas, kajaId);
    const miraRolled: PlayMessage = playMessage({
      kind: 'roll',
      secret: false,
      label: 'Geschick + Heimlichkeit',
      command: null,
      character: { id: miraId, name: 'Mira' },
      requestId: toMira.id,
      result: { kind: 'check', line: 'v5', normal: [7, 2, 10, 6], special: [], specialName: 'hunger', difficulty: 3, successes: 3, outcome: 'win', notes: [] },
    });
    const session = playSession({ characters: [{ characterId: miraId, ownerId: mara.id, ownerAlias: 'Mara', name: 'Mira', gameLine: 'v5' }, { characterId: kajaId, ownerId: jonas.id, ownerAlias: 'Jonas', name: 'Kaja', gameLine: 'v5' }] });
    answerRequests((request) => (request.path.endsWith('/messages') ? { status: 200, body: { messages: [toMira, toKaja, miraRolled], cut: false } } : { status: 200, body: { nights: [night({ messageCount: 3 })] } }));
    const { user } = renderInApp(<NightsView session={session} host />);
    const card = await screen.findByTestId('play-night');
    await user.click(within(card).getByRole('button', { name: 'Verlauf lesen' }));
    const log = await within(card).findByRole('list', { name: 'Verlauf' });
    // One card, no separate request or roll lines.
    const [request, ...more] = within(log).getAllByTestId('play-request-card');
    expect(more).toHaveLength(0);
    expect(within(log).queryAllByTestId('play-message-roll')).toHaveLength(0);
    expect(within(log).queryAllByTestId('play-message-rollRequest')).toHaveLength(0);
    expect(within(request!).getAllByTestId('play-request-entry').map((row) => row.textContent)).toEqual(['Mira4 Würfel · 3 Erfolge · Erfolg', 'Kajawartet …']);
    await user.click(within(card).getByRole('button', { name: 'Als Markdown speichern' }));
    const markdown = (await downloads.at(-1)?.blob.text()) ?? '';
    expect(markdown).toContain('Wurf angefordert: Geschick + Heimlichkeit (4 Würfel) · Schwierigkeit 3 – 1 von 2 gewürfelt\n  - Mira: 4 Würfel · 3 Erfolge · Erfolg\n  - Kaja: wartet …\n');
    expect(markdown.match(/Wurf angefordert/g)).toHaveLength(1);
  });

  it('a refusal is said in German', async () => {
    answerRequests(() => ({ status: 404, body: { code: 'not_member', message: 'there is no session with this id that you joined' } }));
    renderInApp(<NightsView session={playSession()} host />);
    expect((await screen.findByRole('alert')).textContent).toBe('Du bist nicht (mehr) in dieser Sitzung. Tritt mit dem aktuellen Code wieder bei.');
  });
});
