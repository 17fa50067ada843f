import type { GameLine, LineContent } from '@vitae/core';
import type { StoredCharacter } from '@vitae/core/api';
import { listFor } from '../lines/index.ts';
import type { ListLine, Translate } from '../lines/types.ts';

type ContentOf = <L extends GameLine>(line: L) => LineContent<L> | undefined;

/**
 * A card's facts, each already translated (docs/behaviour-notes.md §12.2): `line` is what the
 * character's line adds ("Clan: Tremere", "Generation: 12 (Neugeborene)"), `general` what every
 * character has ("weiblich", "Ärztin", "Leipzig", "EXP: 4"). It reads only the list facts (core's
 * `listFieldsOf`), which a light list entry carries.
 */
export function characterFacts(character: StoredCharacter, t: Translate, contentOf?: ContentOf): { line: string[]; general: string[] } {
  // The list entry of the character's own line: the registry cannot tie a union-typed line to its entry (as core's `withLineRules`),
  // and the list needs no more of core's rules than the line's name.
  const line = listFor(character.gameLine) as ListLine<GameLine>;
  const own = line.subtitle(character, t, contentOf?.(character.gameLine));
  const general = [t(`characters.sex.${character.sex}`), character.concept || undefined, character.chronicle || undefined, character.exp > 0 ? t('characters.subtitle.exp', { exp: character.exp }) : undefined];
  return { line: own.filter((part): part is string => Boolean(part)), general: general.filter((part): part is string => Boolean(part)) };
}

