import { homebrewBookId } from '@vitae/core/content';
import { v5ContentFiles, v5MetaSchema, type V5Content as Content, type V5ContentKey as ContentFileKey, type V5ContentTranslation as ContentTranslation, type V5Meta as Meta } from '@vitae/core/v5';

const contentFileKeys = Object.keys(v5ContentFiles) as ContentFileKey[];
import type { Authoring, Warn } from './authoring.ts';
import { buildClans, buildDisciplines } from './build-clans-disciplines.ts';
import {
  buildAttributes,
  buildBloodPotencyTable,
  buildBloodRituals,
  buildCustomLexicon,
  buildItems,
  buildOblivionCeremonies,
  buildSkills,
  buildSkillSpreads,
} from './build-misc.ts';
import { buildBackgrounds, buildMerits, buildPredatorTypes } from './build-traits.ts';
import { droppedBookClanIds } from './corrections.ts';
import type { Lang } from './lang.ts';
import type { Reference } from './reference.ts';

/** Book ids in the reference that are labels only, not bundle books (elder powers; homebrew offset). */
const labelOnlyBookIds = new Set([666, homebrewBookId]);

/** The Vampire part of Meta.json: the real books with the content ids they enable. */
export function buildMeta(ref: Reference): Meta {
  return v5MetaSchema.parse({
    books: ref.books.books
      .filter((b) => !labelOnlyBookIds.has(b.id))
      .sort((a, b) => a.id - b.id)
      .map((b) => ({
        id: b.id,
        name: { 'de-DE': b.title.de, 'en-US': b.title.en },
        clans: b.clanIds.filter((id) => !droppedBookClanIds.has(id)),
        merits: [...b.meritIds],
        backgrounds: [...b.backgroundIds],
        predatorTypes: [...b.predatorTypeIds],
      })),
  });
}

function buildLanguage(lang: Lang, ref: Reference, authoring: Authoring, warn: Warn): Record<ContentFileKey, unknown> {
  return {
    attributes: buildAttributes(lang, ref, authoring),
    backgrounds: buildBackgrounds(lang, ref, authoring),
    bloodPotencyTable: buildBloodPotencyTable(lang, ref, authoring),
    bloodRituals: buildBloodRituals(lang, ref, authoring),
    clans: buildClans(lang, ref, authoring),
    customLexicon: buildCustomLexicon(lang, authoring, warn),
    disciplines: buildDisciplines(lang, ref, authoring, warn),
    items: buildItems(lang, ref, authoring),
    merits: buildMerits(lang, ref, authoring),
    oblivionCeremonies: buildOblivionCeremonies(lang, ref, authoring),
    predatorTypes: buildPredatorTypes(lang, ref, authoring),
    skills: buildSkills(lang, ref, authoring),
    skillSpreads: buildSkillSpreads(lang),
  };
}

/** The generator's output: Meta.json plus both languages, already validated. */
export interface GeneratedContent {
  meta: Meta;
  de: Content;
  en: ContentTranslation;
}

/** Builds and validates all content from the reference facts and the authored texts. */
export function buildContent(ref: Reference, authoring: Authoring, warn: Warn): GeneratedContent {
  const raw = { de: buildLanguage('de', ref, authoring, warn), en: buildLanguage('en', ref, authoring, () => undefined) };
  const de: Partial<Record<ContentFileKey, unknown>> = {};
  const en: Partial<Record<ContentFileKey, unknown>> = {};
  for (const key of contentFileKeys) {
    const german = v5ContentFiles[key].schema.safeParse(raw.de[key]);
    if (!german.success) throw new Error(`de-DE ${key}: ${german.error.issues.slice(0, 3).map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    const english = v5ContentFiles[key].translation.safeParse(raw.en[key]);
    if (!english.success) throw new Error(`en-US ${key}: ${english.error.issues.slice(0, 3).map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    de[key] = german.data;
    en[key] = english.data;
  }
  // Each key was filled with the output of its own schema above.
  return { meta: buildMeta(ref), de: de as Content, en: en as ContentTranslation };
}

/** Authored keys that match no reference record (typos in ids or keys), as warnings. */
export function unknownAuthoredKeys(ref: Reference, authoring: Authoring): string[] {
  const out: string[] = [];
  const check = (file: string, keys: Iterable<string>, known: Iterable<string | number>) => {
    const knownSet = new Set([...known].map(String));
    for (const key of keys) if (!knownSet.has(key)) out.push(`${file}: ${key} matches nothing in the reference`);
  };
  const disciplines = new Map(ref.disciplines.disciplines.map((d) => [d.id, d]));
  for (const [id, text] of authoring.disciplines) {
    const discipline = disciplines.get(id);
    if (discipline === undefined) out.push(`disciplines: discipline ${id} does not exist`);
    else check(`disciplines/${id}`, text.powers.keys(), discipline.powers.map((p) => p.key));
  }
  check('blood-rituals.json', authoring.bloodRituals.keys(), ref.bloodRituals.rituals.map((r) => r.id));
  check('oblivion-ceremonies.json', authoring.oblivionCeremonies.keys(), ref.oblivionCeremonies.ceremonies.map((c) => c.id));
  check('clans.json', authoring.clans.keys(), ref.clans.clans.map((c) => c.id));
  check('predator-types.json', authoring.predatorTypes.keys(), ref.predatorTypes.predatorTypes.map((p) => p.id));
  for (const [file, packs, texts] of [
    ['merits.json', ref.merits.merits, authoring.merits],
    ['backgrounds.json', ref.backgrounds.backgrounds, authoring.backgrounds],
  ] as const) {
    check(file, texts.keys(), packs.map((p) => p.id));
    for (const pack of packs) {
      const text = texts.get(String(pack.id));
      if (text === undefined) continue;
      check(`${file} ${pack.id} advantages`, Object.keys(text.advantages), pack.advantages.map((t) => t.id));
      check(`${file} ${pack.id} disadvantages`, Object.keys(text.disadvantages), pack.disadvantages.map((t) => t.id));
    }
  }
  check('skills.json', authoring.skills.keys(), Object.keys(ref.predatorTypes.skillCodes));
  check('attributes.json', authoring.attributes.keys(), Object.keys(ref.predatorTypes.attributeCodes));
  check('items.json', authoring.items.keys(), ref.items.items.map((i) => i.key));
  check('blood-potency.json columns', authoring.bloodPotency.columns.keys(), ['bleedingSpurt', 'healedDamage', 'disciplineBonus', 'rouseRepeatDisciplineLevel', 'baneLevel', 'feedingPenalty']);
  check('blood-potency.json rows', authoring.bloodPotency.rows.keys(), ref.bloodPotency.bloodPotency.map((r) => r.value));
  return out;
}
