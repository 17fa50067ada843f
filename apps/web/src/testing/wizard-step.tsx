/**
 * Test-only: one wizard step of a line, taken from the editor registry and rendered with a draft
 * it can change (as the wizard frame keeps it), and what keeps the step from being left, in the
 * language shown. The wizard frame itself (navigation, commit, finish) has its own test.
 */
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { rulesOfLine, type CharacterOf, type CreateAnswers, type EditorStep, type GameLine, type LineContent } from '@vitae/core';
import type { DraftHistoryEntry } from '../lib/characters/creation-draft.ts';
import { useLineContent } from '../lib/content/store.ts';
import { editorFor } from '../features/editor/lines/index.ts';
import type { EditorLine, LineDraft, StepProps } from '../features/editor/lines/types.ts';
import { renderInApp, testContent } from './render.tsx';

export interface StepStart<L extends GameLine> {
  /** The character the step is entered with (default: a new one of the line, `startedCharacter`). */
  character?: CharacterOf<L>;
  /** The step's own remembered choices. */
  state?: Record<string, unknown>;
  history?: DraftHistoryEntry[];
}

/** The registry's wizard of a line; a test of an available line may take it as given. */
export function editorOf<L extends GameLine>(line: L): EditorLine<L> {
  const editor = editorFor(line);
  if (!editor) throw new Error(`no wizard for ${line}`);
  return editor;
}

/** The German content of a line, as the steps read it in a test. */
export function contentOf<L extends GameLine>(line: L): LineContent<L> {
  return testContent().forLine(line, 'de-DE');
}

/**
 * A new character of a line as the create dialog starts it (the line's own `creation.start`),
 * with every book of the line in use unless the answers say otherwise.
 */
export function startedCharacter<L extends GameLine>(line: L, answers: Partial<CreateAnswers> = {}): CharacterOf<L> {
  const books = testContent().meta.lines[line]?.books.map((book) => book.id) ?? [];
  return rulesOfLine<L>(line).creation.start({ name: `Test ${line}`, sex: 'd', books, ...answers });
}

/** Renders `step` of `line`'s wizard; `draft()` is the draft as the step last changed it. */
export function renderStep<L extends GameLine>(line: L, step: EditorStep, start: StepStart<L> = {}) {
  const editor = editorOf(line);
  const found = editor.steps[step];
  if (!found) throw new Error(`${line} has no step ${step}`);
  const Body: ComponentType<StepProps<L>> = found;
  const character = start.character ?? startedCharacter(line);
  const initial = { character, step, state: start.state ?? {}, history: start.history ?? [], entered: character } as LineDraft<L>;
  let latest = initial;

  function Harness() {
    const { t } = useTranslation();
    const content = useLineContent(line);
    const [draft, setDraft] = useState(initial);
    latest = draft;
    const problems = editor.problems(draft, content);
    return (
      <>
        <Body draft={draft} onChange={setDraft} />
        <ul aria-label="step problems">
          {problems.map((problem) => (
            <li key={problem}>{t(problem)}</li>
          ))}
        </ul>
      </>
    );
  }

  const rendered = renderInApp(<Harness />);
  return {
    ...rendered,
    draft: () => latest,
    /** What keeps the step from being left, as the player reads it. */
    problems: () => [...rendered.container.querySelectorAll('[aria-label="step problems"] li')].map((item) => item.textContent ?? ''),
  };
}
