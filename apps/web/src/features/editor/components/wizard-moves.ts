import type { CharacterOf, EditorStep, GameLine, LineContent } from '@vitae/core';
import type { ForwardEntry } from '../../../lib/characters/creation-draft.ts';
import type { EditorLine, LineDraft } from '../lines/types.ts';

type CarryEntry<L extends GameLine> = ForwardEntry & { character: CharacterOf<L>; entered?: CharacterOf<L> };

/** The steps of a draft's character, in order (the line's `creation.stepsFor`). */
export type StepsOf<L extends GameLine> = (character: CharacterOf<L>) => readonly EditorStep[];

/** What "weiter" does with a draft: the next step, the finished character (on the last step), or why the step cannot be left. */
export type Advance<L extends GameLine> = { kind: 'moved'; draft: LineDraft<L> } | { kind: 'finished'; character: CharacterOf<L> } | { kind: 'refused'; problem: string };

/** The line's carry, else the default: the later step keeps its choices only when entered with the very same character. */
function carryLater<L extends GameLine>(editor: EditorLine<L>, later: CarryEntry<L>, entered: CharacterOf<L>, content: LineContent<L>): { character: CharacterOf<L>; state: Record<string, unknown> } | null {
  if (editor.carry) return editor.carry(later, entered, content);
  return later.entered !== undefined && JSON.stringify(later.entered) === JSON.stringify(entered) ? { character: later.character, state: later.state } : null;
}

/**
 * "weiter": applies the step (`commit`) and enters the next one; coming forward again after
 * "zurück", the later step keeps what the player chose there, if it still fits.
 */
export function advance<L extends GameLine>(draft: LineDraft<L>, editor: EditorLine<L>, content: LineContent<L>, stepsOf: StepsOf<L>): Advance<L> {
  const steps = stepsOf(draft.character);
  const index = Math.max(steps.indexOf(draft.step as EditorStep), 0);
  const committed = editor.commit(draft, content);
  if (!committed.ok) return { kind: 'refused', problem: committed.problem };
  const following = steps[index + 1];
  if (!following) return { kind: 'finished', character: committed.character };
  const history = [...draft.history, { step: draft.step, character: draft.character, state: draft.state, entered: draft.entered }];
  const [later, ...beyond] = draft.forward ?? [];
  const carried = later?.step === following ? carryLater(editor, later as CarryEntry<L>, committed.character, content) : null;
  return {
    kind: 'moved',
    draft: {
      ...draft,
      character: carried?.character ?? committed.character,
      step: following,
      state: carried?.state ?? {},
      entered: committed.character,
      history,
      forward: carried ? beyond : [],
    },
  };
}

/** "zurück": the previous step exactly as it was left; the step left is kept ahead (`forward`) with its choices. */
export function retreat<L extends GameLine>(draft: LineDraft<L>): LineDraft<L> | undefined {
  const previous = draft.history.at(-1);
  if (!previous) return undefined;
  const forward = [{ step: draft.step, entered: draft.entered, character: draft.character, state: draft.state }, ...(draft.forward ?? [])];
  // The history holds this draft's own characters, so they are of the same line.
  return { ...draft, character: previous.character as LineDraft<L>['character'], step: previous.step, state: previous.state, entered: previous.entered, history: draft.history.slice(0, -1), forward };
}

/**
 * A click on a step's name: as many "zurück" or "weiter" as it takes, so every step on the way keeps
 * and applies its choices exactly as the buttons would. Going forward stops at the first step that
 * cannot be left (its problems then show there) and never finishes the character.
 */
export function jumpTo<L extends GameLine>(draft: LineDraft<L>, target: EditorStep, editor: EditorLine<L>, content: LineContent<L>, stepsOf: StepsOf<L>): LineDraft<L> {
  let current = draft;
  // Each move changes the step by one; a step list never holds more moves than twice its length.
  for (let moves = 0; moves < 2 * stepsOf(draft.character).length + 2; moves += 1) {
    const steps = stepsOf(current.character);
    const here = steps.indexOf(current.step as EditorStep);
    const there = steps.indexOf(target);
    if (there === -1 || there === here) return current;
    if (there < here) {
      const previous = retreat(current);
      if (!previous) return current;
      current = previous;
      continue;
    }
    if (editor.problems(current, content).length > 0) return current;
    const moved = advance(current, editor, content, stepsOf);
    if (moved.kind !== 'moved') return current;
    current = moved.draft;
  }
  return current;
}

/**
 * The steps a click can reach from here: every step done before this one, and the later steps the
 * player has already been to (after "zurück") when the way there is still open.
 */
export function reachableSteps<L extends GameLine>(draft: LineDraft<L>, editor: EditorLine<L>, content: LineContent<L>, stepsOf: StepsOf<L>): Set<EditorStep> {
  const steps = stepsOf(draft.character);
  const here = steps.indexOf(draft.step as EditorStep);
  const reachable = new Set(steps.slice(0, Math.max(here, 0)));
  const visited = new Set((draft.forward ?? []).map((entry) => entry.step));
  // Walked once, step by step, as the clicks would go.
  let current = draft;
  for (const step of steps.slice(here + 1)) {
    if (!visited.has(step) || editor.problems(current, content).length > 0) break;
    const moved = advance(current, editor, content, stepsOf);
    if (moved.kind !== 'moved' || moved.draft.step !== step) break;
    current = moved.draft;
    reachable.add(step);
  }
  return reachable;
}
