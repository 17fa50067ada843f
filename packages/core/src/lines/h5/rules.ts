import { blankCharacter } from '../../character/blank.ts';
import { healthFor, willpowerFor } from '../../fifth-edition/sheet.ts';
import { lineContent, type LineRules } from '../types.ts';
import { h5MetaSchema } from './content/books.ts';
import { h5ContentFiles } from './content/files.ts';
import { findH5ContentProblems } from './content/integrity.ts';
import { finishH5Creation, h5Steps } from './creation/finish.ts';
import { desperationDiceRule } from './dice/roll.ts';
import { h5TableDice } from './dice/table.ts';
import { h5TableWords } from './dice/words.ts';
import { desperationRange } from './keys.ts';
import { applyH5Purchase, checkH5Purchase, h5PriceKey, undoH5Purchase } from './leveling/index.ts';
import { h5XpTable } from './leveling/xp-table.ts';
import type { H5Purchase } from './leveling/purchase.ts';
import { h5Migrations } from './migrations.ts';
import { h5CharacterSchema } from './schema.ts';
import { h5Tabs } from './routes.ts';

declare module '../types.ts' {
  interface LinePurchases {
    h5: H5Purchase;
  }
}

export { h5ContentFiles };

/** Hunter: The Reckoning 5th edition. */
export const h5Rules: LineRules<'h5'> = {
  id: 'h5',
  available: true,
  schema: h5CharacterSchema,
  migrations: h5Migrations,
  content: lineContent(h5ContentFiles, h5MetaSchema, findH5ContentProblems),
  creation: {
    steps: h5Steps,
    stepsFor: () => h5Steps,
    asks: [],
    start: (answers) => blankCharacter('h5', { name: answers.name, sex: answers.sex, books: answers.books, desperation: desperationRange.start }),
    finish: finishH5Creation,
  },
  derived: { health: healthFor, willpower: willpowerFor },
  // Desperation dice join the pool only when the action serves the creed; the roll panel asks.
  dice: {
    special: desperationDiceRule,
    specialDice: (character) => (character.despair ? 0 : character.desperation),
    table: h5TableDice,
    words: h5TableWords,
    specialDiceAdded: true,
    checkTrackers: (character) => ({ desperation: character.danger }),
  },
  leveling: { check: checkH5Purchase, apply: applyH5Purchase, undo: undoH5Purchase, table: h5XpTable, priceKey: h5PriceKey },
  list: { fields: ['creed', 'drive'] },
  sheet: { tabs: h5Tabs },
  sync: {
    live: ['desperation', 'danger', 'despair', 'health', 'healthDamage', 'willpower', 'willpowerDamage', 'inventory'],
    level: ['creed', 'drive', 'edges', 'touchstones', 'categories', 'merits', 'backgrounds', 'exp', 'usedExp', 'ambition', 'desire', 'notes'],
  },
};
