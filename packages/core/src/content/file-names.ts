/**
 * Names of the bundle's files. Kept apart from the schemas (and zod) so a browser can find its
 * files without loading the validators.
 */
/** File name of the language-independent bundle index. */
export const metaFileName = 'Meta.json';

/** The files every language folder of the bundle holds (spec behaviour-notes §5.1, plus attributes, skills and spreads). */
export const contentFileNames = {
  attributes: 'Attributes.json',
  backgrounds: 'Backgrounds.json',
  bloodPotencyTable: 'BloodPotencyTable.json',
  bloodRituals: 'BloodRituals.json',
  clans: 'Clans.json',
  customLexicon: 'CustomLexicon.json',
  disciplines: 'Disciplines.json',
  items: 'Items.json',
  merits: 'Merits.json',
  oblivionCeremonies: 'OblivionCeremonies.json',
  predatorTypes: 'PredatorTypes.json',
  skills: 'Skills.json',
  skillSpreads: 'SkillSpreads.json',
} as const;
export type ContentFileKey = keyof typeof contentFileNames;
/** The keys of `contentFileNames` in a fixed order. */
export const contentFileKeys = Object.keys(contentFileNames) as ContentFileKey[];

