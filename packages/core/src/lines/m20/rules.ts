import { blankCharacter } from '../../character/blank.ts';
import { m20MetaSchema } from './content/books.ts';
import { lineContent, type LineRules } from '../types.ts';
import { m20ContentFiles } from './content/files.ts';
import { findM20ContentProblems } from './content/integrity.ts';
import { finishM20Creation, m20Steps } from './creation/finish.ts';
import { healthLevelCount } from './health.ts';
import type { M20Purchase } from './leveling/costs.ts';
import { applyM20Purchase, checkM20Purchase, m20PriceKey, undoM20 } from './leveling/index.ts';
import { m20XpTable } from './leveling/xp-table.ts';
import { m20Migrations } from './migrations.ts';
import { m20CharacterSchema } from './schema.ts';
import { m20TableDice } from './dice/table.ts';
import { m20TableWords } from './dice/words.ts';
import { m20Tabs } from './routes.ts';

declare module '../types.ts' {
  interface LinePurchases {
    m20: M20Purchase;
  }
}

export { m20ContentFiles };

/**
 * Mage: The Ascension 20th anniversary edition. Its own nine attributes and abilities, seven
 * health levels with dice penalties, d10 pools against a difficulty with botches, Spheres under
 * Arete and the Quintessence/Paradox wheel.
 */
export const m20Rules: LineRules<'m20'> = {
  id: 'm20',
  available: true,
  schema: m20CharacterSchema,
  migrations: m20Migrations,
  content: lineContent(m20ContentFiles, m20MetaSchema, findM20ContentProblems),
  creation: {
    steps: m20Steps,
    stepsFor: () => m20Steps,
    asks: [],
    start: (answers) => blankCharacter('m20', { name: answers.name, sex: answers.sex, books: answers.books }),
    finish: finishM20Creation,
  },
  derived: { health: () => healthLevelCount, willpower: (character) => character.willpower },
  // M20 rolls d10s against a difficulty with botches (lines/m20/dice): no 5th-edition special dice.
  dice: { special: null, specialDice: () => 0, table: m20TableDice, words: m20TableWords },
  leveling: { check: checkM20Purchase, apply: applyM20Purchase, undo: undoM20, table: m20XpTable, priceKey: m20PriceKey },
  list: { fields: ['organization', 'arete'] },
  sheet: { tabs: m20Tabs },
  sync: {
    live: ['quintessence', 'paradox', 'health', 'healthDamage', 'willpower', 'willpowerDamage', 'inventory'],
    level: ['attributes', 'abilities', 'specialties', 'spheres', 'arete', 'backgrounds', 'merits', 'flaws', 'wonders', 'organization', 'focus', 'exp', 'usedExp', 'notes'],
  },
};
