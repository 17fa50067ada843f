import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { GameLine } from '@vitae/core';
import type { StoredCharacter } from '@vitae/core/api';
import { characterManager } from '../lib/characters/characters.ts';
import { linesInUse, wantContentLines } from '../lib/content/lines.ts';
import { loadSheet } from '../features/viewer/lines/index.ts';
import { setUiState } from '../lib/ui-store.ts';
import { toLogin } from './guards.ts';

/**
 * Viewer preload (docs/product-spec.md §4): `not_authed` → /login, any other failure (unknown id, server error)
 * → /, otherwise the character.
 */
export async function viewerLoader({ request, params }: LoaderFunctionArgs): Promise<Response | { character: StoredCharacter }> {
  const id = params.characterId ?? '';
  // The sheet code of the lines this browser's characters use starts beside the character's preload (a start opening a sheet waits for both).
  for (const line of linesInUse()) void loadSheet(line).catch(() => undefined);
  const listing = startViewer(id);
  const listed = await listing;
  if (listed === 'not_authed') return toLogin(request);
  const line = listed === 'ok' ? characterManager.get(id)?.character.gameLine : undefined;
  // A failed chunk load is the route's error once it waits for the sheet below; until then nobody listens.
  if (line) startLine(line).catch(() => undefined);
  const preloaded = listed === 'ok' ? await characterManager.preload(id) : listed;
  if (preloaded === 'not_authed') return toLogin(request);
  const entry = preloaded === true ? characterManager.get(id) : undefined;
  if (!entry) return redirect('/');
  setUiState({ editingCharacterId: id });
  await startLine(entry.character.gameLine);
  return { character: entry.character };
}

/** A line's content and its sheet code (a chunk of its own: a player loads the lines they play); both load once however often asked. */
function startLine(line: GameLine): Promise<void> {
  wantContentLines([line]);
  return loadSheet(line);
}

/**
 * Starts what the viewer's loader waits for (the list, and on a start without kept characters the
 * character beside it) before the route is entered: the character's line starts as soon as the
 * first of the two names it, the list or the character.
 */
export function startViewer(id: string): Promise<'ok' | 'not_authed' | 'error'> {
  const listing = characterManager.load(id);
  characterManager.opening(id).then((character) => character && startLine(character.gameLine)).catch(() => undefined);
  return listing;
}
