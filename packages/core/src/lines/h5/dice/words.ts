import type { LineTableWords } from '../../table-words.ts';

/** Hunter's dice at the table: desperation, `/despcheck`, overreach or despair, and the desperation dice read as a check. */
export const h5TableWords = {
  tabletop: true,
  special: {
    name: 'desperation',
    en: 'desperation dice',
    de: 'Verzweiflung',
    command: { name: 'despcheck', words: ['despcheck', 'desperation', 'dc'], secretWords: ['sdespcheck', 'sdesperation', 'sdc'] },
  },
  outcomes: {},
  notes: { desperationChoice: 'Verzweiflungs-1: Überreizen oder Hoffnungslosigkeit', despair: 'Hoffnungslosigkeit' },
  checks: {
    // A roll with desperation dice, read by their ones (rules.json `desperationOne`): a won roll lets the
    // player overreach (danger rises) or despair; a failed one falls into despair. The tracker is danger.
    desperation: {
      de: 'Verzweiflungswürfel',
      trackerDe: 'Gefahr',
      failedStep: 1,
      max: 5,
      onesNotes: { choice: 'desperationChoice', fall: 'despair' },
      deSays: {
        passed: 'Keine 1 auf den Verzweiflungswürfeln',
        failed: 'Keine 1 auf den Verzweiflungswürfeln',
        choice: 'Eine 1 auf den Verzweiflungswürfeln: Überreizen (Gefahr steigt auf {after}) oder Hoffnungslosigkeit',
        atBound: 'Eine 1 auf den Verzweiflungswürfeln: Überreizen (Gefahr bleibt bei {before}) oder Hoffnungslosigkeit',
        fall: 'Eine 1 auf den Verzweiflungswürfeln bei misslungenem Wurf: Der Jäger fällt in Hoffnungslosigkeit',
      },
    },
  },
} as const satisfies LineTableWords;
