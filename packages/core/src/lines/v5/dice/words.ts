import type { LineTableWords } from '../../table-words.ts';

/** Vampire's dice at the table: hunger, `/hungercheck`, the messy critical and the bestial failure. */
export const v5TableWords = {
  tabletop: true,
  special: {
    name: 'hunger',
    en: 'hunger dice',
    de: 'Hunger',
    command: { name: 'hungercheck', words: ['hungercheck', 'hunger', 'hc'], secretWords: ['shungercheck', 'shunger', 'shc', 'sh'] },
  },
  outcomes: {
    messyCritical: { de: 'Chaotischer Kritischer Erfolg', color: 0xb71c1c },
    bestialFailure: { de: 'Bestialischer Fehlschlag', color: 0x7f0000 },
  },
  notes: { possibleBestialFailure: 'Hunger-1: bestialisch, falls es scheitert' },
  checks: { rouse: { de: 'Wallungs-Check', trackerDe: 'Hunger', failedStep: 1, max: 5 }, remorse: { de: 'Reue-Wurf', trackerDe: 'Menschlichkeit', failedStep: -1, max: 10 } },
} as const satisfies LineTableWords;
