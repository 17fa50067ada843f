import { v5ContentFiles } from '@vitae/core/v5';
import type { LineGenerator } from '../lib/line-generator.ts';
import { readAuthoring } from './authoring.ts';
import { buildContent, unknownAuthoredKeys } from './build-content.ts';
import { missingGermanTexts } from './coverage.ts';
import { readReference } from './reference.ts';

/** Vampire: reference `v5` + authoring `v5` → every file of `v5ContentFiles` (the shared ones included). */
export const v5Generator: LineGenerator = {
  line: 'v5',
  generate({ referenceDir, authoringDir, warn }) {
    const reference = readReference(referenceDir);
    const authoring = readAuthoring(authoringDir, warn);
    for (const message of unknownAuthoredKeys(reference, authoring)) warn(message);
    const { meta, de, en } = buildContent(reference, authoring, warn);
    const files: Record<'de-DE' | 'en-US', Record<string, unknown>> = { 'de-DE': {}, 'en-US': {} };
    for (const [key, file] of Object.entries(v5ContentFiles)) {
      files['de-DE'][file.path] = de[key as keyof typeof de];
      files['en-US'][file.path] = en[key as keyof typeof en];
    }
    const missing = missingGermanTexts(de);
    return { meta, files, report: [`reference: ${referenceDir}`, `authoring: ${authoringDir}`, `German texts still missing: ${missing.length}${missing.length > 0 ? ` (first: ${missing.slice(0, 5).join(', ')})` : ''}`] };
  },
};
