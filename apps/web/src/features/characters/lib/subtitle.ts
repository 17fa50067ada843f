import { withLineRules, type GameLine, type LineContent } from '@vitae/core';
import type { StoredCharacter } from '@vitae/core/api';
import { listFor } from '../lines/index.ts';
import type { Translate } from '../lines/types.ts';

/** "weiblich • Ärztin • Clan: Tremere • Generation: 12 (Neugeborene) • Leipzig • EXP: 4" (docs/behaviour-notes.md §12.2); each line adds its own part. */
export function characterSubtitle(character: StoredCharacter, t: Translate, contentOf?: <L extends GameLine>(line: L) => LineContent<L>): string {
  const own = withLineRules(character, (rules, line) => listFor(rules.id).subtitle(line, t, contentOf?.(rules.id)));
  const parts = [t(`characters.sex.${character.sex}`), character.concept || undefined, ...own, character.chronicle || undefined, character.exp > 0 ? t('characters.subtitle.exp', { exp: character.exp }) : undefined];
  return parts.filter(Boolean).join(' • ');
}
