import { blankCharacter } from '../../character/blank.ts';
import { healthFor, willpowerFor } from '../../fifth-edition/sheet.ts';
import { lineContent, type LineRules } from '../types.ts';
import { w5MetaSchema } from './content/books.ts';
import { w5ContentFiles } from './content/files.ts';
import { findW5ContentProblems } from './content/integrity.ts';
import { finishW5Creation, w5Steps } from './creation/finish.ts';
import { rageDiceRule } from './dice/roll.ts';
import { w5TableDice } from './dice/table.ts';
import { w5TableWords } from './dice/words.ts';
import { applyW5Purchase, checkW5Purchase, w5PriceKey, undoW5 } from './leveling/index.ts';
import { w5XpTable } from './leveling/xp-table.ts';
import type { W5Purchase } from './leveling/purchase.ts';
import { w5Migrations } from './migrations.ts';
import { w5CharacterSchema } from './schema.ts';
import { w5Tabs } from './routes.ts';

declare module '../types.ts' {
  interface LinePurchases {
    w5: W5Purchase;
  }
}

export { w5ContentFiles };

/** Werewolf: The Apocalypse 5th edition. */
export const w5Rules: LineRules<'w5'> = {
  id: 'w5',
  available: true,
  schema: w5CharacterSchema,
  migrations: w5Migrations,
  content: lineContent(w5ContentFiles, w5MetaSchema, findW5ContentProblems),
  creation: {
    steps: w5Steps,
    stepsFor: () => w5Steps,
    asks: [],
    start: (answers) => blankCharacter('w5', { name: answers.name, sex: answers.sex, books: answers.books }),
    finish: finishW5Creation,
  },
  derived: { health: healthFor, willpower: willpowerFor },
  dice: {
    special: rageDiceRule,
    specialDice: (character) => character.rage,
    table: w5TableDice,
    words: w5TableWords,
    checkTrackers: (character) => ({ rage: character.rage, harano: character.harano, hauglosk: character.hauglosk }),
  },
  leveling: { check: checkW5Purchase, apply: applyW5Purchase, undo: undoW5, table: w5XpTable, priceKey: w5PriceKey },
  // The ids name tribe and auspice in the reader's language; the copied names stand in while the line's content is not loaded.
  list: { fields: ['tribe', 'auspice', 'tribeName', 'auspiceName'] },
  sheet: { tabs: w5Tabs },
  sync: {
    live: ['rage', 'harano', 'hauglosk', 'sessionMarks', 'form', 'frenzy', 'health', 'healthDamage', 'willpower', 'willpowerDamage', 'inventory'],
    level: ['tribe', 'auspice', 'renown', 'gifts', 'rites', 'categories', 'merits', 'backgrounds', 'exp', 'usedExp', 'ambition', 'desire', 'touchstones', 'notes'],
  },
};
