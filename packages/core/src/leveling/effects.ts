import { healthFor, willpowerFor } from '../character/derived.ts';
import type { Character } from '../character/schema.ts';
import { isAllowed } from '../content/restriction-resolver.ts';
import { chosenTraitLevel } from './costs.ts';
import type { XpSnapshot } from './history.ts';
import { blockersFor } from './powers.ts';
import { describePurchase, type Purchase, type PurchaseRecord } from './purchase.ts';
import {
  abilityKeysOf,
  attributeRating,
  bloodSorceryId,
  clanIdOf,
  disciplineDots,
  disciplineIndex,
  maxBloodPotency,
  maxRating,
  maxTraitLevel,
  numericId,
  oblivionId,
  ownedPowerKeys,
  skillOf,
  withAttribute,
  withSkill,
} from './sheet.ts';

/** Why a purchase is refused. */
export type PurchaseFailureReason = 'not_enough_xp' | 'at_maximum' | 'requirements_not_met' | 'already_owned' | 'not_found' | 'invalid';

/** What a purchase does to the sheet, apart from the experience it costs. */
export interface PurchaseEffect<C extends Character> {
  character: C;
  before: XpSnapshot;
  after: XpSnapshot;
  record: PurchaseRecord;
}
type Outcome<C extends Character> = PurchaseEffect<C> | Exclude<PurchaseFailureReason, 'not_enough_xp'>;
type Of<K extends Purchase['kind']> = Extract<Purchase, { kind: K }>;
const maxSpecialities = 50;
const maxSpecialityLength = 200;

function attributeEffect<C extends Character>(character: C, purchase: Of<'attribute'>): Outcome<C> {
  const value = attributeRating(character, purchase.key);
  if (value === null) return 'not_found';
  if (value >= maxRating) return 'at_maximum';
  const next: C = { ...character, categories: withAttribute(character, purchase.key, value + 1) };
  const before: XpSnapshot = { attributes: { [purchase.key]: value } };
  const after: XpSnapshot = { attributes: { [purchase.key]: value + 1 } };
  if (purchase.key === 'sta') {
    [before.health, next.health] = [character.health, healthFor(next)];
    after.health = next.health;
  }
  if (purchase.key === 'com' || purchase.key === 'res') {
    [before.willpower, next.willpower] = [character.willpower, willpowerFor(next)];
    after.willpower = next.willpower;
  }
  return { character: next, before, after, record: describePurchase(purchase, value + 1) };
}

function skillEffect<C extends Character>(character: C, purchase: Of<'skill' | 'speciality'>): Outcome<C> {
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
  const record = describePurchase(purchase, purchase.kind === 'skill' ? changed.value : undefined);
  return { character: { ...character, categories: withSkill(character, key, changed) }, before: { skills: { [key]: skill } }, after: { skills: { [key]: changed } }, record };
}

function disciplineEffect<C extends Character>(character: C, purchase: Of<'discipline'>): Outcome<C> {
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
  let disciplines: Character['disciplines'];
  let updated: Character['disciplines'][number];
  if (entry) {
    updated = { ...entry, currentLevel: newDot + 1, abilities: [...entry.abilities, ability] };
    disciplines = character.disciplines.map((item, i) => (i === index ? updated : item));
  } else {
    if (!purchase.discipline || purchase.discipline.id !== disciplineId) return 'invalid';
    updated = { discipline: { ...purchase.discipline }, points: 0, currentLevel: newDot + 1, abilities: [ability] };
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

type TraitCollection = Character['merits'];
type TraitPackEntry = TraitCollection['packs'][number];

/** The owned pack entry of a pack id (the last one if the data holds duplicates). */
function packIndexOf(collection: TraitCollection, packId: number): number {
  return collection.packs.findLastIndex((entry) => numericId(entry.pack.id) === packId);
}

function traitEffectResult<C extends Character>(
  character: C,
  type: Of<'trait'>['type'],
  packId: number,
  entry: TraitPackEntry | undefined,
  updated: TraitPackEntry,
  record: PurchaseRecord,
): PurchaseEffect<C> {
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

function newTraitEffect<C extends Character>(character: C, purchase: Of<'trait' | 'flaw'>): Outcome<C> {
  const { pack, type } = purchase;
  const isAdvantage = purchase.kind === 'trait';
  const trait = (isAdvantage ? pack.advantages : pack.disadvantages).find((candidate) => candidate.id === purchase.traitId);
  if (!trait) return 'not_found';
  const level = chosenTraitLevel(purchase);
  if (pack.type !== type || !Number.isInteger(level) || level < trait.level || level > maxTraitLevel) return 'invalid';
  const entry = character[type].packs[packIndexOf(character[type], pack.id)];
  const owned = (isAdvantage ? entry?.traits : entry?.flawTraits) ?? [];
  const ids = owned.map((item) => numericId(item['id']));
  const copies = ids.filter((id) => id === trait.id).length;
  if (copies > 0 && !trait.isRepeatable) return 'already_owned';
  if (trait.restrictRepeats && copies >= trait.restrictRepeats.amount) return 'at_maximum';
  const context = { clanId: clanIdOf(character), books: character.books, generation: character.generation, bloodPotency: character.bloodPotency, values: { humanity: character.humanity, bloodPotency: character.bloodPotency, generation: character.generation } };
  const unmet =
    (trait.restrictRepeats?.size != null && !ids.includes(trait.restrictRepeats.size)) ||
    (!pack.isCombinable && ids.some((id) => id !== trait.id)) ||
    (trait.requirement !== null && !trait.requirement.values.some((id) => ids.includes(id))) ||
    !isAllowed(pack.restriction, context) ||
    !isAllowed(trait.restriction, context);
  if (unmet) return 'requirements_not_met';
  const bought = { ...trait, isLocked: false, isManual: false, ...(level === trait.level ? {} : { customLevel: level }) };
  const base: TraitPackEntry = entry ?? { pack: { ...pack }, traits: [], flawTraits: [] };
  const updated = isAdvantage ? { ...base, traits: [...base.traits, bought] } : { ...base, flawTraits: [...base.flawTraits, bought] };
  return traitEffectResult(character, type, pack.id, entry, updated, describePurchase(purchase, level));
}

function raiseTraitEffect<C extends Character>(character: C, purchase: Of<'trait_raise'>): Outcome<C> {
  const entry = character[purchase.type].packs[packIndexOf(character[purchase.type], purchase.packId)];
  const trait = entry?.traits[purchase.traitIndex];
  if (!entry || !trait) return 'not_found';
  const stored = typeof trait['customLevel'] === 'number' ? trait['customLevel'] : trait['level'];
  const level = typeof stored === 'number' ? stored : 1;
  if (level >= maxTraitLevel) return 'at_maximum';
  const traits = entry.traits.map((item, i) => (i === purchase.traitIndex ? { ...item, customLevel: level + 1 } : item));
  const name = typeof trait['name'] === 'string' ? trait['name'] : undefined;
  const record = { ...describePurchase(purchase, level + 1), name };
  return traitEffectResult(character, purchase.type, purchase.packId, entry, { ...entry, traits }, record);
}

function ritualEffect<C extends Character>(character: C, purchase: Of<'blood_ritual' | 'oblivion_ceremony'>): Outcome<C> {
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
export function purchaseEffect<C extends Character>(character: C, purchase: Purchase): Outcome<C> {
  switch (purchase.kind) {
    case 'attribute':
      return attributeEffect(character, purchase);
    case 'skill':
    case 'speciality':
      return skillEffect(character, purchase);
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
    case 'trait':
    case 'flaw':
      return newTraitEffect(character, purchase);
    case 'trait_raise':
      return raiseTraitEffect(character, purchase);
    case 'blood_ritual':
    case 'oblivion_ceremony':
      return ritualEffect(character, purchase);
  }
}
