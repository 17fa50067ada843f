import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StoredCharacter } from '@vitae/core/api';
import type { PlaySession } from '@vitae/core/play';
import { storageKeys } from '../../../lib/storage-keys.ts';
import { mara, playSession, sessionId } from '../../../testing/play.ts';
import { answerRequests, openCharacter, renderInApp } from '../../../testing/render.tsx';
import { JoinScreen } from './join-screen.tsx';
import { SessionSettings } from './session-settings.tsx';

type Answer = { status: number; body?: unknown };
const sessionAnswer = (change: Partial<PlaySession> = {}): Answer => ({ status: 200, body: { session: playSession(change) } });

function settings(answer: (path: string, body: unknown) => Answer, session = playSession({ joinToken: 'tok-123' })) {
  const seen = answerRequests((request) => answer(request.path, request.body));
  const onChange = vi.fn();
  return { seen, onChange, ...renderInApp(<SessionSettings session={session} onChange={onChange} />) };
}

describe('the session settings', () => {
  it('show the code and the join link', () => {
    settings(() => sessionAnswer());
    expect(screen.getByTestId('play-code').textContent).toBe('K7M2QXPA');
    expect(screen.getByText(/\/play\/join\/tok-123$/)).toBeTruthy();
  });

  it('an empty name is refused at the field without asking the server', async () => {
    const { user, seen } = settings(() => sessionAnswer());
    const name = screen.getByLabelText('Name');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByText('Gib der Sitzung einen Namen.')).toBeTruthy();
    expect(seen).toEqual([]);
  });

  it('saving sends name and webhook, says "Gespeichert." and hands the new session on', async () => {
    const { user, seen, onChange } = settings(() => sessionAnswer({ name: 'Hamburg 1923' }));
    const name = screen.getByLabelText('Name');
    await user.clear(name);
    await user.type(name, ' Hamburg 1923 ');
    await user.type(screen.getByLabelText('Discord-Webhook'), 'https://discord.com/api/webhooks/1/abc');
    await user.click(screen.getByRole('checkbox', { name: 'Auch öffentliche Nachrichten posten' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Gespeichert.')).toBeTruthy();
    expect(seen[0]).toEqual({ method: 'PATCH', path: `/play/sessions/${sessionId}`, body: { name: 'Hamburg 1923', webhookUrl: 'https://discord.com/api/webhooks/1/abc', webhookMessages: true } });
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ name: 'Hamburg 1923' }));
  });

  it('"Ausgaben brauchen Zustimmung" is the storyteller’s switch, saved with the settings', async () => {
    const { user, seen, onChange } = settings(() => sessionAnswer({ spendsNeedApproval: true }));
    const box = screen.getByRole('checkbox', { name: 'Ausgaben brauchen Zustimmung' });
    expect((box as HTMLInputElement).checked).toBe(false);
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Gespeichert.')).toBeTruthy();
    expect(seen[0]).toMatchObject({ method: 'PATCH', body: { spendsNeedApproval: true } });
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ spendsNeedApproval: true }));
  });

  it('a webhook the server refuses is marked at the webhook field', async () => {
    const { user } = settings(() => ({ status: 400, body: { code: 'webhook_host_not_allowed', message: 'webhooks may only go to discord.com' } }));
    await user.type(screen.getByLabelText('Discord-Webhook'), 'https://example.org/hook');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Webhooks dürfen nur an Discord gehen (https://discord.com/api/webhooks/…).')).toBeTruthy();
    expect(screen.getByLabelText('Discord-Webhook').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).not.toBe('true');
  });

  it.each([
    ['Neuen Code erzeugen', `/play/sessions/${sessionId}/code`, playSession()],
    ['Sitzung schließen', `/play/sessions/${sessionId}/close`, playSession()],
    ['Wieder eröffnen', `/play/sessions/${sessionId}/reopen`, playSession({ state: 'closed', closedAt: '2026-12-01T23:00:00.000Z' })],
  ])('"%s" asks the server and hands on its answer', async (button, path, session) => {
    const { user, seen, onChange } = settings(() => sessionAnswer({ code: 'NEWCODE9' }), session);
    await user.click(screen.getByRole('button', { name: button }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ code: 'NEWCODE9' })));
    expect(seen[0]?.path).toBe(path);
  });

  it('offline, an action says so', async () => {
    const { user } = settings(() => sessionAnswer());
    globalThis.fetch = () => Promise.reject(new TypeError('offline'));
    await user.click(screen.getByRole('button', { name: 'Sitzung schließen' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Keine Verbindung zum Server – bitte gleich noch einmal versuchen.');
  });
});

describe('joining a session by link or code', () => {
  it('a code is sent as a code, a link token as a token', async () => {
    const seen = answerRequests(() => sessionAnswer());
    const { unmount } = renderInApp(<JoinScreen invite="K7M2QXPA" />);
    await screen.findByRole('heading', { name: 'Beigetreten: Hamburg bei Nacht' });
    unmount();
    renderInApp(<JoinScreen invite="a-long-link-token-0123456789" />);
    await screen.findByRole('heading', { name: 'Beigetreten: Hamburg bei Nacht' });
    expect(seen.map((request) => request.body)).toEqual([{ code: 'K7M2QXPA' }, { token: 'a-long-link-token-0123456789' }]);
  });

  it.each([
    ['code_invalid', 'Dieser Code ist ungültig. Prüfe ihn auf Tippfehler.'],
    ['rate_limited', 'Zu viele Versuche. Warte eine Minute und versuche es dann noch einmal.'],
    ['play_banned', 'Die Spielleitung hat dich aus dieser Sitzung gesperrt. Nur sie kann die Sperre aufheben.'],
  ])('a refusal (%s) is said in German', async (code, text) => {
    answerRequests(() => ({ status: code === 'rate_limited' ? 429 : 400, body: { code, message: 'refused' } }));
    renderInApp(<JoinScreen invite="K7M2QXPA" />);
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });

  it('a cut-off link (/play/join/undefined) is said in words without asking the server', async () => {
    const seen = answerRequests(() => sessionAnswer());
    renderInApp(<JoinScreen invite="undefined" />);
    expect((await screen.findByRole('alert')).textContent).toBe('Dieser Beitrittslink ist unvollständig oder falsch. Bitte die Spielleitung um einen neuen Link oder gib den Code ein.');
    expect(seen).toEqual([]);
  });

  it('after joining, the player picks characters to bring and goes to the session', async () => {
    localStorage.setItem(storageKeys.account, JSON.stringify({ id: mara.id, alias: mara.alias, email: '' }));
    const ada = openCharacter('v5', (blank) => ({ ...blank, name: 'Ada Brandt' }) as StoredCharacter);
    const seen = answerRequests((request) => (request.path === '/play/join' ? sessionAnswer() : sessionAnswer({ characters: [{ characterId: ada.id, ownerId: mara.id, ownerAlias: mara.alias, name: 'Ada Brandt', gameLine: 'v5' }] })));
    const { user } = renderInApp(<JoinScreen invite="K7M2QXPA" />);
    const bring = (await screen.findByRole('heading', { name: 'Welche Charaktere bringst du mit?' })).closest('section')!;
    await user.click(within(bring).getByRole('checkbox', { name: /^Ada Brandt/ }));
    await user.click(within(bring).getByRole('button', { name: 'Mitbringen und zur Sitzung' }));
    await waitFor(() => expect(screen.getByTestId('route').textContent).toBe(`/play/${sessionId}`));
    expect(seen[1]?.body).toEqual({ characterIds: [ada.id] });
  });
});

describe('members and bans in the settings', () => {
  const banned = () => playSession({ joinToken: 'tok-123', members: [...playSession().members.slice(0, 2), { userId: '00000000-0000-4000-8000-000000000003', alias: 'Jonas', role: 'player', state: 'removed', joinedAt: '2026-12-01T19:05:00.000Z' }] });

  it('lists the players at the table (not the storyteller) and the banned ones apart', () => {
    settings(() => sessionAnswer(), banned());
    const members = screen.getByRole('region', { name: 'Mitglieder' });
    expect(within(members).getByRole('button', { name: 'Mara entfernen' })).toBeTruthy();
    expect(within(members).queryByRole('button', { name: 'Erzaehlerin entfernen' })).toBeNull();
    expect(within(members).getByRole('button', { name: 'Sperre von Jonas aufheben' })).toBeTruthy();
  });

  it('lifting a ban asks the server, says so and hands on the new session', async () => {
    const { user, seen, onChange } = settings(() => sessionAnswer(), banned());
    await user.click(screen.getByRole('button', { name: 'Sperre von Jonas aufheben' }));
    expect((await screen.findByRole('status')).textContent).toBe('Die Sperre von Jonas ist aufgehoben; mit dem Code kann Jonas wieder beitreten.');
    expect(seen).toEqual([expect.objectContaining({ method: 'POST', path: `/play/sessions/${sessionId}/members/00000000-0000-4000-8000-000000000003/unban` })]);
    expect(onChange).toHaveBeenCalled();
  });

  it('a player without characters can be taken out from the list too', async () => {
    const { user, seen } = settings(() => sessionAnswer(), banned());
    await user.click(screen.getByRole('button', { name: 'Mara entfernen' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Mara entfernen?' })).getByRole('button', { name: 'Hinausnehmen' }));
    await waitFor(() => expect(seen).toEqual([expect.objectContaining({ method: 'DELETE', path: `/play/sessions/${sessionId}/members/${mara.id}`, query: '?ban=false' })]));
  });
});

describe('testing the Discord webhook', () => {
  const hooked = () => playSession({ joinToken: 'tok-123', webhook: { url: 'https://discord.com/api/webhooks/1/abc', messages: false } });
  it.each([
    [{ delivered: true, status: 204 }, 'status', 'Discord hat die Testnachricht angenommen.'],
    [{ delivered: false, status: 404 }, 'alert', 'Discord hat die Testnachricht abgelehnt (Status 404). Prüfe die Adresse – der Webhook wurde vielleicht gelöscht.'],
    [{ delivered: false, status: null }, 'alert', 'Discord war nicht erreichbar. Versuche es gleich noch einmal.'],
  ] as const)('%j is said in words', async (answer, role, text) => {
    const { user, seen } = settings(() => ({ status: 200, body: answer }), hooked());
    await user.click(screen.getByRole('button', { name: 'Webhook testen' }));
    expect((await screen.findByTestId('webhook-test')).textContent).toBe(text);
    expect(screen.getByTestId('webhook-test').getAttribute('role')).toBe(role);
    expect(seen).toEqual([expect.objectContaining({ method: 'POST', path: `/play/sessions/${sessionId}/webhook/test` })]);
  });

  it('an edited, unsaved address is not tested: save first', async () => {
    const { user, seen } = settings(() => ({ status: 200, body: { delivered: true, status: 204 } }), hooked());
    await user.type(screen.getByLabelText('Discord-Webhook'), 'x');
    await user.click(screen.getByRole('button', { name: 'Webhook testen' }));
    expect((await screen.findByTestId('webhook-test')).textContent).toBe('Speichere die Adresse zuerst, dann teste sie.');
    expect(seen).toEqual([]);
  });

  it('without a saved webhook there is nothing to test', () => {
    settings(() => sessionAnswer());
    expect(screen.queryByRole('button', { name: 'Webhook testen' })).toBeNull();
  });
});
