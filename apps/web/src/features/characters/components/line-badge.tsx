import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameLine } from '@vitae/core';
import { LineEmblem } from '../../../components/line-emblem.tsx';
import type { CharacterEntry } from '../../../lib/characters/manager.ts';
import { themeTokens } from '../../../lib/theme.ts';
import { avatarInitials } from '../lib/initials.ts';

/**
 * The line's colours as custom properties for one card's badge and crest (set through React's
 * style object, i.e. CSSOM, which the CSP allows): the list wears the app's theme, each card its line.
 */
export function lineColours(line: GameLine): CSSProperties {
  const tokens = themeTokens(line);
  return { '--line-color': tokens['--primary'], '--line-color-light': tokens['--primary-light'], '--line-color-very-light': tokens['--primary-very-light'] } as CSSProperties;
}

/** The game line a card belongs to: its emblem and short name in its colour ("Vampire", "Werwolf", …). */
export function LineBadge({ line }: { line: GameLine }) {
  const { t } = useTranslation();
  return (
    <span className="line-badge" style={lineColours(line)} title={t(`characters.gameLines.${line}`)}>
      <LineEmblem line={line} className="line-badge__emblem" />
      {/* A stub line without a short name falls back to its full title. */}
      <span>{t([`characters.lineShort.${line}`, `characters.gameLines.${line}`])}</span>
    </span>
  );
}

/**
 * The card's picture: the avatar it holds, or a crest with the name's initials in the line's
 * colour. A list entry loads the avatar from its own URL, only when the card comes into view.
 */
export function CharacterCrest({ entry }: { entry: CharacterEntry }) {
  const { character } = entry;
  const source = entry.loaded ? character.avatar || null : entry.avatarUrl;
  if (source) return <img className="character-row__avatar" src={source} alt="" loading="lazy" decoding="async" width={48} height={48} />;
  return (
    <span className="character-row__avatar character-row__crest" style={lineColours(character.gameLine)} aria-hidden="true">
      {avatarInitials(character.name) || '?'}
    </span>
  );
}
