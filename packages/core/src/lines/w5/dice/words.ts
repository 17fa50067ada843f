import type { LineTableWords } from '../../table-words.ts';

/** Werewolf's dice at the table: rage, `/ragecheck` and the brutal result. */
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
  checks: { rage: { de: 'Zorn-Check', trackerDe: 'Zorn', failedStep: -1, max: 5 } },
} as const satisfies LineTableWords;
