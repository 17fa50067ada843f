import { damageTrackSlots, extraDamageSlots, type DamageState } from '../../../character/keys.ts';
import type { RandomSource } from '../../../dice/random.ts';
import { attributeKeys, type AttributeKey, type CategoryName, type SkillKey } from '../../../fifth-edition/keys.ts';
import type { Form, FormTarget } from '../content/forms.ts';
import { rageChecks, type RageChecksResult } from '../dice/rage-check.ts';
import type { FormId } from '../keys.ts';
import { healthFor } from '../../../fifth-edition/sheet.ts';
import type { W5Character } from '../schema.ts';
import { foldExtraBoxes } from './damage.ts';
import { fallbackForm } from './rage.ts';

/** The traits a pool is built from (the attributes and skills picked on the sheet). */
export interface PoolTraits {
  readonly attributes: readonly AttributeKey[];
  readonly skills: readonly SkillKey[];
}

/** One modifier of the current form that applies to a pool. */
export interface AppliedModifier {
  readonly dice: number;
  readonly applies: FormTarget;
  /** Only in some situations: the player says whether it counts. */
  readonly conditional: boolean;
  readonly note: string | null;
}

const categoryOf = (key: AttributeKey): CategoryName => (attributeKeys.physical.includes(key as never) ? 'physical' : attributeKeys.social.includes(key as never) ? 'social' : 'mental');

function targets(target: FormTarget, except: readonly SkillKey[], pool: PoolTraits): boolean {
  if (pool.skills.some((skill) => except.includes(skill))) return false;
  if (target === 'physical' || target === 'social' || target === 'mental') return pool.attributes.some((key) => categoryOf(key) === target);
  return pool.skills.includes(target);
}

/** The current form's modifiers for a pool: a category's apply to pools with an attribute of it, a skill's to pools with that skill. */
export function formModifiers(form: Form, pool: PoolTraits): AppliedModifier[] {
  return form.poolModifiers.filter((m) => targets(m.applies, m.except, pool)).map((m) => ({ dice: m.dice, applies: m.applies, conditional: m.conditional, note: m.note }));
}

/** Whether the pool's test fails outright in this form (Crinos: Stealth and Social tests but Intimidation). */
export function failsInForm(form: Form, pool: PoolTraits): boolean {
  return form.automaticFailures.some((rule) => targets(rule.applies, rule.except, pool));
}

/** Dice the form adds to a pool: every unconditional modifier, and the conditional ones the player confirmed. */
export function formDice(form: Form, pool: PoolTraits, confirmed: ReadonlySet<FormTarget> = new Set()): number {
  return formModifiers(form, pool).reduce((sum, m) => sum + (!m.conditional || confirmed.has(m.applies) ? m.dice : 0), 0);
}

/** Why a form cannot be taken now. */
export type FormProblem = 'lost_the_wolf' | 'in_frenzy' | 'unknown_form';

type FormCharacter = Pick<W5Character, 'form' | 'rage' | 'frenzy' | 'health' | 'healthDamage' | 'categories'>;

/** Supernatural forms (all but Homid and Lupus) need the wolf. */
export function isSupernaturalForm(form: FormId): boolean {
  return form !== 'homid' && form !== 'lupus';
}

export function formProblem(character: Pick<W5Character, 'rage' | 'frenzy'>, target: FormId): FormProblem | null {
  if (character.frenzy && target !== 'crinos') return 'in_frenzy';
  if (character.rage === 0 && isSupernaturalForm(target)) return 'lost_the_wolf';
  return null;
}

/** `leftCrinos`: the Rage the Garou had in Crinos before leaving it set Rage to 1 (null when that did not happen). */
export type FormChange<C> = { ok: true; character: C; checks: RageChecksResult | null; leftCrinos: { rage: number } | null } | { ok: false; problem: FormProblem };

/**
 * Shifts into a form: the form's Rage Checks are rolled (unless `random` is `null`: a shift the
 * storyteller grants free, or one made before play). Leaving Crinos sets Rage to 1; if the checks
 * take the last Rage, the wolf is lost and the Garou falls back to Homid (or stays Lupus). Damage
 * in the extra Health boxes of the form left behind moves onto the normal track.
 */
export function changeForm<C extends FormCharacter>(character: C, target: FormId, forms: readonly Form[], random: RandomSource | null): FormChange<C> {
  if (character.form === target) return { ok: true, character, checks: null, leftCrinos: null };
  const form = forms.find((entry) => entry.id === target);
  if (!form) return { ok: false, problem: 'unknown_form' };
  const problem = formProblem(character, target);
  if (problem) return { ok: false, problem };
  const leftCrinos = character.form === 'crinos' && character.rage > 1 ? { rage: character.rage } : null;
  let rage = leftCrinos ? 1 : character.rage;
  let checks: RageChecksResult | null = null;
  if (random && form.rageChecks > 0) {
    checks = rageChecks(rage, form.rageChecks, random);
    rage = checks.rage;
  }
  const next = rage === 0 ? fallbackForm(character.form) : target;
  const extra = (id: FormId) => forms.find((entry) => entry.id === id)?.healthBonus ?? 0;
  // Damage in the boxes the old form added (Crinos' four) carries over to the normal track.
  const usable = (character.health || healthFor(character)) + extra(next);
  let healthDamage = extra(character.form) > extra(next) ? foldExtraBoxes(character.healthDamage, usable) : character.healthDamage;
  // A form's extra boxes need room on the track (at most the five extra slots every track may have).
  if (usable > healthDamage.length) healthDamage = [...healthDamage, ...Array<DamageState>(Math.min(damageTrackSlots + extraDamageSlots, usable) - healthDamage.length).fill('none')];
  return { ok: true, character: { ...character, rage, form: next, healthDamage }, checks, leftCrinos };
}
