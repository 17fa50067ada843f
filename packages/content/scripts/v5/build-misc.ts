import { attributeKeys, categoryNames, skillKeys, skillSpreadPresets } from '@vitae/core/fifth-edition';
import { bloodPotencyColumns } from '@vitae/core/v5';
import type { Authoring, LexiconEntryText, Warn } from './authoring.ts';
import { correctedBloodPotencyRow, duplicateRitualIds } from './corrections.ts';
import { fact, prose, refName, refOrAuthoredName, refText, type Lang } from './lang.ts';
import type { Reference } from './reference.ts';

/** The blood potency table: numbers from the reference as the corebook corrects them, explanations from authoring. */
export function buildBloodPotencyTable(lang: Lang, ref: Reference, authoring: Authoring) {
  const explanations = Object.fromEntries(bloodPotencyColumns.map((c) => [c, prose(lang, authoring.bloodPotency.columns.get(c))]));
  const rows = [...ref.bloodPotency.bloodPotency]
    .map(correctedBloodPotencyRow)
    .sort((a, b) => a.value - b.value)
    .map((row) => ({
      value: row.value,
      bleedingSpurt: row.bleedingSpurt,
      healedDamage: row.healedDamage,
      disciplineBonus: row.disciplineBonus,
      rouseRepeatDisciplineLevel: row.rouseRepeatDisciplineLevel,
      baneLevel: row.baneLevel,
      feedingPenalty: { ...row.feedingPenalty },
      explanation: prose(lang, authoring.bloodPotency.rows.get(String(row.value))),
    }));
  return { explanations, rows };
}

/** Blood Sorcery rituals of one language, sorted by id, without the documented duplicates. */
export function buildBloodRituals(lang: Lang, ref: Reference, authoring: Authoring) {
  return ref.bloodRituals.rituals
    .filter((r) => !duplicateRitualIds.has(r.id))
    .sort((a, b) => a.id - b.id)
    .map((r) => {
      const text = authoring.bloodRituals.get(String(r.id));
      return { id: r.id, level: r.level, name: refOrAuthoredName(lang, r.name, text?.name), summary: prose(lang, text?.summary) };
    });
}

/** Oblivion ceremonies of one language, sorted by id. */
export function buildOblivionCeremonies(lang: Lang, ref: Reference, authoring: Authoring) {
  return [...ref.oblivionCeremonies.ceremonies]
    .sort((a, b) => a.id - b.id)
    .map((c) => {
      const text = authoring.oblivionCeremonies.get(String(c.id));
      return {
        id: c.id,
        level: c.level,
        name: refOrAuthoredName(lang, c.name, text?.name),
        summary: prose(lang, text?.summary),
        prerequisite: c.prerequisitePowerKey,
        cost: fact(lang, c.cost),
        dicePool: fact(lang, c.dicePool),
        cult: fact(lang, c.cult),
        duration: fact(lang, c.duration, text?.duration),
      };
    });
}

/** The item catalogue in reference order; an English name the reference lacks comes from authoring. */
export function buildItems(lang: Lang, ref: Reference, authoring: Authoring) {
  return ref.items.items.map((item) => ({
    key: item.key,
    category: refText(lang, item.category),
    name: refOrAuthoredName(lang, item.name, authoring.items.get(item.key)?.name),
    description: prose(lang, authoring.items.get(item.key)?.description),
    isCustom: false as const,
  }));
}

function buildLexiconEntries(lang: Lang, entries: readonly LexiconEntryText[], seen: Set<string>, warn: Warn) {
  return entries.flatMap((entry) => {
    if (seen.has(entry.id)) {
      if (lang === 'de') warn(`lexicon.json: id ${entry.id} used twice, later entry skipped`);
      return [];
    }
    seen.add(entry.id);
    return [
      {
        id: entry.id,
        title: prose(lang, entry.title),
        subtitle: entry.subtitle === undefined ? null : prose(lang, entry.subtitle),
        paragraphs: entry.paragraphs.map((p) => prose(lang, p)),
        lists: entry.lists.map((list) => list.map((item) => prose(lang, item))),
      },
    ];
  });
}

/** The custom lexicon (only authored sections). */
export function buildCustomLexicon(lang: Lang, authoring: Authoring, warn: Warn) {
  const seen = new Set<string>();
  return {
    prepend: buildLexiconEntries(lang, authoring.lexicon.prepend, seen, warn),
    append: buildLexiconEntries(lang, authoring.lexicon.append, seen, warn),
  };
}

/** The nine attributes in sheet order. */
export function buildAttributes(lang: Lang, ref: Reference, authoring: Authoring) {
  return categoryNames.flatMap((category) =>
    attributeKeys[category].map((key) => {
      const name = ref.predatorTypes.attributeCodes[key];
      if (name === undefined) throw new Error(`reference has no name for attribute ${key}`);
      return { key, category, name: refName(lang, name), description: prose(lang, authoring.attributes.get(key)?.description) };
    }),
  );
}

const clean = (list: readonly string[] | null | undefined) => (list ?? []).map((s) => s.trim()).filter((s) => s !== '');

/** The 27 skills in sheet order; `lineSpecialities` are the suggestions only one line's characters see. */
export function buildSkills(lang: Lang, ref: Reference, authoring: Authoring) {
  return categoryNames.flatMap((category) =>
    skillKeys[category].map((key) => {
      const name = ref.predatorTypes.skillCodes[key];
      if (name === undefined) throw new Error(`reference has no name for skill ${key}`);
      const text = authoring.skills.get(key);
      return {
        key,
        category,
        name: refName(lang, name),
        description: prose(lang, text?.description),
        specialities: clean(text?.specialities?.[lang]),
        lineSpecialities: Object.fromEntries(Object.entries(text?.lineSpecialities ?? {}).map(([line, list]) => [line, clean(list[lang])])),
      };
    }),
  );
}

/** The three skill spread presets. */
export function buildSkillSpreads(lang: Lang) {
  return skillSpreadPresets.map((preset) => ({ id: preset.id, name: preset.name[lang], spread: preset.spread.map((s) => ({ ...s })) }));
}
