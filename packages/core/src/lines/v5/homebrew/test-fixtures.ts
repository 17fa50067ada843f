import { blankAbility } from './edit.ts';
import type { HomebrewAbility, HomebrewClan, HomebrewDiscipline } from './schema.ts';

/** A small, valid stored discipline: two levels, a requirement and a combo. */
export function sampleDiscipline(overrides: Partial<HomebrewDiscipline> = {}): HomebrewDiscipline {
  const ability = (id: number, name: string, extra: Partial<HomebrewAbility> = {}): HomebrewAbility => ({ ...blankAbility(id, name), ...extra });
  return {
    schemaVersion: 1,
    id: 1,
    version: 1,
    creator: 'erzaehlerin',
    public: false,
    inviteCode: null,
    updatedAt: '2026-11-22T12:00:00.000Z',
    name: 'Nebelschritt',
    description: 'Wandeln im Nebel.',
    levels: [
      { abilities: [ability(1, 'Dunstschleier', { summary: 'Ein Schleier.', dicePool: 'Geistesschärfe + Nebelschritt' })] },
      { abilities: [ability(2, 'Nebelgestalt', { requirement: 1, combo: { disciplineId: 5, level: 2 }, minBloodPotency: 1 })] },
    ],
    lastAbilityId: 2,
    ...overrides,
  };
}

export function sampleClan(overrides: Partial<HomebrewClan> = {}): HomebrewClan {
  return {
    schemaVersion: 1,
    id: 1,
    version: 1,
    creator: 'erzaehlerin',
    public: false,
    inviteCode: null,
    updatedAt: '2026-11-22T12:00:00.000Z',
    name: 'Kinder des Nebels',
    slogan: 'Schon fort',
    description: 'Ein Clan aus dem Hafen.',
    curse: 'Sonnenlicht brennt doppelt.',
    disciplines: [4, 3022],
    symbol: null,
    templateClanId: null,
    ...overrides,
  };
}
