import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { StoredCharacter } from '@vitae/core/api';
import { characterManager } from '../lib/characters.ts';
import { linesInUse, wantContentLines } from '../lib/content-lines.ts';
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
  const preloaded = await characterManager.preload(id);
  if (preloaded === 'not_authed') return toLogin(request);
  const entry = preloaded === true ? characterManager.get(id) : undefined;
  if (!entry) return redirect('/');
  setUiState({ editingCharacterId: id });
  wantContentLines([entry.character.gameLine]);
  // The line's sheet code comes in its own chunk (a player loads the lines they play).
  await loadSheet(entry.character.gameLine);
  return { character: entry.character };
}
