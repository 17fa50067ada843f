import type { GameLine } from '@vitae/core';

/** The primary colour of each game line (docs/product-spec.md §3 "Game line theme"). */
export const gameLinePrimaries: Record<GameLine, string> = {
  v5: '#8c0e2e',
  w5: '#0e2e8c',
  m20: '#6f2dbd',
  h5: '#3b5d2a',
};

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
 * Every theme token of docs/product-spec.md §3 as CSS custom properties for one primary colour. v5's variants
 * are the original product's exact values; the other lines derive theirs the same way.
 */
export function themeTokens(line: GameLine): Record<string, string> {
  const primary = hexToRgb(gameLinePrimaries[line]);
  const variants =
    line === 'v5'
      ? { light: '#be1640', veryLight: '#f3c7cb', dark: '#72152d', veryDark: '#301923' }
      : {
          light: rgbToHex(mix(primary, white, 0.22)),
          veryLight: rgbToHex(mix(primary, white, 0.78)),
          dark: rgbToHex(mix(primary, black, 0.2)),
          veryDark: rgbToHex(mix(mix(primary, black, 0.7), [40, 30, 40], 0.3)),
        };
  const glow = line === 'v5' ? ([245, 34, 45] as Rgb) : mix(primary, white, 0.35);
  return {
    '--primary': gameLinePrimaries[line],
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
    '--button-gradient': `linear-gradient(180deg, ${variants.light} 0%, ${gameLinePrimaries[line]} 100%)`,
    '--button-gradient-hover': `linear-gradient(180deg, ${rgbToHex(mix(hexToRgb(variants.light), white, 0.12))} 0%, ${variants.light} 100%)`,
    '--button-gradient-active': `linear-gradient(180deg, ${gameLinePrimaries[line]} 0%, ${variants.dark} 100%)`,
    // Recolours a one-colour image to the primary exactly (see the SVG filter in index.html).
    '--image-to-primary-filter': 'url(#vitae-to-primary)',
  };
}

export type ColorMode = 'dark' | 'light';

/** Puts a game line's theme on the page; the editor and viewer call it with the character's line. */
export function applyTheme(line: GameLine, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeTokens(line))) root.style.setProperty(name, value);
  root.dataset.line = line;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', gameLinePrimaries[line]);
}

export function applyColorMode(mode: ColorMode, root: HTMLElement = document.documentElement): void {
  root.dataset.mode = mode;
}
