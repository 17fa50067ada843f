import type { LineTableWords } from '../../table-words.ts';

/** Mage's dice at the table: no special dice, not rolled in WoD5e, and the botch. */
export const m20TableWords = {
  tabletop: false,
  special: null,
  outcomes: { botch: { de: 'Patzer', color: 0x7f0000 } },
  notes: {},
} as const satisfies LineTableWords;
