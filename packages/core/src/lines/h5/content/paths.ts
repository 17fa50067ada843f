import { fifthEditionContentPaths } from '../../../fifth-edition/content-paths.ts';

/** Where each file of the Hunter content sits inside a language folder of the bundle. */
export const h5ContentPaths = {
  /** The line's own item catalogue (Vampire's `Items.json` is not offered here). */
  items: 'h5/Items.json',
  ...fifthEditionContentPaths,
  merits: 'h5/Merits.json',
  backgrounds: 'h5/Backgrounds.json',
  customLexicon: 'h5/CustomLexicon.json',
  creeds: 'h5/Creeds.json',
  drives: 'h5/Drives.json',
  edges: 'h5/Edges.json',
} as const;
