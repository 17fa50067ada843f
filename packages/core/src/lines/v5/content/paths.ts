import { sharedContentPaths } from '../../../content/shared-paths.ts';
import { fifthEditionContentPaths } from '../../../fifth-edition/content-paths.ts';

/** Where each file of the Vampire content sits inside a language folder of the bundle. */
export const v5ContentPaths = {
  ...sharedContentPaths,
  ...fifthEditionContentPaths,
  backgrounds: 'v5/Backgrounds.json',
  bloodPotencyTable: 'v5/BloodPotencyTable.json',
  bloodRituals: 'v5/BloodRituals.json',
  clans: 'v5/Clans.json',
  customLexicon: 'v5/CustomLexicon.json',
  disciplines: 'v5/Disciplines.json',
  merits: 'v5/Merits.json',
  oblivionCeremonies: 'v5/OblivionCeremonies.json',
  predatorTypes: 'v5/PredatorTypes.json',
} as const;
