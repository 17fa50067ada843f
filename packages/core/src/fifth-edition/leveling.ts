import { z } from 'zod';
import type { RestrictionContext } from '../content/restriction-resolver.ts';
import { isAllowed } from '../content/restriction-resolver.ts';
import { keepByKeys, type BaseSnapshot } from '../leveling/history.ts';
import { applyPurchaseWith, checkPurchaseWith, undoLastWith, type SheetChange, type LevelingRules, type PurchaseCheck, type PurchaseOutcome, type PurchaseResult, type UndoResult, type XpEventMeta } from '../leveling/level-up.ts';
import type { Leveled } from '../leveling/history.ts';
import { allAttributeKeys, allSkillKeys, type AttributeKey, type SkillKey } from './keys.ts';
import { ownedTraitSchema, type FifthEditionCharacter, type OwnedTraitRecord, type TraitCollection } from './schema.ts';
import { attributeRating, healthFor, numericId, skillOf, willpowerFor, withAttribute, withSkill } from './sheet.ts';
import type { TraitPack, TraitPackType } from './trait-packs.ts';
import { exclusiveConflicts } from './creation/exclusive.ts';

const count = z.number().int().min(0);
const traitSides = z.strictObject({ traits: z.array(ownedTraitSchema).max(100), flawTraits: z.array(ownedTraitSchema).max(100) });

/** Snapshot fields of the purchases every 5th-edition line shares (keyed by attribute/skill key or pack id). */
export const fifthEditionSnapshotShape = {
  attributes: z.partialRecord(z.enum(allAttributeKeys), count).optional(),
  skills: z.partialRecord(z.enum(allSkillKeys), z.strictObject({ value: count, specialization: z.array(z.string().max(200)).max(50) })).optional(),
  merits: z.record(z.string().max(20), traitSides.nullable()).optional(),
  backgrounds: z.record(z.string().max(20), traitSides.nullable()).optional(),
} as const;

type TraitSides = { traits: OwnedTraitRecord[]; flawTraits: OwnedTraitRecord[] };
export type FifthEditionSnapshot = BaseSnapshot & {
  attributes?: Partial<Record<AttributeKey, number>> | undefined;
  skills?: Partial<Record<SkillKey, { value: number; specialization: string[] }>> | undefined;
  merits?: Record<string, TraitSides | null> | undefined;
  backgrounds?: Record<string, TraitSides | null> | undefined;
};

/** The purchases every 5th-edition line offers. */
export type FifthEditionPurchase =
  /** Attribute +1. */
  | { kind: 'attribute'; key: AttributeKey }
  /** Skill +1 (0 → 1 included). */
  | { kind: 'skill'; key: SkillKey }
  /** A new speciality of a skill. */
  | { kind: 'speciality'; skill: SkillKey; name: string }
  /** A new merit or background from a pack; `level` defaults to the trait's own level. */
  | { kind: 'trait'; type: TraitPackType; pack: TraitPack; traitId: number; level?: number }
  /**
   * Raise an owned merit or background by one dot; `traitIndex` is its position in the pack's
   * `traits`, `pack` the content's pack (its list of levels: a merit rises only to a level it lists).
   */
  | { kind: 'trait_raise'; type: TraitPackType; packId: number; traitIndex: number; pack?: TraitPack }
  /** A new flaw from a pack (free). */
  | { kind: 'flaw'; type: TraitPackType; pack: TraitPack; traitId: number; level?: number };
/**
 * Kinds a history record of a 5th-edition line may name: the purchases, plus `trait_removal`, the
 * storyteller's removal of an owned trait (a change entry, see `traitRemovalChange`).
 */
export const fifthEditionPurchaseKinds = ['attribute', 'skill', 'speciality', 'trait', 'trait_raise', 'flaw', 'trait_removal'] as const;

/** XP prices of the shared purchases; each line states its own. */
export interface FifthEditionRates {
  /** × new attribute value. */
  attribute: number;
  /** × new skill value. */
  skill: number;
  /** Flat, per speciality. */
  speciality: number;
  /** × level of a new merit or background. */
  newTrait: number;
  /** Flat, per dot an owned merit or background is raised. */
  raiseTrait: number;
}

/** Highest attribute and skill rating that can be bought. */
export const maxRating = 5;
/** Highest dot of an advantage (merit or background). */
export const maxTraitLevel = 5;
const maxSpecialities = 50;
const maxSpecialityLength = 200;

type Record5e = { kind: string; ref?: string | undefined; name?: string | undefined; level?: number | undefined };
const traitRef = (type: TraitPackType, packId: number, traitId: number | string) => `${type}:${packId}:${traitId}`;

/** Level a new merit, background or flaw is bought at: the chosen level, else the trait's own. */
export function chosenTraitLevel(purchase: Extract<FifthEditionPurchase, { kind: 'trait' | 'flaw' }>): number {
  if (purchase.level !== undefined) return purchase.level;
  const side = purchase.kind === 'trait' ? purchase.pack.advantages : purchase.pack.disadvantages;
  return side.find((trait) => trait.id === purchase.traitId)?.level ?? 1;
}

/** XP a shared purchase costs on this character, whether or not it is allowed now. */
export function fifthEditionCost(character: FifthEditionCharacter, purchase: FifthEditionPurchase, rates: FifthEditionRates): number {
  switch (purchase.kind) {
    case 'attribute':
      return ((attributeRating(character, purchase.key) ?? 0) + 1) * rates.attribute;
    case 'skill':
      return ((skillOf(character, purchase.key)?.value ?? 0) + 1) * rates.skill;
    case 'speciality':
      return rates.speciality;
    case 'trait':
      return chosenTraitLevel(purchase) * rates.newTrait;
    case 'trait_raise':
      return rates.raiseTrait;
    case 'flaw':
      return 0;
  }
}

/** The rate (a key of `FifthEditionRates`, the same key in each line's XP table) a shared purchase is charged by; none for a flaw. */
export function fifthEditionPriceKey(purchase: FifthEditionPurchase): keyof FifthEditionRates | undefined {
  switch (purchase.kind) {
    case 'attribute':
    case 'skill':
    case 'speciality':
      return purchase.kind;
    case 'trait':
      return 'newTrait';
    case 'trait_raise':
      return 'raiseTrait';
    case 'flaw':
      return undefined;
  }
}

/** The compact history record of a shared purchase; `level` is the value or dot reached. */
export function describeFifthEditionPurchase(purchase: FifthEditionPurchase, level?: number): Record5e {
  const withLevel = (record: Record5e): Record5e => (level === undefined ? record : { ...record, level });
  switch (purchase.kind) {
    case 'attribute':
    case 'skill':
      return withLevel({ kind: purchase.kind, ref: purchase.key });
    case 'speciality':
      return { kind: purchase.kind, ref: purchase.skill, name: purchase.name.trim() };
    case 'trait':
    case 'flaw': {
      const side = purchase.kind === 'trait' ? purchase.pack.advantages : purchase.pack.disadvantages;
      const trait = side.find((entry) => entry.id === purchase.traitId);
      return withLevel({ kind: purchase.kind, ref: traitRef(purchase.type, purchase.pack.id, purchase.traitId), name: trait?.name });
    }
    case 'trait_raise':
      return withLevel({ kind: purchase.kind, ref: traitRef(purchase.type, purchase.packId, `#${purchase.traitIndex}`) });
  }
}

type Outcome<C> = PurchaseOutcome<C, FifthEditionSnapshot>;
type Of<K extends FifthEditionPurchase['kind']> = Extract<FifthEditionPurchase, { kind: K }>;

function attributeEffect<C extends FifthEditionCharacter>(character: C, purchase: Of<'attribute'>): Outcome<C> {
  const value = attributeRating(character, purchase.key);
  if (value === null) return 'not_found';
  if (value >= maxRating) return 'at_maximum';
  const next: C = { ...character, categories: withAttribute(character, purchase.key, value + 1) };
  const before: FifthEditionSnapshot = { attributes: { [purchase.key]: value } };
  const after: FifthEditionSnapshot = { attributes: { [purchase.key]: value + 1 } };
  if (purchase.key === 'sta') {
    [before.health, next.health] = [character.health, healthFor(next)];
    after.health = next.health;
  }
  if (purchase.key === 'com' || purchase.key === 'res') {
    [before.willpower, next.willpower] = [character.willpower, willpowerFor(next)];
    after.willpower = next.willpower;
  }
  return { character: next, before, after, record: describeFifthEditionPurchase(purchase, value + 1) };
}

function skillEffect<C extends FifthEditionCharacter>(character: C, purchase: Of<'skill' | 'speciality'>): Outcome<C> {
  const key = purchase.kind === 'skill' ? purchase.key : purchase.skill;
  const skill = skillOf(character, key);
  if (skill === null) return 'not_found';
  let changed: typeof skill;
  if (purchase.kind === 'skill') {
    if (skill.value >= maxRating) return 'at_maximum';
    changed = { ...skill, value: skill.value + 1 };
  } else {
    const name = purchase.name.trim();
    if (name === '' || name.length > maxSpecialityLength) return 'invalid';
    if (skill.specialization.includes(name)) return 'already_owned';
    if (skill.specialization.length >= maxSpecialities) return 'at_maximum';
    changed = { ...skill, specialization: [...skill.specialization, name] };
  }
  const record = describeFifthEditionPurchase(purchase, purchase.kind === 'skill' ? changed.value : undefined);
  return { character: { ...character, categories: withSkill(character, key, changed) }, before: { skills: { [key]: skill } }, after: { skills: { [key]: changed } }, record };
}

type TraitPackEntry = TraitCollection['packs'][number];

/** The owned pack entry of a pack id (the last one if the data holds duplicates). */
function packIndexOf(collection: TraitCollection, packId: number): number {
  return collection.packs.findLastIndex((entry) => numericId(entry.pack.id) === packId);
}

function traitEffectResult<C extends FifthEditionCharacter>(
  character: C,
  type: TraitPackType,
  packId: number,
  entry: TraitPackEntry | undefined,
  updated: TraitPackEntry,
  record: Record5e,
): Outcome<C> {
  const collection = character[type];
  const index = packIndexOf(collection, packId);
  const packs = entry ? collection.packs.map((item, i) => (i === index ? updated : item)) : [...collection.packs, updated];
  const id = String(packId);
  return {
    character: { ...character, [type]: { ...collection, packs } },
    before: { [type]: { [id]: entry ? { traits: entry.traits, flawTraits: entry.flawTraits } : null } },
    after: { [type]: { [id]: { traits: updated.traits, flawTraits: updated.flawTraits } } },
    record,
  };
}

function newTraitEffect<C extends FifthEditionCharacter>(character: C, purchase: Of<'trait' | 'flaw'>, context: RestrictionContext): Outcome<C> {
  const { pack, type } = purchase;
  const isAdvantage = purchase.kind === 'trait';
  const trait = (isAdvantage ? pack.advantages : pack.disadvantages).find((candidate) => candidate.id === purchase.traitId);
  if (!trait) return 'not_found';
  const level = chosenTraitLevel(purchase);
  if (pack.type !== type || !Number.isInteger(level) || level < trait.level || level > maxTraitLevel) return 'invalid';
  const entry = character[type].packs[packIndexOf(character[type], pack.id)];
  const owned = (isAdvantage ? entry?.traits : entry?.flawTraits) ?? [];
  const ids = owned.map((item) => numericId(item.id));
  const copies = ids.filter((id) => id === trait.id).length;
  if (copies > 0 && !trait.isRepeatable) return 'already_owned';
  if (trait.restrictRepeats && copies >= trait.restrictRepeats.amount) return 'at_maximum';
  const unmet =
    (trait.restrictRepeats?.size != null && !ids.includes(trait.restrictRepeats.size)) ||
    (!pack.isCombinable && ids.some((id) => id !== trait.id)) ||
    exclusiveConflicts(character, pack, isAdvantage ? 'advantages' : 'disadvantages', trait).length > 0 ||
    (trait.requirement !== null && !trait.requirement.values.some((id) => ids.includes(id))) ||
    !isAllowed(pack.restriction, context) ||
    !isAllowed(trait.restriction, context);
  if (unmet) return 'requirements_not_met';
  const { exclusive: _exclusive, ...facts } = trait;
  const bought = { ...facts, isLocked: false, isManual: false, ...(level === trait.level ? {} : { customLevel: level }) };
  const { advantages: _advantages, disadvantages: _disadvantages, ...packFacts } = pack;
  const base: TraitPackEntry = entry ?? { pack: packFacts, traits: [], flawTraits: [] };
  const updated = isAdvantage ? { ...base, traits: [...base.traits, bought] } : { ...base, flawTraits: [...base.flawTraits, bought] };
  return traitEffectResult(character, type, pack.id, entry, updated, describeFifthEditionPurchase(purchase, level));
}

/** A merit's name without the level the content writes after it ("Herde 2" → "Herde"). */
function meritStem(name: string): string {
  return name.replace(/[\s•\d]+$/u, '').trim();
}

/**
 * The content's next level of an owned merit: the trait of its pack with the same name (level
 * digits aside) one dot higher ("Herde 2" → "Herde 3"). None for a merit of one fixed level
 * ("Eiserner Magen •••").
 */
export function nextTraitLevel(pack: TraitPack | undefined, trait: { id: unknown; name: string; level: number; customLevel?: number | null | undefined }): TraitPack['advantages'][number] | undefined {
  const level = trait.customLevel ?? trait.level;
  const stem = meritStem(trait.name);
  if (!pack || stem === '') return undefined;
  return pack.advantages.find((candidate) => candidate.level === level + 1 && meritStem(candidate.name) === stem && numericId(candidate.id) !== numericId(trait.id));
}

function raiseTraitEffect<C extends FifthEditionCharacter>(character: C, purchase: Of<'trait_raise'>): Outcome<C> {
  const entry = character[purchase.type].packs[packIndexOf(character[purchase.type], purchase.packId)];
  const trait = entry?.traits[purchase.traitIndex];
  if (!entry || !trait) return 'not_found';
  if (purchase.pack && numericId(purchase.pack.id) !== purchase.packId) return 'invalid';
  const level = trait.customLevel ?? trait.level;
  if (level >= maxTraitLevel) return 'at_maximum';
  // Merits rise only through the levels their content lists (issue #46): the next level replaces
  // this one, name and all. A player-written merit has no content to follow and rises dot by dot.
  const next = nextTraitLevel(purchase.pack, trait);
  if (!next && !trait.isCustom) return 'at_maximum';
  const { customLevel: _customLevel, ...fixed } = trait;
  const raised = next ? { ...fixed, id: next.id, name: next.name, description: next.description ?? trait.description, level: next.level } : { ...trait, customLevel: level + 1 };
  const traits = entry.traits.map((item, i) => (i === purchase.traitIndex ? raised : item));
  const record = { ...describeFifthEditionPurchase(purchase, level + 1), name: raised.name || undefined };
  return traitEffectResult(character, purchase.type, purchase.packId, entry, { ...entry, traits }, record);
}

/** What a shared purchase would change on the sheet (experience aside), or why it is not allowed. */
export function fifthEditionEffect<C extends FifthEditionCharacter>(character: C, purchase: FifthEditionPurchase, context: RestrictionContext): Outcome<C> {
  switch (purchase.kind) {
    case 'attribute':
      return attributeEffect(character, purchase);
    case 'skill':
    case 'speciality':
      return skillEffect(character, purchase);
    case 'trait':
    case 'flaw':
      return newTraitEffect(character, purchase, context);
    case 'trait_raise':
      return raiseTraitEffect(character, purchase);
  }
}

function restoreTraits(collection: TraitCollection, state: NonNullable<FifthEditionSnapshot['merits']>): TraitCollection {
  let packs = collection.packs;
  for (const [id, before] of Object.entries(state)) {
    const index = packs.findLastIndex((entry) => numericId(entry.pack.id) === Number(id));
    if (index < 0) continue;
    packs = before === null ? packs.filter((_, i) => i !== index) : packs.map((entry, i) => (i === index ? { ...entry, ...before } : entry));
  }
  return { ...collection, packs };
}

/** Puts back the shared 5th-edition fields of a history snapshot (attributes, skills, merits, backgrounds). */
export function restoreFifthEdition<C extends FifthEditionCharacter>(character: C, before: FifthEditionSnapshot): C {
  let next: C = { ...character };
  for (const [key, value] of Object.entries(before.attributes ?? {})) {
    next = { ...next, categories: withAttribute(next, key as AttributeKey, value) };
  }
  for (const [key, skill] of Object.entries(before.skills ?? {})) {
    next = { ...next, categories: withSkill(next, key as SkillKey, skill) };
  }
  if (before.merits) next.merits = restoreTraits(next.merits, before.merits);
  if (before.backgrounds) next.backgrounds = restoreTraits(next.backgrounds, before.backgrounds);
  return next;
}

export { keepByKeys };

/**
 * The storyteller's removal of an owned merit, background or flaw (full customization) as a change
 * for the history: no experience moves, and undo puts the trait back. Because undo goes strictly
 * newest first, a purchase can only be undone after its removal was, so its experience comes back
 * once. `packIndex` is the position in the collection's `packs`, `index` the one in its list.
 */
export function traitRemovalChange<C extends FifthEditionCharacter>(
  character: C,
  type: TraitPackType,
  packIndex: number,
  list: 'traits' | 'flawTraits',
  index: number,
): SheetChange<C, FifthEditionSnapshot> | null {
  const entry = character[type].packs[packIndex];
  const trait = entry?.[list][index];
  const packId = numericId(entry?.pack.id);
  if (!entry || !trait || packId === null || packIndexOf(character[type], packId) !== packIndex) return null;
  const updated = { ...entry, [list]: entry[list].filter((_, i) => i !== index) };
  const id = String(packId);
  return {
    character: { ...character, [type]: { ...character[type], packs: character[type].packs.map((item, i) => (i === packIndex ? updated : item)) } },
    before: { [type]: { [id]: { traits: entry.traits, flawTraits: entry.flawTraits } } },
    after: { [type]: { [id]: { traits: updated.traits, flawTraits: updated.flawTraits } } },
    record: { kind: 'trait_removal', ref: traitRef(type, packId, trait.id), name: trait.name || undefined, level: trait.customLevel ?? trait.level },
  };
}

/**
 * The leveling of a 5th-edition line that has only the shared purchases (its own arrive later):
 * the prices are the line's, the restriction context its own.
 */
export function fifthEditionLeveling<C extends FifthEditionCharacter & Leveled<FifthEditionSnapshot>>(rates: FifthEditionRates, context: (character: C) => RestrictionContext) {
  const rules = <D extends C>(): LevelingRules<D, FifthEditionPurchase, FifthEditionSnapshot> => ({
    cost: (character, purchase) => fifthEditionCost(character, purchase, rates),
    effect: (character, purchase) => fifthEditionEffect(character, purchase, context(character)),
    restore: (character, before) => restoreFifthEdition(character, before),
  });
  return {
    check: (character: C, purchase: FifthEditionPurchase): PurchaseCheck => checkPurchaseWith(rules<C>(), character, purchase),
    apply: (character: C, purchase: FifthEditionPurchase, meta: XpEventMeta): PurchaseResult<C, FifthEditionSnapshot> => applyPurchaseWith(rules<C>(), character, purchase, meta),
    undo: (character: C): UndoResult<C, FifthEditionSnapshot> => undoLastWith(rules<C>(), character),
  };
}
