import { specialRules, type SpecialRule } from '@vitae/core/fifth-edition';
import type { Authoring, PackText } from './authoring.ts';
import { advantageRestrictions, exclusiveTraits, languageMismatchPreference } from './corrections.ts';
import { convertAction } from './build-clans-disciplines.ts';
import { prose, refName, type Lang } from './lang.ts';
import type { RefPack, RefTrait, Reference } from './reference.ts';

const isSpecialRule = (value: string | null): value is SpecialRule => value !== null && (specialRules as readonly string[]).includes(value);

function buildTrait(lang: Lang, trait: RefTrait, text: PackText['advantages'][string] | undefined, override?: { type: 'exclude_clans'; data: number[] }, exclusive = false) {
  return {
    id: trait.id,
    level: trait.level,
    name: refName(lang, trait.name),
    description: prose(lang, text),
    isRepeatable: trait.isRepeatable ?? false,
    restriction: override ?? trait.restriction ?? null,
    requirement: trait.requirement ?? null,
    restrictRepeats: trait.restrictRepeats === undefined ? null : { size: trait.restrictRepeats.size ?? null, amount: trait.restrictRepeats.amount },
    actions: (trait.actions ?? []).map((a) => ({ type: a.type, data: a.data })),
    // Written only where set: the schema's default (false) covers every other trait.
    ...(exclusive ? { exclusive: true } : {}),
  };
}

function buildPack(lang: Lang, type: 'merits' | 'backgrounds', pack: RefPack, text: PackText | undefined) {
  if (pack.specialRules !== null && !isSpecialRule(pack.specialRules)) throw new Error(`${type} ${pack.id}: unknown special rule ${pack.specialRules}`);
  return {
    id: pack.id,
    type,
    name: refName(lang, pack.name),
    description: prose(lang, text?.description),
    isCombinable: pack.isCombinable,
    specialRules: pack.specialRules ?? 'none',
    restriction: pack.restriction,
    advantages: pack.advantages.map((t) =>
      buildTrait(lang, t, text?.advantages[String(t.id)], advantageRestrictions.get(`${type}:${pack.id}:${t.id}`), exclusiveTraits.has(`${type}:${pack.id}:a:${t.id}`)),
    ),
    disadvantages: pack.disadvantages.map((t) => buildTrait(lang, t, text?.disadvantages[String(t.id)], undefined, exclusiveTraits.has(`${type}:${pack.id}:d:${t.id}`))),
  };
}

/** Merit packs of one language, sorted by id. */
export function buildMerits(lang: Lang, ref: Reference, authoring: Authoring) {
  return [...ref.merits.merits].sort((a, b) => a.id - b.id).map((p) => buildPack(lang, 'merits', p, authoring.merits.get(String(p.id))));
}

/** Background packs of one language, sorted by id. */
export function buildBackgrounds(lang: Lang, ref: Reference, authoring: Authoring) {
  return [...ref.backgrounds.backgrounds]
    .sort((a, b) => a.id - b.id)
    .map((p) => buildPack(lang, 'backgrounds', p, authoring.backgrounds.get(String(p.id))));
}

/** Predator types of one language, sorted by id. */
export function buildPredatorTypes(lang: Lang, ref: Reference, authoring: Authoring) {
  return [...ref.predatorTypes.predatorTypes]
    .sort((a, b) => a.id - b.id)
    .map((pt) => ({
      id: pt.id,
      name: refName(lang, pt.name),
      description: prose(lang, authoring.predatorTypes.get(String(pt.id))?.description),
      restriction: pt.restriction,
      actions: pt.actions.map((a) => convertAction(lang, a, `predator type ${pt.id}`, languageMismatchPreference.get(pt.id))),
    }));
}
