import { failingRestriction, isAllowed, type RestrictionContext } from '../../content/restriction-resolver.ts';
import type { Restriction } from '../../content/restriction.ts';
import { maxTraitLevel } from '../leveling.ts';
import type { FifthEditionCharacter } from '../schema.ts';
import { numericId } from '../sheet.ts';
import type { Trait, TraitPack, TraitPackType } from '../trait-packs.ts';
import { exclusiveConflicts } from './exclusive.ts';
import { addOwnedTrait, allOwnedTraits, customPackId, ownedTraitLevel, ownedTraitsOf, removeOwnedTrait, type OwnedTraitRef, type TraitSide } from './owned-traits.ts';
import { pointSpreadsOf } from './point-spreads.ts';
import { cappedSkillsExceeded, skillValue } from './skills.ts';

type Character = FifthEditionCharacter;

/** Advantage points to spend exactly and flaw points to take at least (behaviour-notes §2.4); lines may add to it. */
export const baseTraitBudget = { advantages: 7, flaws: 2 } as const;

export interface TraitPoints {
  advantages: number;
  flaws: number;
}

export type TraitBlocker = 'too_expensive' | 'owned' | 'restricted' | 'requirement' | 'not_combinable' | 'caitiff_status' | 'skill_over_cap';

/** What a line tells the shared merits-and-flaws step about its characters. */
export interface TraitStepRules<C extends Character> {
  /** Points to spend (advantages, exactly) and to take (flaws, at least). */
  budget(character: C): TraitPoints;
  /** The restriction context of the line (`restrictionContextOf` of the line). */
  context(character: C): RestrictionContext;
  /** The line's own reasons a trait cannot be taken (e.g. a clan that cannot buy a background). */
  blockers?(character: C, pack: TraitPack, side: TraitSide): TraitBlocker[];
}

/** Points the player spent; locked grants from earlier steps do not count. */
export function traitPointsUsed(character: Character): TraitPoints {
  const used = { advantages: 0, flaws: 0 };
  for (const { ref, trait } of allOwnedTraits(character)) {
    if (!trait.isManual) continue;
    used[ref.side === 'advantages' ? 'advantages' : 'flaws'] += ownedTraitLevel(trait);
  }
  return used;
}

/** The base budget plus the character's point spreads (and a line's extra points). */
export function budgetWithSpreads(character: Character, extra: TraitPoints = { advantages: 0, flaws: 0 }): TraitPoints {
  const spreads = pointSpreadsOf(character);
  const sum = (isFlaw: boolean) => spreads.filter((s) => s.isFlaw === isFlaw).reduce((total, s) => total + s.points, 0);
  return { advantages: baseTraitBudget.advantages + extra.advantages + sum(false), flaws: baseTraitBudget.flaws + extra.flaws + sum(true) };
}

/** Spread points granted for one pack, shown as "(+n)" beside it. */
export function spreadPointsFor(character: Character, type: TraitPackType, packId: number, side: TraitSide): number {
  return pointSpreadsOf(character)
    .filter((s) => s.type === type && s.packId === packId && s.isFlaw === (side === 'disadvantages'))
    .reduce((total, s) => total + s.points, 0);
}

/** Names behind the reasons, so a screen can say which requirement is missing. */
export interface TraitReasonDetails {
  /** `restricted`: the restriction that fails (the pack's or the trait's own). */
  restriction?: Restriction | { type: 'unknown' };
  /** `requirement`: names of the traits of the pack one of which must be owned first. */
  requires?: string[];
  /** `not_combinable`: names of the owned traits of the pack that rule this one out. */
  conflicts?: string[];
}

export interface TraitOption {
  trait: Trait;
  reasons: TraitBlocker[];
  details: TraitReasonDetails;
  /** Lowest and highest level the trait may be taken at now. */
  minLevel: number;
  maxLevel: number;
}

function capViolated(character: Character, trait: Trait): boolean {
  return trait.actions.some((action) => action.type === 'cap_skill' && skillValue(character, action.data.skill) > action.data.value);
}

/** Every trait of one side of a pack with why it cannot be taken now (empty reasons = it can). */
export function traitOptionsWith<C extends Character>(rules: TraitStepRules<C>, character: C, pack: TraitPack, side: TraitSide): TraitOption[] {
  const ctx = rules.context(character);
  const left = rules.budget(character).advantages - traitPointsUsed(character).advantages;
  const owned = ownedTraitsOf(character, pack.type, pack.id, side);
  const ownedIds = owned.map((trait) => numericId(trait.id));
  const lineBlockers = rules.blockers?.(character, pack, side) ?? [];
  const traits = side === 'advantages' ? pack.advantages : pack.disadvantages;
  const nameOf = (id: number) => traits.find((entry) => entry.id === id)?.name ?? String(id);
  return traits.map((trait) => {
    const reasons: TraitBlocker[] = [];
    const details: TraitReasonDetails = {};
    const copies = ownedIds.filter((id) => id === trait.id).length;
    const repeats = trait.restrictRepeats;
    if (copies > 0 && (!trait.isRepeatable || (repeats !== null && copies >= repeats.amount))) reasons.push('owned');
    const restriction = failingRestriction(pack.restriction, ctx) ?? failingRestriction(trait.restriction, ctx);
    if (restriction) {
      reasons.push('restricted');
      details.restriction = restriction;
    }
    const requires: number[] = [];
    if (trait.requirement && !trait.requirement.values.some((id) => ownedIds.includes(id))) requires.push(...trait.requirement.values);
    if (repeats?.size != null && !ownedIds.includes(repeats.size)) requires.push(repeats.size);
    if (requires.length > 0) {
      reasons.push('requirement');
      details.requires = [...new Set(requires)].map(nameOf);
    }
    const conflicting = [...(pack.isCombinable ? [] : owned.filter((entry) => numericId(entry.id) !== trait.id).map((entry) => entry.name)), ...exclusiveConflicts(character, pack, side, trait)];
    if (conflicting.length > 0) {
      reasons.push('not_combinable');
      details.conflicts = [...new Set(conflicting)];
    }
    reasons.push(...lineBlockers);
    if (side === 'disadvantages' && capViolated(character, trait)) reasons.push('skill_over_cap');
    let maxLevel = side === 'advantages' ? Math.min(maxTraitLevel, left) : trait.level;
    if (side === 'advantages' && repeats && (repeats.size === null || ownedIds.includes(repeats.size))) maxLevel = Math.min(maxLevel, Math.max(repeats.amount, trait.level));
    if (side === 'advantages' && trait.level > left) reasons.push('too_expensive');
    return { trait, reasons: [...new Set(reasons)], details, minLevel: trait.level, maxLevel: Math.max(maxLevel, trait.level) };
  });
}

/** One group of the leveling mode's list of merits, backgrounds and flaws to take. */
export interface LearnableTraitGroup {
  pack: TraitPack;
  side: TraitSide;
  /** Every entry of that side, level then name; owned and unavailable ones carry their reasons. */
  options: TraitOption[];
}

/** Level first, then name (German collation), as every list of things to learn is sorted. */
export function byLevelThenName<T extends { level: number; name: string }>(a: T, b: T): number {
  return a.level - b.level || a.name.localeCompare(b.name, 'de');
}

/**
 * What the leveling mode offers to take, with the wizard's restriction rules (the line's context
 * and blockers; experience, not the creation budget, is the limit, so it is left out): groups
 * whose own restriction fails (e.g. Archaic above the 11th generation) and groups without entries
 * on that side are hidden; every entry of a shown group is listed, level then name, with why it
 * cannot be taken.
 */
export function learnableTraitsWith<C extends Character>(rules: TraitStepRules<C>, character: C, packs: readonly TraitPack[], side: TraitSide): LearnableTraitGroup[] {
  const leveling: TraitStepRules<C> = { ...rules, budget: () => ({ advantages: Number.POSITIVE_INFINITY, flaws: 0 }) };
  const ctx = rules.context(character);
  return packs
    .filter((pack) => isAllowed(pack.restriction, ctx) && (side === 'advantages' ? pack.advantages : pack.disadvantages).length > 0)
    .map((pack) => ({
      pack,
      side,
      options: traitOptionsWith(leveling, character, pack, side)
        .map((option) => ({ ...option, maxLevel: Math.min(option.maxLevel, maxTraitLevel) }))
        .sort((a, b) => byLevelThenName(a.trait, b.trait)),
    }));
}

export type AddTraitProblem = TraitBlocker | 'not_found' | 'invalid_level';

/** Takes a trait in the merits-and-flaws step (manual, removable). */
export function addCreationTraitWith<C extends Character>(
  rules: TraitStepRules<C>,
  character: C,
  pack: TraitPack,
  side: TraitSide,
  traitId: number,
  level?: number,
  suffix?: string,
): { ok: true; character: C } | { ok: false; problem: AddTraitProblem } {
  const option = traitOptionsWith(rules, character, pack, side).find((entry) => entry.trait.id === traitId);
  if (!option) return { ok: false, problem: 'not_found' };
  const [reason] = option.reasons;
  if (reason) return { ok: false, problem: reason };
  const chosen = level ?? option.trait.level;
  if (!Number.isInteger(chosen) || chosen < option.minLevel || chosen > option.maxLevel) return { ok: false, problem: 'invalid_level' };
  return { ok: true, character: addOwnedTrait(character, pack, side, option.trait, { locked: false, manual: true, customLevel: chosen, suffix: suffix?.trim() || null }) };
}

export interface CustomTraitInput {
  type: TraitPackType;
  side: TraitSide;
  level: number;
  name: string;
  description: string;
  suffix?: string;
  /** Unique id; the app uses 42 × the current time in ms, as the original did. */
  id: number;
}

export type CustomTraitProblem = 'name_missing' | 'invalid_level' | 'too_expensive';

/** A merit, background or flaw the player writes: kept under the "Custom" pack and marked for the storyteller. */
export function addCustomTraitWith<C extends Character>(rules: TraitStepRules<C>, character: C, input: CustomTraitInput): { ok: true; character: C } | { ok: false; problem: CustomTraitProblem } {
  const name = input.name.trim();
  if (!name) return { ok: false, problem: 'name_missing' };
  if (!Number.isInteger(input.level) || input.level < 1 || input.level > maxTraitLevel) return { ok: false, problem: 'invalid_level' };
  if (input.side === 'advantages' && input.level > rules.budget(character).advantages - traitPointsUsed(character).advantages) return { ok: false, problem: 'too_expensive' };
  const pack = { id: customPackId, type: input.type, name: 'Custom', description: '', isCombinable: true, specialRules: 'none' as const, restriction: null };
  const trait = { id: input.id, level: input.level, name, description: input.description.trim(), isCustom: true, needsApproval: true };
  return { ok: true, character: addOwnedTrait(character, pack, input.side, trait, { locked: false, manual: true, suffix: input.suffix?.trim() || null }) };
}

/** Why an owned trait cannot be removed in the merits-and-flaws step. */
export type RemoveTraitProblem = 'not_found' | 'locked' | 'required';

export function removeTraitProblem(character: Character, ref: OwnedTraitRef): RemoveTraitProblem | null {
  const owned = ownedTraitsOf(character, ref.type, ref.packId, ref.side);
  const trait = owned[ref.index];
  if (!trait) return 'not_found';
  if (trait.isLocked || !trait.isManual) return 'locked';
  const others = owned.filter((_, i) => i !== ref.index);
  const otherIds = others.map((entry) => numericId(entry.id));
  const id = numericId(trait.id) ?? NaN;
  const stillNeeded = others.some((entry) => {
    const values = entry.requirement?.values ?? [];
    if (values.includes(id) && !values.some((other) => otherIds.includes(other))) return true;
    // A trait that may only be raised while a certain size is owned (e.g. Bibliothek) keeps that size.
    return entry.restrictRepeats?.size === id && !otherIds.includes(id);
  });
  return stillNeeded ? 'required' : null;
}

export function removeCreationTrait<C extends Character>(character: C, ref: OwnedTraitRef): C {
  return removeTraitProblem(character, ref) ? character : removeOwnedTrait(character, ref);
}

export type PointProblem = 'advantages_unspent' | 'advantages_overspent' | 'flaws_missing' | 'skill_over_cap';

/** What keeps the merits-and-flaws step from being left, as far as points and skill caps go. */
export function traitPointProblems<C extends Character>(rules: TraitStepRules<C>, character: C): PointProblem[] {
  const problems: PointProblem[] = [];
  const budget = rules.budget(character);
  const used = traitPointsUsed(character);
  if (used.advantages < budget.advantages) problems.push('advantages_unspent');
  if (used.advantages > budget.advantages) problems.push('advantages_overspent');
  if (used.flaws < budget.flaws) problems.push('flaws_missing');
  if (cappedSkillsExceeded(character).length > 0) problems.push('skill_over_cap');
  return problems;
}
