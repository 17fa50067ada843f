import { useSyncExternalStore } from 'react';
import type { PlayMessage } from '@vitae/core/play';
import { loadAccount } from '../../../lib/session/account.ts';
import { onLive } from '../../../lib/live-events.ts';
import { fetchLatest } from '../api/play-api.ts';
import { tableOf } from './my-tables.ts';

/** A storyteller's request for a roll, waiting on this account's sheets until rolled or put aside. */
export interface PendingRequest {
  sessionId: string;
  sessionName: string;
  message: PlayMessage;
}

let pending: readonly PendingRequest[] = [];
const listeners = new Set<() => void>();

function set(next: readonly PendingRequest[]): void {
  pending = next;
  listeners.forEach((listener) => listener());
}

export function dismissRequest(id: number): void {
  set(pending.filter((request) => request.message.id !== id));
}

onLive('play-roll-requested', (request) => {
  if (!pending.some((known) => known.message.id === request.message.id)) set([...pending, request]);
});
onLive('play-removed', ({ sessionId }) => set(pending.filter((request) => request.sessionId !== sessionId)));

/**
 * Open requests (asked, not yet rolled) of the table the character sits at, for a sheet opened
 * after the storyteller asked: the live event only reaches tabs that were connected then.
 */
export async function loadOpenRequests(characterId: string): Promise<void> {
  const session = await tableOf(characterId);
  const me = loadAccount()?.id;
  if (!session || !me) return;
  const latest = await fetchLatest(session.id);
  if (!latest.ok) return;
  const answered = new Set(latest.data.messages.flatMap(({ body }) => (body.kind === 'roll' && body.requestId !== null ? [body.requestId] : [])));
  const open = latest.data.messages.filter((message) => message.body.kind === 'rollRequest' && message.to.kind === 'player' && message.to.userId === me && !answered.has(message.id));
  const fresh = open.filter((message) => !pending.some((known) => known.message.id === message.id));
  if (fresh.length > 0) set([...pending, ...fresh.map((message) => ({ sessionId: session.id, sessionName: session.name, message }))]);
}

/** Requests for this character (or for whichever character the player picks). */
export function useRollRequests(characterId: string): readonly PendingRequest[] {
  const all = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending,
  );
  return all.filter(({ message }) => message.body.kind === 'rollRequest' && (message.body.characterId === null || message.body.characterId === characterId));
}
