import { sharedContentPaths } from '../../../content/shared-paths.ts';
import { fifthEditionContentPaths } from '../../../fifth-edition/content-paths.ts';

/** Where each file of the Hunter content sits inside a language folder of the bundle. */
export const h5ContentPaths = {
  ...sharedContentPaths,
  ...fifthEditionContentPaths,
  merits: 'h5/Merits.json',
  backgrounds: 'h5/Backgrounds.json',
  customLexicon: 'h5/CustomLexicon.json',
  creeds: 'h5/Creeds.json',
  drives: 'h5/Drives.json',
  edges: 'h5/Edges.json',
} as const;
