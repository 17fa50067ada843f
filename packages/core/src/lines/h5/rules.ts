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
import { h5CharacterSchema, type H5Character } from './schema.ts';

declare module '../types.ts' {
  interface LinePurchases {
    h5: FifthEditionPurchase;
  }
}

/** Until the line's own prices land: the shared purchases at the Vampire rates. */
const leveling = fifthEditionLeveling<H5Character>({ attribute: 5, skill: 3, speciality: 3, newTrait: 3, raiseTrait: 3 }, (character) => ({ books: character.books, values: {} }));

/** The content files the line reads (its own arrive with its issue). */
export const h5ContentFiles = {
  ...sharedContentFiles,
  ...fifthEditionContentFiles,
  merits: contentFile('h5/Merits.json', z.array(traitPackSchema), z.array(traitPackTranslationSchema)),
  backgrounds: contentFile('h5/Backgrounds.json', z.array(traitPackSchema), z.array(traitPackTranslationSchema)),
  customLexicon: contentFile('h5/CustomLexicon.json', customLexiconSchema, customLexiconTranslationSchema),
} as const;

/**
 * Hunter: The Reckoning 5th edition. Not available yet: the wizard, sheet and content arrive with
 * the Hunter issue; until then the entry holds the line's shape and its basic rules.
 */
export const h5Rules: LineRules<'h5'> = {
  id: 'h5',
  available: false,
  schema: h5CharacterSchema,
  content: lineContent(h5ContentFiles, plainLineMetaSchema, () => []),
  creation: {
    steps: ['creed', 'attributes', 'skills', 'edges', 'traits'],
    stepsFor: () => h5Rules.creation.steps,
    asks: [],
    start: (answers) => blankCharacter('h5', { name: answers.name, sex: answers.sex, books: answers.books }),
    finish: (character, directory) => finishWith(h5CharacterSchema, { ...character, health: healthFor(character), willpower: willpowerFor(character) }, directory),
  },
  derived: { health: healthFor, willpower: willpowerFor },
  // Desperation dice: a 1 on one asks for overreach or despair.
  dice: { special: { triggerFaces: [1] }, specialDice: (character) => character.desperation },
  leveling,
  sheet: { tabs: ['profile', 'inventory', 'attributes', 'skills', 'edges', 'traits', 'pdf'] },
  sync: {
    live: ['desperation', 'danger', 'despair', 'health', 'healthDamage', 'willpower', 'willpowerDamage', 'inventory'],
    level: ['creed', 'drive', 'edges', 'categories', 'merits', 'backgrounds', 'exp', 'usedExp', 'ambition', 'desire', 'notes'],
  },
};
