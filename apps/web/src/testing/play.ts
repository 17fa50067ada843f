/**
 * Test-only: a VitaePlay session as the server sends it, its messages, and a stand-in for the
 * session hook (`usePlaySession`) that records what the screen sends instead of using a socket.
 */
import type { MessageAck, PlayMessage, PlaySession } from '@vitae/core/play';
import type { PlaySessionState } from '../features/play/hooks/use-play-session.ts';

export const storyteller = { id: '00000000-0000-4000-8000-000000000001', alias: 'Erzaehlerin' };
export const mara = { id: '00000000-0000-4000-8000-000000000002', alias: 'Mara' };
export const jonas = { id: '00000000-0000-4000-8000-000000000003', alias: 'Jonas' };
export const sessionId = '00000000-0000-4000-8000-0000000000aa';

const member = (user: { id: string; alias: string }, role: 'storyteller' | 'player', state: 'joined' | 'left' = 'joined') => ({ userId: user.id, alias: user.alias, role, state, joinedAt: '2026-12-01T19:00:00.000Z' });

/** "Hamburg bei Nacht": the storyteller and two players (Jonas has left), no characters brought. */
export function playSession(change: Partial<PlaySession> = {}): PlaySession {
  return {
    id: sessionId,
    name: 'Hamburg bei Nacht',
    host: storyteller,
    role: 'storyteller',
    state: 'open',
    createdAt: '2026-12-01T19:00:00.000Z',
    closedAt: null,
    memberCount: 2,
    code: 'K7M2QXPA',
    joinToken: null,
    webhook: null,
    spendsNeedApproval: false,
    members: [member(storyteller, 'storyteller'), member(mara, 'player'), member(jonas, 'player', 'left')],
    characters: [],
    lastMessageId: null,
    ...change,
  };
}

let nextMessageId = 1;

/** A message at 20:15 UTC, from `sender` (null: the server) to everyone unless told otherwise. */
export function playMessage(body: PlayMessage['body'], sender: { id: string; alias: string } | null = mara, to: PlayMessage['to'] = { kind: 'everyone' }): PlayMessage {
  return { id: nextMessageId++, sessionId, at: '2026-12-01T20:15:00.000Z', sender, to, body };
}

/**
 * The hook's state for a screen; `send` and `roll` are recorded and answer `reply` (default:
 * accepted; 'no answer' as with a dropped socket).
 */
export function fakePlay(session: PlaySession, messages: PlayMessage[] = [], reply: MessageAck | 'no answer' = { ok: true, message: playMessage({ kind: 'text', text: 'ok' }) }) {
  const answer = reply === 'no answer' ? undefined : reply;
  const sent: Array<{ to: unknown; body: unknown }> = [];
  const rolled: unknown[] = [];
  const play: PlaySessionState = {
    session,
    messages,
    connection: 'online',
    refused: undefined,
    hasOlder: false,
    loadOlder: () => Promise.resolve(),
    send: (to, body) => {
      sent.push({ to, body });
      return Promise.resolve(answer);
    },
    roll: (payload) => {
      rolled.push(payload);
      return Promise.resolve(answer);
    },
    setSession: () => undefined,
  };
  return { play, sent, rolled };
}
