import type { PlaySession } from '@vitae/core/play';
import { onLive } from '../../../lib/live-events.ts';
import { fetchSession, fetchSessions } from '../api/play-api.ts';

/**
 * Where each of my characters sits at a table: the open sessions I joined, read once a minute at
 * most (and at once after a change), so a sheet knows which table its rolls go to.
 */
let tables: Promise<PlaySession[]> | undefined;
let readAt = 0;

async function read(): Promise<PlaySession[]> {
  const list = await fetchSessions();
  if (!list.ok) return [];
  const open = list.data.sessions.filter((session) => session.state === 'open');
  const full = await Promise.all(open.map((session) => fetchSession(session.id)));
  return full.flatMap((result) => (result.ok ? [result.data.session] : []));
}

export function forgetTables(): void {
  tables = undefined;
}

onLive('play-session', forgetTables);
onLive('play-removed', forgetTables);

/** The open session the character is brought to, if any. */
export async function tableOf(characterId: string): Promise<PlaySession | undefined> {
  if (!tables || Date.now() - readAt > 60_000) {
    readAt = Date.now();
    tables = read();
  }
  return (await tables).find((session) => session.characters.some((character) => character.characterId === characterId));
}
