import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { StoredCharacter } from '@vitae/core/api';
import { characterManager } from '../lib/characters.ts';
import { wantContentLines } from '../lib/content-lines.ts';
import { setUiState } from '../lib/ui-store.ts';
import { toLogin } from './guards.ts';

/**
 * Viewer preload (docs/product-spec.md §4): `not_authed` → /login, any other failure (unknown id, server error)
 * → /, otherwise the character.
 */
export async function viewerLoader({ request, params }: LoaderFunctionArgs): Promise<Response | { character: StoredCharacter }> {
  const id = params.characterId ?? '';
  const preloaded = await characterManager.preload(id);
  if (preloaded === 'not_authed') return toLogin(request);
  const entry = preloaded === true ? characterManager.get(id) : undefined;
  if (!entry) return redirect('/');
  setUiState({ editingCharacterId: id });
  wantContentLines([entry.character.gameLine]);
  return { character: entry.character };
}
