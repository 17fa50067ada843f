import { blankCharacter } from '../../character/blank.ts';
import { healthFor, willpowerFor } from '../../fifth-edition/sheet.ts';
import { lineContent, type LineRules } from '../types.ts';
import { findContentProblems } from './content/integrity.ts';
import { v5MetaSchema } from './content/books.ts';
import { v5ContentFiles } from './content/files.ts';
import { applyEraStart, eraRules } from './creation/era.ts';
import { finishCreation, stepsFor, v5Steps } from './creation/finish.ts';
import { hungerDiceRule } from './dice/roll.ts';
import { v5TableDice } from './dice/table.ts';
import { v5TableWords } from './dice/words.ts';
import { generationEras, type GenerationEra } from './keys.ts';
import { applyPurchase, checkPurchase, undoLast } from './leveling/index.ts';
import { purchasePriceKey } from './leveling/costs.ts';
import { v5XpTable } from './leveling/xp-table.ts';
import type { Purchase } from './leveling/purchase.ts';
import { v5Migrations } from './migrations.ts';
import { v5CharacterSchema } from './schema.ts';
import { elderVampiresBookId } from './content/books.ts';
import { v5Tabs } from './routes.ts';

declare module '../types.ts' {
  interface LinePurchases {
    v5: Purchase;
  }
}

const isEra = (value: unknown): value is GenerationEra => (generationEras as readonly unknown[]).includes(value);

/** Vampire: The Masquerade 5th edition, the core line. */
export const v5Rules: LineRules<'v5'> = {
  id: 'v5',
  available: true,
  schema: v5CharacterSchema,
  migrations: v5Migrations,
  content: lineContent(v5ContentFiles, v5MetaSchema, findContentProblems),
  creation: {
    steps: v5Steps,
    stepsFor,
    asks: ['era', 'generation'],
    start(answers) {
      const era = isEra(answers.era) ? answers.era : 'children';
      // Elder Vampires (book 666) is the optional material of discipline levels 6–10.
      const character = blankCharacter('v5', { name: answers.name, sex: answers.sex, books: answers.books, useAdavancedDisciplines: answers.books.includes(elderVampiresBookId) });
      return applyEraStart(character, era, answers.generation ?? eraRules[era].defaultGeneration);
    },
    finish: finishCreation,
  },
  derived: { health: healthFor, willpower: willpowerFor },
  dice: {
    special: hungerDiceRule,
    specialDice: (character) => character.hunger,
    table: v5TableDice,
    words: v5TableWords,
    checkTrackers: (character) => ({ rouse: character.hunger, remorse: character.humanity }),
  },
  leveling: { check: checkPurchase, apply: applyPurchase, undo: undoLast, table: v5XpTable, priceKey: purchasePriceKey },
  list: {
    fields: ['clan', 'generation', 'generationEra'],
    // The row names the clan; the snapshot's description and disciplines stay with the sheet.
    shorten: (facts) => (facts.clan ? { ...facts, clan: { id: facts.clan.id, ...(facts.clan.name !== undefined ? { name: facts.clan.name } : {}) } } : facts),
  },
  sheet: { tabs: v5Tabs },
  sync: {
    live: ['hunger', 'health', 'healthDamage', 'willpower', 'willpowerDamage', 'humanity', 'stains', 'inventory'],
    level: ['clan', 'homebrew', 'disciplines', 'bloodPotency', 'categories', 'merits', 'backgrounds', 'bloodRituals', 'oblivionCeremonies', 'exp', 'usedExp', 'ambition', 'desire', 'sire', 'notes'],
  },
};
