import { blankCharacter } from '../../character/blank.ts';
import { healthFor, willpowerFor } from '../../fifth-edition/sheet.ts';
import { lineContent, type LineRules } from '../types.ts';
import { findContentProblems } from './content/integrity.ts';
import { v5MetaSchema } from './content/books.ts';
import { v5ContentFiles } from './content/files.ts';
import { applyEraStart, eraRules } from './creation/era.ts';
import { finishCreation, stepsFor, v5Steps } from './creation/finish.ts';
import { hungerDiceRule } from './dice/roll.ts';
import { generationEras, type GenerationEra } from './keys.ts';
import { applyPurchase, checkPurchase, undoLast } from './leveling/index.ts';
import type { Purchase } from './leveling/purchase.ts';
import { v5CharacterSchema } from './schema.ts';

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
  content: lineContent(v5ContentFiles, v5MetaSchema, findContentProblems),
  creation: {
    steps: v5Steps,
    stepsFor,
    asks: ['era', 'generation'],
    start(answers) {
      const era = isEra(answers.era) ? answers.era : 'children';
      const character = blankCharacter('v5', { name: answers.name, sex: answers.sex, books: answers.books });
      return applyEraStart(character, era, answers.generation ?? eraRules[era].defaultGeneration);
    },
    finish: finishCreation,
  },
  derived: { health: healthFor, willpower: willpowerFor },
  dice: { special: hungerDiceRule, specialDice: (character) => character.hunger },
  leveling: { check: checkPurchase, apply: applyPurchase, undo: undoLast },
  sheet: { tabs: ['profile', 'inventory', 'attributes', 'skills', 'disciplines', 'bloodrituals', 'traits', 'pdf'] },
  sync: {
    live: ['hunger', 'health', 'healthDamage', 'willpower', 'willpowerDamage', 'humanity', 'stains', 'inventory'],
    level: ['clan', 'homebrew', 'disciplines', 'bloodPotency', 'categories', 'merits', 'backgrounds', 'bloodRituals', 'oblivionCeremonies', 'exp', 'usedExp', 'ambition', 'desire', 'sire', 'notes'],
  },
};
