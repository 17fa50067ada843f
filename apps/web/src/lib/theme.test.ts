import { describe, expect, it } from 'vitest';
import { coreGameLine, gameLines, type GameLine } from '@vitae/core';
import { lineThemes, themeOf } from '../theme/lines/index.ts';
import { appTheme, gameLinePrimaries, themeTokens, tokensOf } from './theme.ts';

const specTokens = [
  '--primary', '--primary-light', '--primary-very-light', '--primary-dark', '--primary-very-dark',
  '--box-shadow-color', '--box-shadow-color-strong', '--text-on-primary',
  '--card-background-light', '--card-border-light', '--card-shadow-light',
  '--card-background-dark', '--card-border-dark', '--card-shadow-dark',
  '--input-shadow', '--input-shadow-focus', '--input-border-dark',
  '--button-gradient', '--button-gradient-hover', '--button-gradient-active', '--image-to-primary-filter',
];

/** Beyond the spec: the outline and mark of dots and tracker boxes per mode (issue #45, components/ui/pip.tsx). */
const trackTokens = ['--track-line-light', '--track-mark-light', '--track-line-dark', '--track-mark-dark'];

describe('game line themes', () => {
  it.each([
    ['v5', '#8c0e2e'],
    ['w5', '#0e2e8c'],
    ['m20', '#6f2dbd'],
    ['h5', '#3b5d2a'],
  ] as const)('%s has primary %s', (line, primary) => {
    expect(gameLinePrimaries[line]).toBe(primary);
    expect(themeTokens(line)['--primary']).toBe(primary);
  });

  it.each(gameLines)('%s has its own theme file', (line) => {
    expect(lineThemes[line]?.primary).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('gives every line its own place on the icon ring', () => {
    expect(gameLines.map((line) => lineThemes[line]?.iconRing).sort()).toEqual(gameLines.map((_, index) => index));
  });

  it('dresses a line without a theme file in the core line\'s theme', () => {
    const stub = 'x5' as GameLine;
    expect(themeOf(stub)).toBe(themeOf(coreGameLine));
    expect(themeTokens(stub)).toEqual(themeTokens(coreGameLine));
  });

  it.each(gameLines)('%s defines every token of the spec', (line) => {
    expect(Object.keys(themeTokens(line)).sort()).toEqual([...specTokens, ...trackTokens].sort());
  });

  it('keeps the original v5 variants', () => {
    expect(themeTokens('v5')).toMatchObject({
      '--primary-light': '#be1640',
      '--primary-very-light': '#f3c7cb',
      '--primary-dark': '#72152d',
      '--primary-very-dark': '#301923',
      '--box-shadow-color': 'rgba(245, 34, 45, 0.3)',
      '--box-shadow-color-strong': 'rgba(245, 34, 45, 0.6)',
    });
  });

  it.each(['w5', 'm20', 'h5'] as const)('%s variants run from light to dark', (line) => {
    const luminance = (hex: string) => {
      const v = parseInt(hex.slice(1), 16);
      return 0.2126 * ((v >> 16) & 255) + 0.7152 * ((v >> 8) & 255) + 0.0722 * (v & 255);
    };
    const t = themeTokens(line);
    const order = ['--primary-very-light', '--primary-light', '--primary', '--primary-dark', '--primary-very-dark'].map((k) => luminance(t[k]!));
    expect([...order].sort((a, b) => b - a)).toEqual(order);
  });
});

describe('the app theme (the list, settings, VitaePlay)', () => {
  const channel = (value: number) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4);
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => channel(parseInt(hex.slice(at, at + 2), 16) / 255));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const contrast = (a: string, b: string) => (Math.max(luminance(a), luminance(b)) + 0.05) / (Math.min(luminance(a), luminance(b)) + 0.05);

  it('keeps white text on its light variant at 4.5:1 (a rolled 10 in the play chat is drawn so)', () => {
    const tokens = tokensOf(appTheme);
    expect(contrast(tokens['--primary-light']!, tokens['--text-on-primary']!)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tokens['--primary']!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
