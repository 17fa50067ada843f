import { coreGameLine, type GameLine } from '@vitae/core';

/**
 * One game line's colours (docs/product-spec.md §3 "Game line theme"): `lines/<line>/theme.json`,
 * read here by the app and by `scripts/maskable-icons.mjs`, so a colour is written once.
 */
export interface LineTheme {
  /** The primary colour, `#rrggbb`. */
  readonly primary: string;
  /** Where the line's colour sits on the maskable icon's ring (0 = first quarter). */
  readonly iconRing: number;
  /** Exact variants (Vampire keeps the original product's); without them they are derived from the primary. */
  readonly variants?: { readonly light: string; readonly veryLight: string; readonly dark: string; readonly veryDark: string };
  /** The glow (shadows, focus rings) as RGB; without it a lighter primary. */
  readonly glow?: readonly [number, number, number];
}

// Found by folder, not listed: a new line's theme is its `lines/<line>/theme.json`.
const found = import.meta.glob<LineTheme>('./*/theme.json', { eager: true, import: 'default' });

/** Every line's theme by line id, as found on disk. */
export const lineThemes: Readonly<Partial<Record<GameLine, LineTheme>>> = Object.fromEntries(
  Object.entries(found).map(([path, theme]) => [path.split('/')[1], theme]),
);

/**
 * One shape of a line's emblem on a 24×24 grid: filled with the text colour, or drawn as a line of
 * `stroke` width. Each line draws its own in `lines/<line>/emblem.ts` (our own geometry, no rulebook art).
 */
export interface LineEmblemShape {
  /** SVG path data. */
  readonly d: string;
  /** Stroke width; without it the path is filled. */
  readonly stroke?: number;
  /** Fill with the even-odd rule (for cut-outs). */
  readonly evenOdd?: boolean;
}

const foundEmblems = import.meta.glob<readonly LineEmblemShape[]>('./*/emblem.ts', { eager: true, import: 'default' });

/** Every line's emblem by line id, as found on disk. */
export const lineEmblems: Readonly<Partial<Record<GameLine, readonly LineEmblemShape[]>>> = Object.fromEntries(
  Object.entries(foundEmblems).map(([path, emblem]) => [path.split('/')[1], emblem]),
);

/** A line's theme; a line without its own file (not yet built, a test's stub) wears the core line's. */
export function themeOf(line: GameLine): LineTheme {
  const theme = lineThemes[line] ?? lineThemes[coreGameLine];
  if (!theme) throw new Error(`no theme for ${line}`);
  return theme;
}
