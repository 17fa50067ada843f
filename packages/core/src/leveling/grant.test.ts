import { describe, expect, it } from 'vitest';
import { grantExperience } from './level-up.ts';
import type { Leveled } from './history.ts';

const character: Leveled = { exp: 5, usedExp: 0, health: 3, willpower: 3, xpHistory: [] };

describe('granting experience', () => {
  it.each<[string, string | undefined, string | undefined]>([
    ['keeps the reason on the history entry', 'Sitzung 3', 'Sitzung 3'],
    ['trims it', '  Kapitel 1  ', 'Kapitel 1'],
    ['leaves an empty reason out', '   ', undefined],
    ['works without one', undefined, undefined],
  ])('%s', (_name, reason, kept) => {
    const result = grantExperience(character, 3, { id: 'e1', now: '2026-11-23T08:00:00.000Z', ...(reason === undefined ? {} : { reason }) });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.character.exp).toBe(8);
    expect(result.entry.reason).toBe(kept);
    expect('reason' in result.entry).toBe(kept !== undefined);
  });
});
