import { wheelBoxes, type M20Character, type M20Trait } from '../schema.ts';
import type { M20Background, MeritInfo } from '../content/schemas.ts';
import { avatarBackgroundId } from '../content/integrity.ts';
import { mageAbilityCategories, mageAttributes, mageSpheres, type MageAbilityCategory, type MageAttribute, type MageSphere } from '../keys.ts';
import { maxAttribute } from './attributes.ts';
import { abilityRating, maxAbility, withAbility } from './abilities.ts';
import { wonderBackgroundId, wonderDotsUsed } from '../wonders.ts';

/** Background points at creation (double-cost backgrounds take two per dot). */
export const backgroundPoints = 7;
/** Sphere dots at creation. */
export const spherePoints = 6;
/** Freebie points, plus what flaws give (at most `maxFlawBonus`). */
export const freebiePoints = 15;
export const maxFlawBonus = 7;
/** Arete may be raised with freebies to at most 3 at creation. */
export const maxAreteAtCreation = 3;
export const maxSphere = 5;
export const maxWillpower = 10;
/** Freebie prices per dot (M20, confirmed); one freebie buys `quintessencePerFreebie` points of Quintessence. */
export const freebiePrices = { attribute: 5, ability: 2, background: 1, sphere: 7, arete: 4, willpower: 1, quintessence: 1 } as const;
export const quintessencePerFreebie = 4;

/** What the finishing step needs of the content: which backgrounds cost double. */
export interface FinishingContext {
  doubleCost: ReadonlySet<string>;
}

/** The starting Quintessence: the Avatar rating. */
export function avatarRating(character: Pick<M20Character, 'backgrounds'>): number {
  return character.backgrounds[avatarBackgroundId] ?? 0;
}

/** Background points used: a dot of a double-cost background counts two. */
export function backgroundPointsUsed(character: Pick<M20Character, 'backgrounds'>, context: FinishingContext): number {
  return Object.entries(character.backgrounds).reduce((sum, [id, rating]) => sum + rating * (context.doubleCost.has(id) ? 2 : 1), 0);
}

export function spherePointsUsed(character: Pick<M20Character, 'spheres'>): number {
  return mageSpheres.reduce((sum, sphere) => sum + character.spheres[sphere], 0);
}

/** Quintessence bought with freebies: what the wheel holds beyond the Avatar rating. */
export function boughtQuintessence(character: Pick<M20Character, 'backgrounds' | 'quintessence'>): number {
  return Math.max(0, character.quintessence - avatarRating(character));
}

/** The freebies flaws give: their points, at most 7 in total. */
export function flawBonus(character: Pick<M20Character, 'flaws'>): number {
  return Math.min(maxFlawBonus, character.flaws.reduce((sum, flaw) => sum + flaw.points, 0));
}

export function freebieBudget(character: Pick<M20Character, 'flaws'>): number {
  return freebiePoints + flawBonus(character);
}

export type FreebieKind = 'attributes' | 'abilities' | 'backgrounds' | 'spheres' | 'arete' | 'willpower' | 'quintessence' | 'merits';
/** What the freebies went into: dots (or points) bought and their price. */
export interface FreebieLine {
  kind: FreebieKind;
  dots: number;
  cost: number;
}

/**
 * The freebies spent so far: everything the finishing step added to `baseline` (the character as
 * the abilities step left it) beyond the 7 background and 6 Sphere points, at the M20 prices.
 * The order the player bought things in does not matter, so the sum is the same however they got there.
 */
export function freebieSpending(baseline: M20Character, character: M20Character, context: FinishingContext): { lines: FreebieLine[]; total: number } {
  const attributeDots = mageAttributes.reduce((sum, key) => sum + Math.max(0, character.attributes[key] - baseline.attributes[key]), 0);
  let abilityDots = 0;
  for (const category of mageAbilityCategories) {
    for (const [id, value] of Object.entries(character.abilities[category])) abilityDots += Math.max(0, value - abilityRating(baseline, category, id));
  }
  const backgroundDots = Math.max(0, backgroundPointsUsed(character, context) - backgroundPoints);
  const sphereDots = Math.max(0, spherePointsUsed(character) - spherePoints);
  const areteDots = Math.max(0, character.arete - baseline.arete);
  const willpowerDots = Math.max(0, character.willpower - baseline.willpower);
  const quintessence = boughtQuintessence(character);
  const meritPoints = character.merits.reduce((sum, merit) => sum + merit.points, 0);
  const lines: FreebieLine[] = [
    { kind: 'attributes', dots: attributeDots, cost: attributeDots * freebiePrices.attribute },
    { kind: 'abilities', dots: abilityDots, cost: abilityDots * freebiePrices.ability },
    { kind: 'backgrounds', dots: backgroundDots, cost: backgroundDots * freebiePrices.background },
    { kind: 'spheres', dots: sphereDots, cost: sphereDots * freebiePrices.sphere },
    { kind: 'arete', dots: areteDots, cost: areteDots * freebiePrices.arete },
    { kind: 'willpower', dots: willpowerDots, cost: willpowerDots * freebiePrices.willpower },
    { kind: 'quintessence', dots: quintessence, cost: Math.ceil(quintessence / quintessencePerFreebie) * freebiePrices.quintessence },
    { kind: 'merits', dots: meritPoints, cost: meritPoints },
  ];
  return { lines, total: lines.reduce((sum, line) => sum + line.cost, 0) };
}

export type FinishingProblem =
  | 'backgrounds_unspent'
  | 'spheres_unspent'
  | 'affinity_sphere_empty'
  | 'sphere_above_arete'
  | 'arete_above_creation_max'
  | 'freebies_overspent'
  | 'freebies_unspent'
  | 'below_creation'
  /** The Wonders the mage did not make take more dots than the Wonder background has. */
  | 'wonders_uncovered';

/** What keeps the finishing step from being left ([] = the mage is ready). A missing Avatar is a warning, not a problem. */
export function finishingProblems(baseline: M20Character, character: M20Character, context: FinishingContext): FinishingProblem[] {
  const problems: FinishingProblem[] = [];
  if (backgroundPointsUsed(character, context) < backgroundPoints) problems.push('backgrounds_unspent');
  if (spherePointsUsed(character) < spherePoints) problems.push('spheres_unspent');
  if (character.affinitySphere === undefined || character.spheres[character.affinitySphere] < 1) problems.push('affinity_sphere_empty');
  if (mageSpheres.some((sphere) => character.spheres[sphere] > character.arete)) problems.push('sphere_above_arete');
  if (character.arete > maxAreteAtCreation) problems.push('arete_above_creation_max');
  const lowered =
    mageAttributes.some((key) => character.attributes[key] < baseline.attributes[key]) ||
    mageAbilityCategories.some((category) => Object.entries(baseline.abilities[category]).some(([id, value]) => abilityRating(character, category, id) < value)) ||
    character.willpower < baseline.willpower ||
    character.arete < baseline.arete ||
    character.quintessence < avatarRating(character);
  if (lowered) problems.push('below_creation');
  if (wonderDotsUsed(character) > (character.backgrounds[wonderBackgroundId] ?? 0)) problems.push('wonders_uncovered');
  const { total } = freebieSpending(baseline, character, context);
  const budget = freebieBudget(character);
  if (total > budget) problems.push('freebies_overspent');
  if (total < budget) problems.push('freebies_unspent');
  return problems;
}

/** Every mage should have at least one dot of Avatar (spec §5): the wizard warns, it does not block. */
export function avatarWarning(character: Pick<M20Character, 'backgrounds'>): boolean {
  return avatarRating(character) < 1;
}

/** Why a change in the finishing step was refused. */
export type FinishingRefusal = 'above_arete' | 'at_maximum' | 'at_minimum' | 'spheres_above_arete' | 'wheel_full' | 'not_repeatable' | 'invalid_points';
export type FinishingChange<C> = { ok: true; character: C } | { ok: false; reason: FinishingRefusal };

/** Sets a Sphere; none may go above Arete (spec §5) or 5. */
export function setCreationSphere<C extends M20Character>(character: C, sphere: MageSphere, value: number): FinishingChange<C> {
  if (value < 0) return { ok: false, reason: 'at_minimum' };
  if (value > maxSphere) return { ok: false, reason: 'at_maximum' };
  if (value > character.arete) return { ok: false, reason: 'above_arete' };
  return { ok: true, character: { ...character, spheres: { ...character.spheres, [sphere]: value } } };
}

/** Sets Arete between 1 and 3; lowering it below a Sphere is refused. */
export function setCreationArete<C extends M20Character>(character: C, value: number): FinishingChange<C> {
  if (value < 1) return { ok: false, reason: 'at_minimum' };
  if (value > maxAreteAtCreation) return { ok: false, reason: 'at_maximum' };
  if (mageSpheres.some((sphere) => character.spheres[sphere] > value)) return { ok: false, reason: 'spheres_above_arete' };
  return { ok: true, character: { ...character, arete: value } };
}

/** Sets a background (0 removes it); the Avatar carries the Quintessence bought on top of it along. */
export function setCreationBackground<C extends M20Character>(character: C, background: Pick<M20Background, 'id' | 'max'>, value: number): FinishingChange<C> {
  if (value < 0) return { ok: false, reason: 'at_minimum' };
  if (value > background.max) return { ok: false, reason: 'at_maximum' };
  const backgrounds = { ...character.backgrounds };
  if (value === 0) delete backgrounds[background.id];
  else backgrounds[background.id] = value;
  const next = { ...character, backgrounds };
  if (background.id !== avatarBackgroundId) return { ok: true, character: next };
  const quintessence = value + boughtQuintessence(character);
  if (quintessence + character.paradox > wheelBoxes) return { ok: false, reason: 'wheel_full' };
  return { ok: true, character: { ...next, quintessence } };
}

/** Sets permanent Willpower between the creation value and 10. */
export function setCreationWillpower<C extends M20Character>(baseline: M20Character, character: C, value: number): FinishingChange<C> {
  if (value < baseline.willpower) return { ok: false, reason: 'at_minimum' };
  if (value > maxWillpower) return { ok: false, reason: 'at_maximum' };
  return { ok: true, character: { ...character, willpower: value } };
}

/** Buys Quintessence with `freebies` points (4 points each) on top of the Avatar rating. */
export function setBoughtQuintessence<C extends M20Character>(character: C, freebies: number): FinishingChange<C> {
  if (freebies < 0) return { ok: false, reason: 'at_minimum' };
  const quintessence = avatarRating(character) + freebies * quintessencePerFreebie;
  if (quintessence + character.paradox > wheelBoxes) return { ok: false, reason: 'wheel_full' };
  return { ok: true, character: { ...character, quintessence } };
}

/** Raises or lowers an attribute with freebies: never below what the attributes step gave, never above 5. */
export function setFreebieAttribute<C extends M20Character>(baseline: M20Character, character: C, key: MageAttribute, value: number): FinishingChange<C> {
  if (value < baseline.attributes[key]) return { ok: false, reason: 'at_minimum' };
  if (value > maxAttribute) return { ok: false, reason: 'at_maximum' };
  return { ok: true, character: { ...character, attributes: { ...character.attributes, [key]: value } } };
}

/** Raises or lowers an ability with freebies: never below what the abilities step gave, never above 5. */
export function setFreebieAbility<C extends M20Character>(baseline: M20Character, character: C, category: MageAbilityCategory, id: string, value: number): FinishingChange<C> {
  if (value < abilityRating(baseline, category, id)) return { ok: false, reason: 'at_minimum' };
  if (value > maxAbility) return { ok: false, reason: 'at_maximum' };
  return { ok: true, character: withAbility(character, category, id, value) };
}

/** The point values a merit or flaw may be taken at. */
export function pointOptions(trait: Pick<MeritInfo, 'cost' | 'costOptions'>): number[] {
  if (trait.costOptions) return [...trait.costOptions];
  return Array.from({ length: trait.cost.max - trait.cost.min + 1 }, (_, index) => trait.cost.min + index);
}

/** Adds a merit (costs its points in freebies) or a flaw (gives them, up to 7 in all). */
export function addCreationTrait<C extends M20Character>(character: C, side: 'merits' | 'flaws', trait: Pick<MeritInfo, 'id' | 'name' | 'cost' | 'costOptions' | 'repeatable'>, points: number, note = ''): FinishingChange<C> {
  if (!pointOptions(trait).includes(points)) return { ok: false, reason: 'invalid_points' };
  if (!trait.repeatable && character[side].some((owned) => owned.id === trait.id)) return { ok: false, reason: 'not_repeatable' };
  const entry: M20Trait = { id: trait.id, name: trait.name, points, note: note.trim().slice(0, 500) };
  return { ok: true, character: { ...character, [side]: [...character[side], entry] } };
}

/** Removes the merit or flaw at `index`. */
export function removeCreationTrait<C extends M20Character>(character: C, side: 'merits' | 'flaws', index: number): C {
  return { ...character, [side]: character[side].filter((_, i) => i !== index) };
}
