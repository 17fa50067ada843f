import type { GameLine, LineContent } from '@vitae/core';
import type { StoredCharacter } from '@vitae/core/api';
import { listFor } from '../lines/index.ts';
import type { ListLine, Translate } from '../lines/types.ts';

/**
 * "weiblich • Ärztin • Clan: Tremere • Generation: 12 (Neugeborene) • Leipzig • EXP: 4" (docs/behaviour-notes.md §12.2); each line adds its own part.
 * It reads only the list facts (core's `listFieldsOf`), which a light list entry carries.
 */
export function characterSubtitle(character: StoredCharacter, t: Translate, contentOf?: <L extends GameLine>(line: L) => LineContent<L> | undefined): string {
  // The list entry of the character's own line: the registry cannot tie a union-typed line to its entry (as core's `withLineRules`),
  // and the list needs no more of core's rules than the line's name.
  const line = listFor(character.gameLine) as ListLine<GameLine>;
  const own = line.subtitle(character, t, contentOf?.(character.gameLine));
  const parts = [t(`characters.sex.${character.sex}`), character.concept || undefined, ...own, character.chronicle || undefined, character.exp > 0 ? t('characters.subtitle.exp', { exp: character.exp }) : undefined];
  return parts.filter(Boolean).join(' • ');
}
