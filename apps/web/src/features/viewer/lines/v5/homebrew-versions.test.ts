import { describe, expect, it } from 'vitest';
import type { HomebrewDiscipline } from '@vitae/core/homebrew';
import { homebrewStatusKey } from './homebrew-versions.ts';

const gone = (count: number) => ({ gone: Array.from({ length: count }, () => ({}) as HomebrewDiscipline), offline: false });

describe('the homebrew status line never contradicts the lines above it (issue #49)', () => {
  it.each([
    ['just applied', { applied: true, held: 2, updates: 0, server: gone(0) }, 'applied'],
    ['nothing held', { applied: false, held: 0, updates: 0, server: gone(0) }, undefined],
    ['updates listed', { applied: false, held: 2, updates: 1, server: gone(0) }, undefined],
    ['still asking', { applied: false, held: 2, updates: 0, server: undefined }, 'checking'],
    ['server away', { applied: false, held: 2, updates: 0, server: { gone: [], offline: true } }, 'offline'],
    ['all checked, none newer', { applied: false, held: 2, updates: 0, server: gone(0) }, 'upToDate'],
    ['one of two no longer visible', { applied: false, held: 2, updates: 0, server: gone(1) }, 'restUpToDate'],
    ['the only one no longer visible', { applied: false, held: 1, updates: 0, server: gone(1) }, undefined],
  ] satisfies Array<[string, Parameters<typeof homebrewStatusKey>[0], ReturnType<typeof homebrewStatusKey>]>)('%s', (_name, state, key) => {
    expect(homebrewStatusKey(state)).toBe(key);
  });
});
