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
} as const satisfies LineTableWords;
