import type { LineTableWords } from '../../table-words.ts';

/** Werewolf's dice at the table: rage, `/ragecheck`, the brutal result, and the Rage, Harano and Hauglosk checks. */
export const w5TableWords = {
  tabletop: true,
  special: {
    name: 'rage',
    en: 'rage dice',
    de: 'Zorn',
    command: { name: 'ragecheck', words: ['ragecheck', 'rage', 'rc'], secretWords: ['sragecheck', 'srage', 'src'] },
  },
  outcomes: {},
  notes: { brutal: 'Brutales Ergebnis' },
  checks: {
    rage: { de: 'Zorn-Check', trackerDe: 'Zorn', failedStep: -1, max: 5 },
    // A failed Harano or Hauglosk test marks a box of its track (spec §9); full, the story of the Garou ends.
    harano: { de: 'Harano-Probe', trackerDe: 'Harano', failedStep: 1, max: 5 },
    hauglosk: { de: 'Hauglosk-Probe', trackerDe: 'Hauglosk', failedStep: 1, max: 5 },
  },
} as const satisfies LineTableWords;
