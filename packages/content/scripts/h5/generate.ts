import { h5ContentFiles } from '@vitae/core/h5';
import { buildItemCatalogue, readItemCatalogue } from '../lib/item-catalogue.ts';
import type { LineGenerator } from '../lib/line-generator.ts';
import { buildH5, missingGermanTexts } from './build.ts';
import { readAuthoring, readReference } from './sources.ts';

/** The Hunter files built from the reference (the item catalogue comes from `authoring/h5/items.json`; shared ones from the Vampire generator, which runs first). */
const ownFiles = ['merits', 'backgrounds', 'customLexicon', 'creeds', 'drives', 'edges'] as const satisfies ReadonlyArray<keyof typeof h5ContentFiles>;

/** Hunter: reference `h5` + authoring `h5` → the files under `h5/` and the line's part of `Meta.json`. */
export const h5Generator: LineGenerator = {
  line: 'h5',
  generate({ referenceDir, authoringDir, warn }) {
    const { meta, files, dropped } = buildH5(readReference(referenceDir), readAuthoring(authoringDir, warn), warn);
    const out: Record<'de-DE' | 'en-US', Record<string, unknown>> = { 'de-DE': {}, 'en-US': {} };
    for (const key of ownFiles) {
      out['de-DE'][h5ContentFiles[key].path] = files.de[key];
      out['en-US'][h5ContentFiles[key].path] = files.en[key];
    }
    const items = buildItemCatalogue(readItemCatalogue(authoringDir));
    out['de-DE'][h5ContentFiles.items.path] = items['de-DE'];
    out['en-US'][h5ContentFiles.items.path] = items['en-US'];
    const missing = missingGermanTexts(files.de);
    return {
      meta,
      files: out,
      report: [
        `reference: ${referenceDir}`,
        `authoring: ${authoringDir}`,
        `perks not shipped (unconfirmed): ${dropped.length} (${dropped.join(', ')})`,
        `German texts still missing: ${missing.length}${missing.length > 0 ? ` (first: ${missing.slice(0, 5).join(', ')})` : ''}`,
      ],
    };
  },
};
