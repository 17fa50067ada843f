import type { ComponentType } from 'react';
import type { CharacterOf, EditorStep, GameLine, LineContent } from '@vitae/core';
import type { CreationDraft, ForwardEntry } from '../../../lib/characters/creation-draft.ts';

/** A wizard draft whose character is of one line. */
export type LineDraft<L extends GameLine> = CreationDraft & { character: CharacterOf<L> };

/** What a step component gets: the draft and a way to change it. */
export interface StepProps<L extends GameLine = GameLine> {
  draft: LineDraft<L>;
  // A method, so a step written for several lines (the shared 5th-edition steps) fits each of them.
  onChange(draft: LineDraft<L>): void;
}

export type CommitResult<L extends GameLine> = { ok: true; character: CharacterOf<L> } | { ok: false; problem: string };

/**
 * One line's wizard screens: a component per step, what keeps a step from being left
 * (translation keys) and what leaving it applies. The shared wizard frame does the rest.
 */
export interface EditorLine<L extends GameLine> {
  readonly steps: Readonly<Partial<Record<EditorStep, ComponentType<StepProps<L>>>>>;
  problems(draft: LineDraft<L>, content: LineContent<L>): string[];
  /** Problems the steps already show at their field; the toolbar does not repeat them (one message per field). */
  readonly fieldProblems?: ReadonlySet<string>;
  commit(draft: LineDraft<L>, content: LineContent<L>): CommitResult<L>;
  /**
   * After going back and forward again: the later step's choices carried onto what it is entered
   * with now, or `null` when they no longer fit (the step then starts fresh). Without it, a step
   * keeps its choices only when it is entered with exactly the same character as before.
   */
  carry?(later: ForwardEntry & { character: CharacterOf<L>; entered?: CharacterOf<L> }, entered: CharacterOf<L>, content: LineContent<L>): { character: CharacterOf<L>; state: Record<string, unknown> } | null;
}

/** The editor's registry: every line, `null` while the line's wizard is not built (its option says "folgt"). */
export type EditorRegistry = { readonly [L in GameLine]: EditorLine<L> | null };
