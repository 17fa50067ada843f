import { homebrewBookId } from '../../../content/book-ids.ts';
import { maxDisciplineLevel } from '../content/disciplines.ts';

/**
 * Size limits of homebrew content. They keep one clan or discipline small enough to list 100 of
 * them in one answer and to keep a few hundred in the browser's local storage.
 */
export const homebrewLimits = {
  /** Names of clans, disciplines and abilities (one line). */
  name: 60,
  /** A clan's tag line (one line). */
  slogan: 120,
  /** Dice pool, cost and duration of an ability (one line each). */
  fact: 200,
  /** What an ability does. */
  summary: 1_500,
  /** Descriptions of clans and disciplines, and a clan's curse (bane). */
  description: 4_000,
  levels: maxDisciplineLevel,
  abilitiesPerLevel: 12,
  /** In-clan disciplines; Caitiff-like clans list all eleven core ones. */
  clanDisciplines: 11,
  /** Characters of the clan symbol as a `data:` URL (about 29 KB of image). */
  symbolChars: 40_000,
  /** Search text of the browse lists. */
  search: 100,
  /** Installed clans, and installed disciplines, per account. */
  installed: 200,
} as const;

/** Largest homebrew id; with the 3021 offset it still fits a 32-bit integer. */
export const maxHomebrewId = 2_000_000_000;

/** Content id of a homebrew clan or discipline once merged into the game content (spec §3, §9). */
export function homebrewContentId(id: number): number {
  return id + homebrewBookId;
}

/**
 * The homebrew id behind a content id (clan discipline lists and combos name disciplines in
 * content ids), or `undefined` for core content.
 */
export function homebrewIdOf(contentId: number): number | undefined {
  return contentId > homebrewBookId ? contentId - homebrewBookId : undefined;
}
