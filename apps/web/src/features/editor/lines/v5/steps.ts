import { attributeStepProblems, commitSpecialities, skillStepProblems } from '@vitae/core/fifth-edition';
import { clanStepProblems, choiceProblem, commitClan, commitPredatorType, disciplineStepProblems, predatorTypeRefusal, traitStepProblems, type ActionChoices, type ActionFailure, type V5Character, type V5Content } from '@vitae/core/v5';
import { knownHomebrew, takeHomebrewSnapshot } from '@vitae/core/homebrew';
import { homebrewStore } from '../../../../lib/homebrew/store.ts';
import { stepState } from '../../components/step-state.ts';
import { specialitiesOf } from '../../fifth-edition/steps.ts';
import type { CommitResult, LineDraft } from '../types.ts';

/** The per-step choices kept in the draft until the step is left. */
export interface PredatorStepState {
  predatorTypeId?: number;
  choices?: ActionChoices;
}
export interface ClanStepState {
  choices?: ActionChoices;
}
export interface DisciplineStepState {
  twoPointId?: number;
  onePointId?: number;
  /** The character before the clan disciplines' points were added, to undo the choice. */
  beforeChoice?: V5Character;
}

type Draft = LineDraft<'v5'>;

const clanOf = (character: V5Character, content: V5Content) => content.clans.find((clan) => clan.id === Number(character.clan?.id));
const spreadOf = (character: V5Character, content: V5Content) => content.skillSpreads.find((spread) => spread.id === Number(character.skillspread?.id)) ?? null;
const actionKey = (failure: ActionFailure) => `editor.problems.action.${failure.problem}`;

/** Translation keys of everything that keeps the current step from being left ([] = ready). */
export function v5StepProblems(draft: Draft, content: V5Content): string[] {
  const { character } = draft;
  switch (draft.step) {
    case 'clan': {
      const problems = clanStepProblems(character).map((p) => `editor.problems.${p}`);
      const clan = clanOf(character, content);
      const choices = stepState<ClanStepState>(draft).choices ?? {};
      if (clan && clan.actions.some((action, i) => choiceProblem(character, action, choices[i], content))) problems.push('editor.problems.action.missing');
      return problems;
    }
    case 'predator-type': {
      const state = stepState<PredatorStepState>(draft);
      const type = content.predatorTypes.find((entry) => entry.id === state.predatorTypeId);
      // A type the character may not take (e.g. after going back and changing the clan) is no choice.
      if (!type || predatorTypeRefusal(character, type, content)) return ['editor.problems.predator_missing'];
      const choices = state.choices ?? {};
      return [...new Set(type.actions.map((action, i) => choiceProblem(character, action, choices[i], content)).filter((p) => p !== null).map((p) => `editor.problems.action.${p}`))];
    }
    case 'attributes':
      return attributeStepProblems(character).map((p) => `editor.problems.${p}`);
    case 'skills':
      return skillStepProblems(character, spreadOf(character, content), specialitiesOf(draft)).map((p) => `editor.problems.${p}`);
    case 'disciplines':
      return disciplineStepProblems(character, stepState<DisciplineStepState>(draft).beforeChoice !== undefined, content).map((p) => `editor.problems.${p}`);
    case 'traits':
      return traitStepProblems(character).map((p) => `editor.problems.${p}`);
    default:
      return ['editor.problems.unknown_step'];
  }
}

/**
 * Applies what a step grants when it is left ("weiter"), and keeps the character's homebrew
 * snapshot in step with the clan and disciplines chosen so far, so the finished character holds
 * the versions the player picked from.
 */
export function commitV5Step(draft: Draft, content: V5Content): CommitResult<'v5'> {
  const result = commitStep(draft, content);
  return result.ok ? { ok: true, character: takeHomebrewSnapshot(result.character, knownHomebrew(homebrewStore())) } : result;
}

/** Steps that edit the sheet directly pass it on. */
function commitStep(draft: Draft, content: V5Content): CommitResult<'v5'> {
  const { character } = draft;
  switch (draft.step) {
    case 'clan': {
      const clan = clanOf(character, content);
      if (!clan) return { ok: false, problem: 'editor.problems.clan_missing' };
      const result = commitClan(character, clan, stepState<ClanStepState>(draft).choices ?? {}, content);
      return result.ok ? result : { ok: false, problem: actionKey(result.failure) };
    }
    case 'predator-type': {
      const state = stepState<PredatorStepState>(draft);
      const type = content.predatorTypes.find((entry) => entry.id === state.predatorTypeId);
      if (!type) return { ok: false, problem: 'editor.problems.predator_missing' };
      const result = commitPredatorType(character, type, state.choices ?? {}, content);
      return result.ok ? result : { ok: false, problem: actionKey(result.failure) };
    }
    case 'skills':
      return { ok: true, character: commitSpecialities(character, specialitiesOf(draft)) };
    default:
      return { ok: true, character };
  }
}
