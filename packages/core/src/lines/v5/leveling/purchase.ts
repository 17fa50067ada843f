import { describeFifthEditionPurchase, fifthEditionPurchaseKinds, type FifthEditionPurchase } from '../../../fifth-edition/leveling.ts';
import type { Discipline, Power } from '../content/disciplines.ts';
import type { BloodRitual, OblivionCeremony } from '../content/rituals.ts';
import type { HomebrewClan, HomebrewDiscipline } from '../homebrew/schema.ts';
import type { KnownHomebrew } from '../homebrew/snapshot.ts';

/** Every kind of experience purchase of a Vampire's leveling mode. */
export const purchaseKinds = [...fifthEditionPurchaseKinds, 'discipline', 'blood_potency', 'blood_ritual', 'oblivion_ceremony', 'homebrew_update'] as const;
export type PurchaseKind = (typeof purchaseKinds)[number];

/** The discipline definition copied into the character when a new discipline is learned. */
export type DisciplineSnapshot = Pick<Discipline, 'id' | 'name'> & Partial<Discipline>;

/**
 * One thing a vampire buys with experience: the purchases every 5th-edition line has plus the
 * Vampire ones. Content records (power, pack, ritual, …) are passed whole, because the character
 * keeps snapshots of what it owns.
 */
export type Purchase =
  | FifthEditionPurchase
  /**
   * The next dot of a discipline together with the power picked for it. `clanDisciplineIds` are the
   * character's in-clan disciplines; `discipline` is needed only to learn a discipline not owned yet.
   */
  | { kind: 'discipline'; disciplineId: number; clanDisciplineIds: readonly number[]; power: Power; discipline?: DisciplineSnapshot }
  /** Blood potency +1. */
  | { kind: 'blood_potency' }
  /** A Blood Sorcery ritual. */
  | { kind: 'blood_ritual'; ritual: BloodRitual }
  /** An Oblivion ceremony (free). */
  | { kind: 'oblivion_ceremony'; ceremony: OblivionCeremony }
  /**
   * "Homebrew aktualisieren" (free): the character's homebrew moves to these newer versions. It
   * goes through the history like a purchase, so it can be undone. `known` supplies disciplines a
   * new clan version lists.
   */
  | { kind: 'homebrew_update'; clans?: readonly HomebrewClan[]; disciplines?: readonly HomebrewDiscipline[]; known?: KnownHomebrew };

/** What a history entry remembers of a purchase: kind, a stable reference, a display name and the level reached. */
export interface PurchaseRecord {
  kind: PurchaseKind;
  /** Attribute or skill key, power key, `type:packId:traitId` for traits, ritual or ceremony id. */
  ref?: string | undefined;
  name?: string | undefined;
  level?: number | undefined;
}

/** The compact record of a purchase kept in the history; `level` is the value or dot reached. */
export function describePurchase(purchase: Purchase, level?: number): PurchaseRecord {
  const withLevel = (record: PurchaseRecord): PurchaseRecord => (level === undefined ? record : { ...record, level });
  switch (purchase.kind) {
    case 'discipline':
      return withLevel({ kind: purchase.kind, ref: purchase.power.key, name: purchase.power.name });
    case 'blood_potency':
      return withLevel({ kind: purchase.kind });
    case 'blood_ritual':
      return { kind: purchase.kind, ref: String(purchase.ritual.id), name: purchase.ritual.name, level: purchase.ritual.level };
    case 'oblivion_ceremony':
      return { kind: purchase.kind, ref: String(purchase.ceremony.id), name: purchase.ceremony.name, level: purchase.ceremony.level };
    case 'homebrew_update': {
      const items = [...(purchase.clans ?? []), ...(purchase.disciplines ?? [])];
      return { kind: purchase.kind, ref: items.map((item) => `${item.id}@${item.version}`).join(' ').slice(0, 200), name: items.map((item) => item.name).join(', ').slice(0, 500) };
    }
    default:
      // The shared purchases record the same kinds they are named by.
      return describeFifthEditionPurchase(purchase, level) as PurchaseRecord;
  }
}
