import type { LineTableWords } from '../../table-words.ts';

/** Mage's dice at the table: no special dice, not rolled in WoD5e, the botch, and the Willpower success. */
export const m20TableWords = {
  tabletop: false,
  special: null,
  outcomes: { botch: { de: 'Patzer', color: 0x7f0000 } },
  // A spent Willpower point is one success no die shows (a roll of 0 dice may have only it).
  notes: { willpowerSuccess: 'Willenskraft: 1 automatischer Erfolg' },
} as const satisfies LineTableWords;
