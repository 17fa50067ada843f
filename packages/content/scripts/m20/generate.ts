import { m20ContentFiles, m20MetaSchema, type M20ContentKey } from '@vitae/core/m20';
import { buildItemCatalogue, readItemCatalogue } from '../lib/item-catalogue.ts';
import type { LineGenerator } from '../lib/line-generator.ts';
import { buildAbilities, buildArchetypes, buildAttributes, buildBackgrounds, buildEssences, buildFactions, buildLexicon, buildMerits, buildRules, buildSpheres, buildWonders, type Lang } from './build.ts';
import { m20CoreBook } from './corrections.ts';
import { readAuthoring, readReference, type Authoring, type Reference } from './sources.ts';

/** The files the line builds here (its item catalogue is built from `authoring/m20/items.json` beside them). */
type OwnKey = Exclude<M20ContentKey, 'items'>;

function buildLanguage(lang: Lang, ref: Reference, authoring: Authoring, warn: (message: string) => void): Record<OwnKey, unknown> {
  return {
    abilities: buildAbilities(lang, authoring),
    archetypes: buildArchetypes(lang, ref, authoring, warn),
    attributes: buildAttributes(lang, authoring),
    backgrounds: buildBackgrounds(lang, authoring),
    customLexicon: buildLexicon(lang, authoring),
    essences: buildEssences(lang, ref, authoring),
    factions: buildFactions(lang, ref, authoring, warn),
    merits: buildMerits(lang, authoring),
    rules: buildRules(lang, authoring, warn),
    spheres: buildSpheres(lang, ref, authoring),
    wonders: buildWonders(lang, authoring),
  };
}

/** German texts that are still empty (paths), for the report. */
function missingGerman(value: unknown, path = ''): string[] {
  if (value === '') return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => missingGerman(item, `${path}[${index}]`));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => missingGerman(item, path ? `${path}.${key}` : key));
  return [];
}

/** Mage: reference `m20` (ids, names, groups, affinities) + authoring `m20` (every text and the facts the reference lacks). */
export const m20Generator: LineGenerator = {
  line: 'm20',
  generate({ referenceDir, authoringDir, warn }) {
    const reference = readReference(referenceDir);
    const authoring = readAuthoring(authoringDir);
    const raw = { de: buildLanguage('de', reference, authoring, warn), en: buildLanguage('en', reference, authoring, () => undefined) };
    const files: Record<'de-DE' | 'en-US', Record<string, unknown>> = { 'de-DE': {}, 'en-US': {} };
    for (const key of Object.keys(raw.de) as OwnKey[]) {
      const file = m20ContentFiles[key];
      const german = file.schema.safeParse(raw.de[key]);
      if (!german.success) throw new Error(`de-DE ${file.path}: ${german.error.issues.slice(0, 3).map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
      const english = file.translation.safeParse(raw.en[key]);
      if (!english.success) throw new Error(`en-US ${file.path}: ${english.error.issues.slice(0, 3).map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
      files['de-DE'][file.path] = german.data;
      files['en-US'][file.path] = english.data;
    }
    const items = buildItemCatalogue(readItemCatalogue(authoringDir));
    files['de-DE'][m20ContentFiles.items.path] = items['de-DE'];
    files['en-US'][m20ContentFiles.items.path] = items['en-US'];
    const missing = missingGerman(files['de-DE']);
    return {
      meta: m20MetaSchema.parse({ books: [m20CoreBook] }),
      files,
      report: [`reference: ${referenceDir}`, `authoring: ${authoringDir}`, `German texts still missing: ${missing.length}${missing.length > 0 ? ` (first: ${missing.slice(0, 5).join(', ')})` : ''}`],
    };
  },
};
