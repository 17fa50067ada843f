import { gameLines, type GameLine } from '@vitae/core';
import { themeOf, type LineTheme } from '../theme/lines/index.ts';
import appThemeFile from '../theme/app.json';

/** The primary colour of each game line (docs/product-spec.md §3 "Game line theme"), from its `theme/lines/<line>/theme.json`. */
export const gameLinePrimaries = Object.fromEntries(gameLines.map((line) => [line, themeOf(line).primary])) as Record<GameLine, string>;

type Rgb = [number, number, number];

function hexToRgb(hex: string): Rgb {
  const value = parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function rgbToHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;
}

/** Mixes `color` with `other` by `amount` (0 = color, 1 = other). */
function mix(color: Rgb, other: Rgb, amount: number): Rgb {
  return [0, 1, 2].map((i) => color[i]! + (other[i]! - color[i]!) * amount) as Rgb;
}

const white: Rgb = [255, 255, 255];
const black: Rgb = [0, 0, 0];

function rgba([r, g, b]: Rgb, alpha: number): string {
  return `rgba(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)}, ${alpha})`;
}

/**
 * Every theme token of docs/product-spec.md §3 as CSS custom properties for one primary colour. A line's
 * theme file may name exact variants and glow (Vampire's are the original product's); otherwise they are
 * derived from the primary the same way for every line.
 */
export function themeTokens(line: GameLine): Record<string, string> {
  return tokensOf(themeOf(line));
}

/**
 * The app's own theme, for the screens that belong to no line (the character list, settings, the
 * Lexicon's start): a warm stone grey, so each character's line colour stands out on its card. Its
 * light variant is set a little darker than the derived one (5.2:1 under white): a rolled 10 in the
 * play chat is white on it, and the derived grey gave only 4.4:1.
 */
export const appTheme: LineTheme = appThemeFile;

export function tokensOf(theme: LineTheme): Record<string, string> {
  const primary = hexToRgb(theme.primary);
  const variants = theme.variants ?? {
    light: rgbToHex(mix(primary, white, 0.22)),
    veryLight: rgbToHex(mix(primary, white, 0.78)),
    dark: rgbToHex(mix(primary, black, 0.2)),
    veryDark: rgbToHex(mix(mix(primary, black, 0.7), [40, 30, 40], 0.3)),
  };
  const glow: Rgb = theme.glow ? [...theme.glow] : mix(primary, white, 0.35);
  return {
    '--primary': theme.primary,
    '--primary-light': variants.light,
    '--primary-very-light': variants.veryLight,
    '--primary-dark': variants.dark,
    '--primary-very-dark': variants.veryDark,
    '--box-shadow-color': rgba(glow, 0.3),
    '--box-shadow-color-strong': rgba(glow, 0.6),
    '--text-on-primary': '#ffffff',
    '--card-background-light': '#ffffff',
    '--card-border-light': rgbToHex(mix(primary, white, 0.85)),
    '--card-shadow-light': rgba(primary, 0.12),
    '--card-background-dark': rgbToHex(mix(hexToRgb(variants.veryDark), black, 0.35)),
    '--card-border-dark': rgbToHex(mix(primary, black, 0.45)),
    '--card-shadow-dark': rgba(black, 0.45),
    '--input-shadow': `0 0 0 2px ${rgba(glow, 0.3)}`,
    '--input-shadow-focus': `0 0 0 3px ${rgba(glow, 0.6)}`,
    '--input-border-dark': rgbToHex(mix(primary, black, 0.3)),
    '--button-gradient': `linear-gradient(180deg, ${variants.light} 0%, ${theme.primary} 100%)`,
    '--button-gradient-hover': `linear-gradient(180deg, ${rgbToHex(mix(hexToRgb(variants.light), white, 0.12))} 0%, ${variants.light} 100%)`,
    '--button-gradient-active': `linear-gradient(180deg, ${theme.primary} 0%, ${variants.dark} 100%)`,
    // Recolours a one-colour image to the primary exactly (see the SVG filter in index.html).
    '--image-to-primary-filter': 'url(#vitae-to-primary)',
    // Dots and tracker boxes (components/ui/pip.tsx): outline and mark keep 3:1 against the card and
    // the page in each mode (WCAG 1.4.11; pip-contrast.test.ts); styles.css picks them by mode.
    '--track-line-light': variants.light,
    '--track-mark-light': theme.primary,
    '--track-line-dark': rgbToHex(mix(primary, white, 0.45)),
    '--track-mark-dark': variants.veryLight,
  };
}

export type ColorMode = 'dark' | 'light';

function applyTokens(tokens: Record<string, string>, primary: string, root: HTMLElement): void {
  for (const [name, value] of Object.entries(tokens)) root.style.setProperty(name, value);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', primary);
}

/** Puts a game line's theme on the page; the editor and viewer call it with the character's line. */
export function applyTheme(line: GameLine, root: HTMLElement = document.documentElement): void {
  applyTokens(themeTokens(line), themeOf(line).primary, root);
  root.dataset.line = line;
}

/** Puts the app's own theme on the page (the list and every screen outside a character); a screen that wore a line's theme restores it when it closes. */
export function applyAppTheme(root: HTMLElement = document.documentElement): void {
  applyTokens(tokensOf(appTheme), appTheme.primary, root);
  delete root.dataset.line;
}

export function applyColorMode(mode: ColorMode, root: HTMLElement = document.documentElement): void {
  root.dataset.mode = mode;
}
