import { w5ContentFiles } from '@vitae/core/w5';
import { buildItemCatalogue, readItemCatalogue } from '../lib/item-catalogue.ts';
import type { LineGenerator } from '../lib/line-generator.ts';
import { buildW5Files, buildW5Meta } from './build.ts';
import { readW5Authoring, readW5Reference } from './sources.ts';

/** The files only Werewolf has, but its item catalogue (built from `authoring/w5/items.json` below); the shared ones come from the Vampire generator, which runs first. */
const ownKeys = Object.entries(w5ContentFiles).filter(([key, file]) => key !== 'items' && file.path.startsWith('w5/'));

/** Werewolf: reference `w5` + authoring `w5` → `w5/*.json` of both languages and the line's `Meta.json` part. */
export const w5Generator: LineGenerator = {
  line: 'w5',
  generate({ referenceDir, authoringDir, warn }) {
    const reference = readW5Reference(referenceDir);
    const authoring = readW5Authoring(authoringDir);
    const de = buildW5Files('de', reference, authoring, warn);
    const en = buildW5Files('en', reference, authoring, () => undefined);
    const files: Record<'de-DE' | 'en-US', Record<string, unknown>> = { 'de-DE': {}, 'en-US': {} };
    for (const [key, file] of ownKeys) {
      files['de-DE'][file.path] = de[key];
      files['en-US'][file.path] = en[key];
    }
    const items = buildItemCatalogue(readItemCatalogue(authoringDir));
    files['de-DE'][w5ContentFiles.items.path] = items['de-DE'];
    files['en-US'][w5ContentFiles.items.path] = items['en-US'];
    const gifts = de['gifts'] as Array<{ verified: boolean }>;
    return {
      meta: buildW5Meta(reference, authoring, warn),
      files,
      report: [`reference: ${referenceDir}`, `authoring: ${authoringDir}`, `gifts: ${gifts.length} (${gifts.filter((g) => !g.verified).length} unverified)`],
    };
  },
};
