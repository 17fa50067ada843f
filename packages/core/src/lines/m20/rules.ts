import { blankCharacter } from '../../character/blank.ts';
import { contentFile } from '../../content/files.ts';
import { customLexiconSchema, customLexiconTranslationSchema } from '../../content/lexicon.ts';
import { sharedContentFiles } from '../../content/shared-files.ts';
import { finishWith } from '../finish.ts';
import { plainLineMetaSchema } from '../stub-meta.ts';
import { lineContent, type LineRules } from '../types.ts';
import { undoLastWith, type LevelingRules } from '../../leveling/level-up.ts';
import { m20CharacterSchema, type M20Character } from './schema.ts';

declare module '../types.ts' {
  interface LinePurchases {
    /** Mage's purchases arrive with its issue. */
    m20: never;
  }
}

/** Nothing to buy yet; undo still reverts experience grants. */
const noPurchases: LevelingRules<M20Character, never, { exp?: number }> = { cost: () => 0, effect: () => 'invalid', restore: (character) => character };

/** Seven health levels: bruised, hurt, injured, wounded, mauled, crippled, incapacitated. */
const m20HealthLevels = 7;

/** The content files the line reads (its own arrive with its issue). */
export const m20ContentFiles = {
  ...sharedContentFiles,
  customLexicon: contentFile('m20/CustomLexicon.json', customLexiconSchema, customLexiconTranslationSchema),
} as const;

/**
 * Mage: The Ascension 20th anniversary edition. Not available yet: the wizard, sheet and content
 * arrive with the Mage issue; until then the entry holds the line's shape and its basic rules.
 */
export const m20Rules: LineRules<'m20'> = {
  id: 'm20',
  available: false,
  schema: m20CharacterSchema,
  content: lineContent(m20ContentFiles, plainLineMetaSchema, () => []),
  creation: {
    steps: ['tradition', 'm20-attributes', 'm20-abilities', 'm20-finishing-touches'],
    stepsFor: () => m20Rules.creation.steps,
    asks: [],
    start: (answers) => blankCharacter('m20', { name: answers.name, sex: answers.sex, books: answers.books }),
    finish: (character, directory) => finishWith(m20CharacterSchema, character, directory),
  },
  derived: { health: () => m20HealthLevels, willpower: (character) => character.willpower },
  // M20 rolls d10s against a difficulty with botches: no special dice.
  dice: { special: null, specialDice: () => 0 },
  leveling: {
    check: () => ({ ok: false, reason: 'invalid', cost: 0 }),
    apply: () => ({ ok: false, reason: 'invalid', cost: 0 }),
    undo: (character) => undoLastWith(noPurchases, character),
  },
  sheet: { tabs: ['profile', 'inventory', 'attributes', 'skills', 'tradition', 'pdf'] },
  sync: {
    live: ['quintessence', 'paradox', 'health', 'healthDamage', 'willpower', 'willpowerDamage', 'inventory'],
    level: ['attributes', 'abilities', 'spheres', 'arete', 'organization', 'exp', 'usedExp', 'notes'],
  },
};
