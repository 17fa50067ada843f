import { gameLines, type GameLine } from '../character/keys.ts';

/**
 * The parts one language's content is served and kept in (issue #21: content per game line):
 * `core` is `Meta.json` and the files every line reads (the language folder's own files), and each
 * game line has its folder. A browser fetches `core` and the lines its characters use, so a
 * Vampire player never downloads Werewolf's gifts.
 */
export const contentParts = ['core', ...gameLines] as const;
export type ContentPart = (typeof contentParts)[number];

export function isContentPart(value: string): value is ContentPart {
  return (contentParts as readonly string[]).includes(value);
}

const isLineFolder = (folder: string | undefined): folder is GameLine => (gameLines as readonly string[]).includes(folder ?? '');

/** The part a bundle path belongs to: `Meta.json` and `<language>/<file>` are `core`, `<language>/<line>/…` the line's. */
export function contentPartOf(path: string): ContentPart {
  const [, folder, ...rest] = path.split('/');
  return rest.length > 0 && isLineFolder(folder) ? folder : 'core';
}

/** What a line's screens read: the shared part and its own. */
export function partsOfLine(line: GameLine): readonly ContentPart[] {
  return ['core', line];
}
