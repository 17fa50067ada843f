import { parseHomebrewClan, parseHomebrewDiscipline, type HomebrewClan, type HomebrewDiscipline, type KnownHomebrew } from '@vitae/core/homebrew';
import type { HomebrewSnapshot } from '@vitae/core/v5';
import { apiRequest } from '../../../../lib/api-client.ts';

/** What the server has of the items a character holds. */
export interface ServerVersions {
  found: KnownHomebrew;
  /** Items the server no longer shows (deleted, or made private by their author). */
  gone: Array<HomebrewClan | HomebrewDiscipline>;
  /** The server could not be asked about at least one item. */
  offline: boolean;
}

/**
 * Asks the server for the current version of every item in the snapshot (public ones and the
 * caller's own are visible; spec §7). Answers are migrated and checked like stored homebrew; one
 * that cannot be read counts as not found.
 */
export async function fetchServerVersions(snapshot: HomebrewSnapshot): Promise<ServerVersions> {
  const result: ServerVersions = { found: { clans: [], disciplines: [] }, gone: [], offline: false };
  const ask = async <T extends HomebrewClan | HomebrewDiscipline>(kind: 'clans' | 'disciplines', held: T, parse: (raw: unknown) => T, into: T[]) => {
    const answer = await apiRequest<unknown>('GET', `/homebrew/${kind}/${held.id}`);
    if (answer.ok) {
      try {
        into.push(parse(answer.data));
        return;
      } catch {
        // Unreadable: treated as not there, the character keeps its version.
      }
    }
    if (answer.ok || answer.status === 404) result.gone.push(held);
    else result.offline = true;
  };
  const clans: HomebrewClan[] = [];
  const disciplines: HomebrewDiscipline[] = [];
  await Promise.all([
    ...snapshot.clans.map((clan) => ask('clans', clan, parseHomebrewClan, clans)),
    ...snapshot.disciplines.map((discipline) => ask('disciplines', discipline, parseHomebrewDiscipline, disciplines)),
  ]);
  result.found = { clans, disciplines };
  return result;
}

/**
 * The one status line under the held homebrew, as a text key (none: say nothing). It never
 * contradicts the lines above it: an item the server no longer shows cannot be checked, so "all up
 * to date" speaks only of the others, or is left out when nothing could be checked (issue #49).
 */
export function homebrewStatusKey(state: { applied: boolean; held: number; updates: number; server: Pick<ServerVersions, 'gone' | 'offline'> | undefined }): 'applied' | 'checking' | 'offline' | 'upToDate' | 'restUpToDate' | undefined {
  if (state.applied) return 'applied';
  if (state.held === 0 || state.updates > 0) return undefined;
  if (!state.server) return 'checking';
  if (state.server.offline) return 'offline';
  const unchecked = state.server.gone.length;
  if (unchecked === 0) return 'upToDate';
  return unchecked < state.held ? 'restUpToDate' : undefined;
}
