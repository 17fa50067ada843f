import type { LineTableWords } from '../../table-words.ts';

/** Hunter's dice at the table: desperation, `/despcheck`, overreach or despair. */
export const h5TableWords = {
  tabletop: true,
  special: {
    name: 'desperation',
    en: 'desperation dice',
    de: 'Verzweiflung',
    command: { name: 'despcheck', words: ['despcheck', 'desperation', 'dc'], secretWords: ['sdespcheck', 'sdesperation', 'sdc'] },
  },
  outcomes: {},
  notes: { desperationChoice: 'Verzweiflung: Übermut oder Verzweiflung wählen', despair: 'Verzweiflung' },
} as const satisfies LineTableWords;
