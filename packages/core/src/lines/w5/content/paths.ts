import { fifthEditionContentPaths } from '../../../fifth-edition/content-paths.ts';

/** Where each file of the Werewolf content sits inside a language folder of the bundle. */
export const w5ContentPaths = {
  /** The line's own item catalogue (Vampire's `Items.json` is not offered here). */
  items: 'w5/Items.json',
  ...fifthEditionContentPaths,
  auspices: 'w5/Auspices.json',
  backgrounds: 'w5/Backgrounds.json',
  customLexicon: 'w5/CustomLexicon.json',
  forms: 'w5/Forms.json',
  gifts: 'w5/Gifts.json',
  merits: 'w5/Merits.json',
  renown: 'w5/Renown.json',
  rites: 'w5/Rites.json',
  tribes: 'w5/Tribes.json',
} as const;
