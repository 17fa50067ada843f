import type { SkillKey } from '../../../fifth-edition/keys.ts';
import type { V5Character as Character } from '../schema.ts';
import type { PredatorAction } from '../content/actions.ts';
import type { Discipline } from '../content/disciplines.ts';
import { isAllowed } from '../../../content/restriction-resolver.ts';
import type { TraitPack } from '../../../fifth-edition/trait-packs.ts';
import { skillOf, withSkill } from '../../../fifth-edition/sheet.ts';
import { disciplineIndex } from '../leveling/sheet.ts';
import { cappedBloodPotency } from '../generation.ts';
import { restrictionContextOf } from './context.ts';
import { addOwnedTrait } from '../../../fifth-edition/creation/owned-traits.ts';
import { addPointSpread } from '../../../fifth-edition/creation/point-spreads.ts';
import { actionRefusal, allowedFlawChoices } from './grants.ts';

/** The content the actions of a clan or predator type refer to. */
export interface ActionContent {
  merits: readonly TraitPack[];
  backgrounds: readonly TraitPack[];
  disciplines: readonly Discipline[];
}

/** What the player decided for one interactive action. */
export type ActionChoice =
  | { type: 'additional_specialization'; choice: number; text?: string }
  | { type: 'discipline_point'; disciplineId: number }
  | { type: 'add_flaw'; choice: number }
  /** Points per choice index of a `spend_*_points_between` action. */
  | { type: 'spend_points'; points: readonly number[] };

/** Choices by the index of their action in the action list. */
export type ActionChoices = Readonly<Record<number, ActionChoice | undefined>>;

type Of<T extends PredatorAction['type']> = Extract<PredatorAction, { type: T }>;

/** `discipline_point` choices whose restriction the character passes (the others are never offered). */
export function allowedDisciplineChoices(character: Character, action: Of<'discipline_point'>): number[] {
  const ctx = restrictionContextOf(character);
  return action.data.choices.filter((choice) => isAllowed(choice.restriction, ctx)).map((choice) => choice.id);
}

/**
 * Whether an action needs the player: a specialisation with a choice or a text to type, a discipline
 * point or flaw with more than one (allowed) choice, and every point distribution. The rest applies itself.
 * With `content`, a flaw choice the character may not take (e.g. a second Looks flaw) does not count.
 */
export function isInteractive(character: Character, action: PredatorAction, content?: ActionContent): boolean {
  switch (action.type) {
    case 'additional_specialization':
      return action.data.choices.length > 1 || action.data.choices.some((choice) => choice.freeInput);
    case 'discipline_point':
      return allowedDisciplineChoices(character, action).length > 1;
    case 'add_flaw':
      return (content ? allowedFlawChoices(character, action, content).length : action.data.choices.length) > 1;
    case 'spend_background_points_between':
    case 'spend_flaw_points_between':
      return true;
    default:
      return false;
  }
}

/** Why a choice is not ready yet; `null` = ready. */
export type ChoiceProblem = 'missing' | 'text_missing' | 'not_allowed' | 'points_not_spent';

/** Checks the player's choice for an interactive action (with `content`, a flaw the character may not take is `not_allowed`). */
export function choiceProblem(character: Character, action: PredatorAction, choice: ActionChoice | undefined, content?: ActionContent): ChoiceProblem | null {
  if (!isInteractive(character, action, content)) return null;
  switch (action.type) {
    case 'additional_specialization': {
      if (choice?.type !== 'additional_specialization') return 'missing';
      const picked = action.data.choices[choice.choice];
      if (!picked) return 'missing';
      return picked.freeInput && !choice.text?.trim() ? 'text_missing' : null;
    }
    case 'discipline_point':
      if (choice?.type !== 'discipline_point') return 'missing';
      return allowedDisciplineChoices(character, action).includes(choice.disciplineId) ? null : 'not_allowed';
    case 'add_flaw':
      if (choice?.type !== 'add_flaw') return 'missing';
      if (!action.data.choices[choice.choice]) return 'missing';
      return content && !allowedFlawChoices(character, action, content).includes(choice.choice) ? 'not_allowed' : null;
    case 'spend_background_points_between':
    case 'spend_flaw_points_between': {
      if (choice?.type !== 'spend_points') return 'points_not_spent';
      const { points } = choice;
      const valid = points.length === action.data.choices.length && points.every((p) => Number.isInteger(p) && p >= 0);
      const total = points.reduce((sum, p) => sum + p, 0);
      return valid && total === action.data.points ? null : 'points_not_spent';
    }
    default:
      return null;
  }
}

/**
 * The blood potency a predator type leaves the character at when its `blood_potency_change` runs
 * into the generation's cap (a Blood Leech of the 14th generation stays at 0, of the 13th era
 * start 3 stays at 3): the wizard says so instead of dropping the dot silently. `null` = nothing is lost.
 */
export function cappedBloodPotencyGain(character: Pick<Character, 'generation' | 'bloodPotency'>, actions: readonly PredatorAction[]): number | null {
  let bloodPotency = character.bloodPotency;
  let lost = false;
  for (const action of actions) {
    if (action.type !== 'blood_potency_change') continue;
    const wanted = bloodPotency + action.data.amount;
    bloodPotency = cappedBloodPotency(character.generation, wanted);
    if (bloodPotency < wanted) lost = true;
  }
  return lost ? bloodPotency : null;
}

/** Why applying actions failed: the first action whose choice is missing or whose content is unknown. */
export interface ActionFailure {
  actionIndex: number;
  problem: ChoiceProblem | 'unknown_content';
}

const clampRating = (value: number) => Math.min(Math.max(value, 0), 10);

function addSpeciality(character: Character, skill: SkillKey, text: string): Character {
  const current = skillOf(character, skill);
  if (!current || current.specialization.includes(text)) return character;
  return { ...character, categories: withSkill(character, skill, { ...current, specialization: [...current.specialization, text] }) };
}

function addDisciplinePoint(character: Character, discipline: Discipline): Character {
  const index = disciplineIndex(character, discipline.id);
  if (index !== -1) {
    return { ...character, disciplines: character.disciplines.map((entry, i) => (i === index ? { ...entry, points: entry.points + 1 } : entry)) };
  }
  return { ...character, disciplines: [...character.disciplines, { discipline: { id: discipline.id, name: discipline.name }, points: 1, currentLevel: 1, abilities: [] }] };
}

function applyOne(character: Character, action: PredatorAction, choice: ActionChoice | undefined, content: ActionContent): Character | 'unknown_content' {
  const pack = (type: 'merit' | 'background' | 'merits' | 'backgrounds', id: number) =>
    (type.startsWith('merit') ? content.merits : content.backgrounds).find((entry) => entry.id === id);
  switch (action.type) {
    case 'additional_specialization': {
      const index = choice?.type === 'additional_specialization' ? choice.choice : 0;
      const picked = action.data.choices[index];
      if (!picked) return 'unknown_content';
      const text = picked.freeInput && choice?.type === 'additional_specialization' ? (choice.text ?? '').trim() : picked.specialty;
      return addSpeciality(character, picked.skill, text);
    }
    case 'discipline_point': {
      const allowed = allowedDisciplineChoices(character, action);
      // No allowed choice: the predator type simply grants no point to this character.
      if (allowed.length === 0) return character;
      // A choice only counts when it is allowed (a stale one, e.g. from before a clan change, falls back).
      const id = choice?.type === 'discipline_point' && allowed.includes(choice.disciplineId) ? choice.disciplineId : allowed[0];
      const discipline = content.disciplines.find((entry) => entry.id === id);
      return discipline ? addDisciplinePoint(character, discipline) : 'unknown_content';
    }
    case 'humanity_change':
      return { ...character, humanity: clampRating(character.humanity + action.data.amount) };
    case 'blood_potency_change':
      // Never past what the generation allows (V5 corebook), e.g. a Blood Leech of the 14th generation stays at 0.
      return { ...character, bloodPotency: cappedBloodPotency(character.generation, character.bloodPotency + action.data.amount) };
    case 'add_merit':
    case 'add_background': {
      const found = action.type === 'add_merit' ? pack('merit', action.data.meritId) : pack('background', action.data.backgroundId);
      const trait = found?.advantages.find((entry) => entry.id === action.data.levelId);
      if (!found || !trait) return 'unknown_content';
      return addOwnedTrait(character, found, 'advantages', trait, { locked: true, manual: false });
    }
    case 'add_flaw': {
      // Without a choice (one allowed option), the one the character may take.
      const picked = action.data.choices[choice?.type === 'add_flaw' ? choice.choice : (allowedFlawChoices(character, action, content)[0] ?? 0)];
      const found = picked ? pack(picked.type, picked.id) : undefined;
      const trait = found?.disadvantages.find((entry) => entry.id === picked?.flawId);
      if (!picked || !found || !trait) return 'unknown_content';
      return addOwnedTrait(character, found, 'disadvantages', trait, { locked: true, manual: false, customLevel: picked.customLevel, suffix: picked.suffix });
    }
    case 'add_background_points':
      return addPointSpread(character, { type: 'backgrounds', isFlaw: false, packId: action.data.backgroundId, points: action.data.amount });
    case 'spend_background_points_between':
    case 'spend_flaw_points_between': {
      const points = choice?.type === 'spend_points' ? choice.points : [];
      return action.data.choices.reduce<Character>((next, target, i) => {
        const spread =
          action.type === 'spend_background_points_between'
            ? { type: 'backgrounds' as const, isFlaw: false, packId: target as number, points: points[i] ?? 0 }
            : { type: (target as { type: 'merits' | 'backgrounds' }).type, isFlaw: true, packId: (target as { id: number }).id, points: points[i] ?? 0 };
        return addPointSpread(next, spread);
      }, character);
    }
  }
}

/**
 * Applies a list of clan or predator-type actions in order, each with the player's choice where
 * it needs one. Every action is applied, including a single-choice `add_flaw` next to a
 * multi-choice one (the original skipped it — docs/behaviour-notes.md §2.3 [bug]).
 */
export function applyActions(character: Character, actions: readonly PredatorAction[], choices: ActionChoices, content: ActionContent): { ok: true; character: Character } | { ok: false; failure: ActionFailure } {
  let next = character;
  for (const [actionIndex, action] of actions.entries()) {
    const choice = choices[actionIndex];
    // A grant the character may not take (a Looks merit for a Nosferatu) is refused, never applied.
    const problem = actionRefusal(next, action, content) ? 'not_allowed' : choiceProblem(next, action, choice, content);
    if (problem) return { ok: false, failure: { actionIndex, problem } };
    const applied = applyOne(next, action, choice, content);
    if (applied === 'unknown_content') return { ok: false, failure: { actionIndex, problem: 'unknown_content' } };
    next = applied;
  }
  return { ok: true, character: next };
}
