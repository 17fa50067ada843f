import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gameLines, type GameLine } from '@vitae/core';
import { themeTokens } from '../../lib/theme.ts';

/**
 * WCAG 1.4.11: the outline and the marks of dots and tracker boxes keep 3:1 against what they sit
 * on (the card and the page), in both modes, for every line. Reads the real tokens: the mode
 * blocks of styles.css and each line's theme tokens.
 */
// The app's tokens sit in the base part of its styles (app/styles.css imports the parts in order).
const css = readFileSync(new URL('../../app/styles/01-base.css', import.meta.url), 'utf8');
const modeBlocks = {
  dark: /^:root \{([^}]*)\}/m.exec(css)?.[1] ?? '',
  light: /^:root\[data-mode='light'\] \{([^}]*)\}/m.exec(css)?.[1] ?? '',
};
type Mode = keyof typeof modeBlocks;

function declared(mode: Mode, name: string): string | undefined {
  const found = new RegExp(`${name}:\\s*([^;]+);`).exec(modeBlocks[mode]);
  // The light block overrides only what differs; the rest comes from :root.
  return found?.[1]?.trim() ?? (mode === 'light' ? declared('dark', name) : undefined);
}

/** A token's colour in a mode for a line, following `var(--…)` through the CSS and the theme tokens. */
function colour(line: GameLine, mode: Mode, name: string): string {
  const value = declared(mode, name) ?? themeTokens(line)[name];
  if (!value) throw new Error(`${name} is not defined for ${line} in ${mode}`);
  const reference = /^var\((--[\w-]+)\)$/.exec(value);
  return reference ? colour(line, mode, reference[1]!) : value;
}

function luminance(hex: string): number {
  const value = parseInt(hex.slice(1), 16);
  const [r, g, b] = [16, 8, 0].map((shift) => {
    const channel = ((value >> shift) & 255) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const cases = gameLines.flatMap((line) => (['light', 'dark'] as const).map((mode) => [line, mode] as const));

describe('dot and box contrast', () => {
  it('finds both mode blocks and the track tokens in them', () => {
    expect(declared('dark', '--track-mark')).toBe('var(--track-mark-dark)');
    expect(declared('light', '--track-mark')).toBe('var(--track-mark-light)');
  });

  it.each(cases)('%s in %s mode: outline, marks and struck marks ≥ 3:1 against the card and the page', (line, mode) => {
    const surfaces = [colour(line, mode, '--surface'), colour(line, mode, '--background')];
    for (const surface of surfaces) {
      for (const token of ['--track-line', '--track-mark', '--text-muted']) {
        const ratio = contrast(colour(line, mode, token), surface);
        expect(ratio, `${token} on ${surface}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('would catch the old marks: Vampire’s very light red on a white card is 1.5:1', () => {
    expect(contrast(themeTokens('v5')['--primary-very-light']!, '#ffffff')).toBeLessThan(3);
  });
});
