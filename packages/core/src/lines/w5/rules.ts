import { z } from 'zod';
import { blankCharacter } from '../../character/blank.ts';
import { contentFile } from '../../content/files.ts';
import { customLexiconSchema, customLexiconTranslationSchema } from '../../content/lexicon.ts';
import { traitPackSchema, traitPackTranslationSchema } from '../../fifth-edition/trait-packs.ts';
import { sharedContentFiles } from '../../content/shared-files.ts';
import { fifthEditionContentFiles } from '../../fifth-edition/content-files.ts';
import { healthFor, willpowerFor } from '../../fifth-edition/sheet.ts';
import { finishWith } from '../finish.ts';
import { plainLineMetaSchema } from '../stub-meta.ts';
import { lineContent, type LineRules } from '../types.ts';
import { fifthEditionLeveling, type FifthEditionPurchase } from '../../fifth-edition/leveling.ts';
import { w5CharacterSchema, type W5Character } from './schema.ts';

declare module '../types.ts' {
  interface LinePurchases {
    w5: FifthEditionPurchase;
  }
}

/** Until the line's own prices land: the shared purchases at the Vampire rates. */
const leveling = fifthEditionLeveling<W5Character>({ attribute: 5, skill: 3, speciality: 3, newTrait: 3, raiseTrait: 3 }, (character) => ({ books: character.books, values: {} }));

/** The content files the line reads (its own arrive with its issue). */
export const w5ContentFiles = {
  ...sharedContentFiles,
  ...fifthEditionContentFiles,
  merits: contentFile('w5/Merits.json', z.array(traitPackSchema), z.array(traitPackTranslationSchema)),
  backgrounds: contentFile('w5/Backgrounds.json', z.array(traitPackSchema), z.array(traitPackTranslationSchema)),
  customLexicon: contentFile('w5/CustomLexicon.json', customLexiconSchema, customLexiconTranslationSchema),
} as const;

/**
 * Werewolf: The Apocalypse 5th edition. Not available yet: the wizard, sheet and content arrive
 * with the Werewolf issue; until then the entry holds the line's shape and its basic rules.
 */
export const w5Rules: LineRules<'w5'> = {
  id: 'w5',
  available: false,
  schema: w5CharacterSchema,
  content: lineContent(w5ContentFiles, plainLineMetaSchema, () => []),
  creation: {
    steps: ['tribe', 'auspice', 'attributes', 'skills', 'renown', 'gifts', 'traits'],
    stepsFor: () => w5Rules.creation.steps,
    asks: [],
    start: (answers) => blankCharacter('w5', { name: answers.name, sex: answers.sex, books: answers.books }),
    finish: (character, directory) => finishWith(w5CharacterSchema, { ...character, health: healthFor(character), willpower: willpowerFor(character) }, directory),
  },
  derived: { health: healthFor, willpower: willpowerFor },
  // Rage dice: a 1 or 2 on them is what a brutal result is made of.
  dice: { special: { triggerFaces: [1, 2] }, specialDice: (character) => character.rage },
  leveling,
  sheet: { tabs: ['profile', 'inventory', 'attributes', 'skills', 'gifts', 'traits', 'pdf'] },
  sync: {
    live: ['rage', 'harano', 'hauglosk', 'health', 'healthDamage', 'willpower', 'willpowerDamage', 'inventory'],
    level: ['tribe', 'auspice', 'renown', 'gifts', 'rites', 'categories', 'merits', 'backgrounds', 'exp', 'usedExp', 'ambition', 'desire', 'notes'],
  },
};
