import { fifthEditionEffect, restoreFifthEdition, keepByKeys } from '../../../fifth-edition/leveling.ts';
import type { PurchaseEffect, PurchaseOutcome } from '../../../leveling/level-up.ts';
import { withoutLast } from '../../../leveling/history.ts';
import { numericId } from '../../../fifth-edition/sheet.ts';
import { restrictionContextOf } from '../restrictions.ts';
import { homebrewUpdateEffect, restoreHomebrewUpdate } from '../homebrew/update.ts';
import type { V5Character, V5Snapshot } from '../schema.ts';
import { blockersFor } from './powers.ts';
import { describePurchase, type Purchase } from './purchase.ts';
import { abilityKeysOf, bloodSorceryId, disciplineDots, disciplineIndex, maxBloodPotency, oblivionId, ownedPowerKeys } from './sheet.ts';

export type { PurchaseFailureReason } from '../../../leveling/level-up.ts';
export type V5PurchaseEffect<C extends V5Character> = PurchaseEffect<C, V5Snapshot>;
type Outcome<C extends V5Character> = PurchaseOutcome<C, V5Snapshot>;
type Of<K extends Purchase['kind']> = Extract<Purchase, { kind: K }>;

/**
 * The definition a newly learned discipline is kept with: its content fields only (merged
 * homebrew carries its origin beside them; the character keeps that in its homebrew snapshot).
 */
function disciplineRecord(discipline: NonNullable<Of<'discipline'>['discipline']>): V5Character['disciplines'][number]['discipline'] {
  const { id, name, description, powers } = discipline;
  return { id, name, ...(description === undefined ? {} : { description }), ...(powers === undefined ? {} : { powers }) };
}

function disciplineEffect<C extends V5Character>(character: C, purchase: Of<'discipline'>): Outcome<C> {
  const { disciplineId, power } = purchase;
  if (!power.key.startsWith(`${disciplineId}-`)) return 'invalid';
  const blockers = blockersFor(character, disciplineId, power);
  if (blockers.includes('owned')) return 'already_owned';
  if (blockers.includes('level')) return 'at_maximum';
  if (blockers.length > 0) return 'requirements_not_met';
  const index = disciplineIndex(character, disciplineId);
  const entry = character.disciplines[index];
  const newDot = disciplineDots(character, disciplineId) + 1;
  const ability = { ...power, usedLevel: newDot };
  let disciplines: V5Character['disciplines'];
  let updated: V5Character['disciplines'][number];
  if (entry) {
    updated = { ...entry, currentLevel: newDot + 1, abilities: [...entry.abilities, ability] };
    disciplines = character.disciplines.map((item, i) => (i === index ? updated : item));
  } else {
    if (!purchase.discipline || purchase.discipline.id !== disciplineId) return 'invalid';
    updated = { discipline: disciplineRecord(purchase.discipline), points: 0, currentLevel: newDot + 1, abilities: [ability] };
    disciplines = [...character.disciplines, updated];
  }
  const id = String(disciplineId);
  return {
    character: { ...character, disciplines },
    before: { disciplines: { [id]: entry ? { currentLevel: entry.currentLevel, abilityKeys: abilityKeysOf(entry) } : null } },
    after: { disciplines: { [id]: { currentLevel: updated.currentLevel, abilityKeys: abilityKeysOf(updated) } } },
    record: describePurchase(purchase, newDot),
  };
}

function ritualEffect<C extends V5Character>(character: C, purchase: Of<'blood_ritual' | 'oblivion_ceremony'>): Outcome<C> {
  const isRitual = purchase.kind === 'blood_ritual';
  const item = isRitual ? purchase.ritual : purchase.ceremony;
  const field = isRitual ? 'bloodRituals' : 'oblivionCeremonies';
  if (character[field].some((owned) => numericId(owned.id) === item.id)) return 'already_owned';
  const needsPower = !isRitual && purchase.ceremony.prerequisite !== null && !ownedPowerKeys(character).has(purchase.ceremony.prerequisite);
  if (disciplineDots(character, isRitual ? bloodSorceryId : oblivionId) < item.level || needsPower) return 'requirements_not_met';
  const id = String(item.id);
  return {
    character: { ...character, [field]: [...character[field], { ...item }] },
    before: { [field]: { [id]: false } },
    after: { [field]: { [id]: true } },
    record: describePurchase(purchase),
  };
}

/** What a purchase would change on the sheet (experience aside), or why it is not allowed. */
export function purchaseEffect<C extends V5Character>(character: C, purchase: Purchase): Outcome<C> {
  switch (purchase.kind) {
    case 'discipline':
      return disciplineEffect(character, purchase);
    case 'blood_potency':
      if (character.bloodPotency >= maxBloodPotency) return 'at_maximum';
      return {
        character: { ...character, bloodPotency: character.bloodPotency + 1 },
        before: { bloodPotency: character.bloodPotency },
        after: { bloodPotency: character.bloodPotency + 1 },
        record: describePurchase(purchase, character.bloodPotency + 1),
      };
    case 'blood_ritual':
    case 'oblivion_ceremony':
      return ritualEffect(character, purchase);
    case 'homebrew_update': {
      const update = homebrewUpdateEffect(character, purchase, purchase.known);
      return update ? { character: update.character, before: update.before, after: update.after, record: describePurchase(purchase) } : 'not_found';
    }
    default:
      return fifthEditionEffect(character, purchase, restrictionContextOf(character));
  }
}

function restoreDisciplines(character: V5Character, state: NonNullable<V5Snapshot['disciplines']>): V5Character['disciplines'] {
  let disciplines = character.disciplines;
  for (const [id, before] of Object.entries(state)) {
    const index = disciplineIndex({ disciplines }, Number(id));
    const entry = disciplines[index];
    if (!entry) continue;
    if (before === null) {
      disciplines = disciplines.filter((_, i) => i !== index);
      continue;
    }
    const keys = abilityKeysOf(entry);
    const abilities = keepByKeys(entry.abilities, before.abilityKeys, (_, i) => keys[i] ?? '');
    disciplines = disciplines.map((item, i) => (i === index ? { ...item, currentLevel: before.currentLevel, abilities } : item));
  }
  return disciplines;
}

/** Puts back what a Vampire history entry changed (the shared fields are already back). */
export function restoreV5<C extends V5Character>(character: C, before: V5Snapshot): C {
  const next: C = restoreFifthEdition(character, before);
  if (before.bloodPotency !== undefined) next.bloodPotency = before.bloodPotency;
  if (before.disciplines) next.disciplines = restoreDisciplines(next, before.disciplines);
  for (const [id, owned] of Object.entries(before.bloodRituals ?? {})) {
    if (!owned) next.bloodRituals = withoutLast(next.bloodRituals, id);
  }
  for (const [id, owned] of Object.entries(before.oblivionCeremonies ?? {})) {
    if (!owned) next.oblivionCeremonies = withoutLast(next.oblivionCeremonies, id);
  }
  return before.homebrew ? restoreHomebrewUpdate(next, before.homebrew) : next;
}
