import type { AttributeKey, SkillKey } from '../character/keys.ts';
import type { Discipline, Power } from '../content/disciplines.ts';
import type { BloodRitual, OblivionCeremony } from '../content/rituals.ts';
import type { TraitPack, TraitPackType } from '../content/traits.ts';

/** Every kind of experience purchase of leveling mode. */
export const purchaseKinds = [
  'attribute',
  'skill',
  'speciality',
  'discipline',
  'blood_potency',
  'trait',
  'trait_raise',
  'flaw',
  'blood_ritual',
  'oblivion_ceremony',
] as const;
export type PurchaseKind = (typeof purchaseKinds)[number];

/** The discipline definition copied into the character when a new discipline is learned. */
export type DisciplineSnapshot = Pick<Discipline, 'id' | 'name'> & Partial<Discipline>;

/**
 * One thing bought with experience. Content records (power, pack, ritual, …) are passed whole,
 * because the character keeps snapshots of what it owns.
 */
export type Purchase =
  /** Attribute +1. */
  | { kind: 'attribute'; key: AttributeKey }
  /** Skill +1 (0 → 1 included). */
  | { kind: 'skill'; key: SkillKey }
  /** A new speciality of a skill. */
  | { kind: 'speciality'; skill: SkillKey; name: string }
  /**
   * The next dot of a discipline together with the power picked for it. `clanDisciplineIds` are the
   * character's in-clan disciplines; `discipline` is needed only to learn a discipline not owned yet.
   */
  | { kind: 'discipline'; disciplineId: number; clanDisciplineIds: readonly number[]; power: Power; discipline?: DisciplineSnapshot }
  /** Blood potency +1. */
  | { kind: 'blood_potency' }
  /** A new merit or background from a pack; `level` defaults to the trait's own level. */
  | { kind: 'trait'; type: TraitPackType; pack: TraitPack; traitId: number; level?: number }
  /** Raise an owned merit or background by one dot; `traitIndex` is its position in the pack's `traits`. */
  | { kind: 'trait_raise'; type: TraitPackType; packId: number; traitIndex: number }
  /** A new flaw from a pack (free). */
  | { kind: 'flaw'; type: TraitPackType; pack: TraitPack; traitId: number; level?: number }
  /** A Blood Sorcery ritual. */
  | { kind: 'blood_ritual'; ritual: BloodRitual }
  /** An Oblivion ceremony (free). */
  | { kind: 'oblivion_ceremony'; ceremony: OblivionCeremony };

/** What a history entry remembers of a purchase: kind, a stable reference, a display name and the level reached. */
export interface PurchaseRecord {
  kind: PurchaseKind;
  /** Attribute or skill key, power key, `type:packId:traitId` for traits, ritual or ceremony id. */
  ref?: string | undefined;
  name?: string | undefined;
  level?: number | undefined;
}

const traitRef = (type: TraitPackType, packId: number, traitId: number | string) => `${type}:${packId}:${traitId}`;

/** The compact record of a purchase kept in the history; `level` is the value or dot reached. */
export function describePurchase(purchase: Purchase, level?: number): PurchaseRecord {
  const withLevel = (record: PurchaseRecord): PurchaseRecord => (level === undefined ? record : { ...record, level });
  switch (purchase.kind) {
    case 'attribute':
    case 'skill':
      return withLevel({ kind: purchase.kind, ref: purchase.key });
    case 'speciality':
      return { kind: purchase.kind, ref: purchase.skill, name: purchase.name.trim() };
    case 'discipline':
      return withLevel({ kind: purchase.kind, ref: purchase.power.key, name: purchase.power.name });
    case 'blood_potency':
      return withLevel({ kind: purchase.kind });
    case 'trait':
    case 'flaw': {
      const side = purchase.kind === 'trait' ? purchase.pack.advantages : purchase.pack.disadvantages;
      const trait = side.find((entry) => entry.id === purchase.traitId);
      return withLevel({ kind: purchase.kind, ref: traitRef(purchase.type, purchase.pack.id, purchase.traitId), name: trait?.name });
    }
    case 'trait_raise':
      return withLevel({ kind: purchase.kind, ref: traitRef(purchase.type, purchase.packId, `#${purchase.traitIndex}`) });
    case 'blood_ritual':
      return { kind: purchase.kind, ref: String(purchase.ritual.id), name: purchase.ritual.name, level: purchase.ritual.level };
    case 'oblivion_ceremony':
      return { kind: purchase.kind, ref: String(purchase.ceremony.id), name: purchase.ceremony.name, level: purchase.ceremony.level };
  }
}
