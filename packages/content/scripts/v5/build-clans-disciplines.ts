import { predatorActionTranslationSchema } from '@vitae/core/v5';
import type { z } from 'zod';
import type { Authoring, Warn } from './authoring.ts';
import { prerequisiteOverrides } from './corrections.ts';
import { fact, prose, refName, refOrAuthoredName, refText, type Lang } from './lang.ts';
import type { RefAction, RefText, Reference } from './reference.ts';

type TranslatedAction = z.output<typeof predatorActionTranslationSchema>;

/** Turns a reference grant/action into a content action of one language (validated on the spot). */
export function convertAction(lang: Lang, action: RefAction, where: string, preferred?: Lang): TranslatedAction {
  const data = structuredClone(action.data) as Record<string, unknown>;
  const choices = data['choices'];
  if (typeof choices === 'object' && choices !== null && !Array.isArray(choices) && '_languageMismatch' in choices) {
    data['choices'] = (choices as Record<string, unknown>)[preferred ?? lang];
  }
  if (action.type === 'additional_specialization' && Array.isArray(data['choices'])) {
    data['choices'] = (data['choices'] as Array<Record<string, unknown>>).map((c) => ({ ...c, specialty: refText(lang, c['specialty'] as RefText | string | null) }));
  }
  if (action.type === 'add_flaw' && Array.isArray(data['choices'])) {
    data['choices'] = (data['choices'] as Array<Record<string, unknown>>).map((c) =>
      c['suffix'] === undefined ? c : { ...c, suffix: refText(lang, c['suffix'] as RefText | string | null) },
    );
  }
  const parsed = predatorActionTranslationSchema.safeParse({ type: action.type, data });
  if (!parsed.success) throw new Error(`${where}: action ${action.type} does not fit the schema: ${parsed.error.message}`);
  return parsed.data;
}

/** Clans of one language, sorted by id. */
export function buildClans(lang: Lang, ref: Reference, authoring: Authoring) {
  return [...ref.clans.clans]
    .sort((a, b) => a.id - b.id)
    .map((clan) => {
      const text = authoring.clans.get(String(clan.id));
      return {
        id: clan.id,
        name: refName(lang, clan.name),
        slogan: text?.slogan?.[lang] ?? refText(lang, clan.slogan),
        description: prose(lang, text?.description),
        bane: prose(lang, text?.bane),
        compulsion: { name: prose(lang, text?.compulsion?.name), description: prose(lang, text?.compulsion?.description) },
        disciplines: [...clan.disciplineIds],
        actions: clan.grants.map((g) => convertAction(lang, g, `clan ${clan.id}`)),
      };
    });
}

/** Disciplines of one language with their powers sorted by level, then id. */
export function buildDisciplines(lang: Lang, ref: Reference, authoring: Authoring, warn: Warn) {
  return [...ref.disciplines.disciplines]
    .sort((a, b) => a.id - b.id)
    .map((discipline) => {
      const text = authoring.disciplines.get(discipline.id);
      const powers = [...discipline.powers]
        .sort((a, b) => a.level - b.level || a.id - b.id)
        .map((power) => {
          const pt = text?.powers.get(power.key);
          if (lang === 'de') {
            for (const field of ['dicePool', 'cost', 'duration'] as const) {
              // Authored facts fill gaps per language; only a language the reference already has is ignored.
              if (pt?.[field]?.de != null && power[field]?.de != null) warn(`disciplines/${discipline.id}: ${power.key} ${field} (de) is already in the reference; authored value ignored`);
            }
            if (pt?.name?.en != null && power.name.en !== null) warn(`disciplines/${discipline.id}: ${power.key} has an English name in the reference; authored name ignored`);
          }
          return {
            key: power.key,
            id: power.id,
            level: power.level,
            name: refOrAuthoredName(lang, power.name, pt?.name),
            summary: prose(lang, pt?.summary),
            amalgam: power.amalgam,
            prerequisite: prerequisiteOverrides.get(power.key) ?? power.prerequisiteKey,
            minBloodPotency: power.minBloodPotency,
            multiple: power.multiple,
            dicePool: fact(lang, power.dicePool, pt?.dicePool),
            cost: fact(lang, power.cost, pt?.cost),
            duration: fact(lang, power.duration, pt?.duration),
          };
        });
      return { id: discipline.id, name: refName(lang, discipline.name), description: prose(lang, text?.description), powers };
    });
}
