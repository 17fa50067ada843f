import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { rulesOfLine, type CharacterOf, type EditorStep, type GameLine, type LineContent } from '@vitae/core';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useDialogs } from '../../../components/ui/dialog-provider.tsx';
import { characterManager } from '../../../lib/characters/characters.ts';
import { useLineContent } from '../../../lib/content/store.ts';
import { clearCreationDraft, loadCreationDraft, saveCreationDraft, type ForwardEntry } from '../../../lib/characters/creation-draft.ts';
import { downloadText, exportFileName } from '../../../lib/download.ts';
import { errorKey } from '../../../lib/error-text.ts';
import { setUiState } from '../../../lib/ui-store.ts';
import { editorFor } from '../lines/index.ts';
import type { EditorLine, LineDraft } from '../lines/types.ts';

type FinishState = { status: 'idle' } | { status: 'saving' } | { status: 'failed'; message: string };
type CarryEntry<L extends GameLine> = ForwardEntry & { character: CharacterOf<L>; entered?: CharacterOf<L> };

/** The line's carry, else the default: the later step keeps its choices only when entered with the very same character. */
function carryLater<L extends GameLine>(editor: EditorLine<L>, later: CarryEntry<L>, entered: CharacterOf<L>, content: LineContent<L>): { character: CharacterOf<L>; state: Record<string, unknown> } | null {
  if (editor.carry) return editor.carry(later, entered, content);
  return later.entered !== undefined && JSON.stringify(later.entered) === JSON.stringify(entered) ? { character: later.character, state: later.state } : null;
}

/**
 * The creation wizard of every line (docs/product-spec.md §2): one step per route, "weiter" only once the step is
 * valid (the reasons are listed beside the button), "zurück" restores the previous step exactly as
 * it was left, and finishing saves the character — or keeps the draft and offers a retry and the
 * JSON. What each step shows and checks comes from the line's editor (`lines/<line>`).
 */
export function Wizard({ step }: { step: string }) {
  // Read on every render: the stored draft is the one truth between the step routes.
  const draft = loadCreationDraft();
  if (!draft) return <Navigate to="/?tab=characters" replace />;
  const editor = editorFor(draft.character.gameLine);
  // A draft of a line whose wizard is not built (an old tab, a hand-made link) starts over.
  if (!editor) return <Navigate to="/?tab=characters" replace />;
  return <LineWizard key={draft.character.gameLine} editor={editor} initial={draft} route={step} />;
}

function LineWizard<L extends GameLine>({ editor, initial, route }: { editor: EditorLine<L>; initial: LineDraft<L>; route: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const rules = rulesOfLine<L>(initial.character.gameLine);
  const content = useLineContent<L>(initial.character.gameLine);
  const [draft, setDraft] = useState(initial);
  const [finish, setFinish] = useState<FinishState>({ status: 'idle' });
  const [commitProblem, setCommitProblem] = useState<string>();

  const step = draft.step as EditorStep;
  if (route !== step) return <Navigate to={`/editor/${step}`} replace />;
  const steps = rules.creation.stepsFor(draft.character);
  const index = Math.max(steps.indexOf(step), 0);
  const isLast = index === steps.length - 1;
  const problems = editor.problems(draft, content);
  // What a field already says is not said again in the toolbar; the toolbar then points to the fields.
  const listed = problems.filter((problem) => !editor.fieldProblems?.has(problem));
  const shownProblems = listed.length === 0 && problems.length > 0 ? ['editor.problems.fixFields'] : listed;
  const StepBody = editor.steps[step];

  function change(next: LineDraft<L>) {
    saveCreationDraft(next);
    setDraft(next);
    setCommitProblem(undefined);
    if (finish.status === 'failed') setFinish({ status: 'idle' });
  }

  function goTo(next: LineDraft<L>) {
    change(next);
    void navigate(`/editor/${next.step}`);
  }

  function next() {
    const committed = editor.commit(draft, content);
    if (!committed.ok) return setCommitProblem(committed.problem);
    const following = steps[index + 1];
    if (!following) return void save(committed.character);
    const history = [...draft.history, { step: draft.step, character: draft.character, state: draft.state, entered: draft.entered }];
    const [later, ...beyond] = draft.forward ?? [];
    // Coming forward again after "zurück": the later step keeps what the player chose there, if it still fits.
    const carried = later?.step === following ? carryLater(editor, later as CarryEntry<L>, committed.character, content) : null;
    goTo({
      ...draft,
      character: carried?.character ?? committed.character,
      step: following,
      state: carried?.state ?? {},
      entered: committed.character,
      history,
      forward: carried ? beyond : [],
    });
  }

  function back() {
    const previous = draft.history.at(-1);
    if (!previous) return;
    const forward = [{ step: draft.step, entered: draft.entered, character: draft.character, state: draft.state }, ...(draft.forward ?? [])];
    // The history holds this draft's own characters, so they are of the same line.
    goTo({ ...draft, character: previous.character as LineDraft<L>['character'], step: previous.step, state: previous.state, entered: previous.entered, history: draft.history.slice(0, -1), forward });
  }

  async function cancel() {
    const confirmed = await dialogs.confirm({ title: t('editor.cancelTitle'), content: t('editor.cancelText'), confirmLabel: t('editor.cancel'), danger: true });
    if (!confirmed) return;
    clearCreationDraft();
    setUiState({ creationDirectory: undefined });
    void navigate('/?tab=characters');
  }

  async function save(committed: LineDraft<L>['character']) {
    const finished = rules.creation.finish(committed, draft.directory);
    if (!finished.ok) return setFinish({ status: 'failed', message: finished.message });
    setFinish({ status: 'saving' });
    let failure = t('errors.unexpected');
    const stored = await characterManager.create(finished.character, (result) => {
      failure = t(errorKey(result));
    });
    if (!stored) return setFinish({ status: 'failed', message: failure });
    clearCreationDraft();
    setUiState({ creationDirectory: undefined, levelMode: false });
    void navigate(`/viewer/${stored.id}/profile`, { replace: true });
  }

  /** Nothing is lost when the server stays away: the finished sheet can be kept as a file. */
  function downloadDraft() {
    const committed = editor.commit(draft, content);
    const finished = rules.creation.finish(committed.ok ? committed.character : draft.character, draft.directory);
    downloadText(exportFileName(draft.character.name), JSON.stringify(finished.ok ? finished.character : draft.character, null, 2));
  }

  const stepTitle = t(`editor.steps.${step}`);
  return (
    <section className="wizard stack" aria-labelledby="wizard-title">
      <ol className="wizard__progress" aria-label={t('editor.progress')}>
        {steps.map((name, i) => (
          <li key={name} aria-current={i === index ? 'step' : undefined} className={i < index ? 'wizard__progress--done' : undefined}>
            {t(`editor.steps.${name}`)}
          </li>
        ))}
      </ol>
      <header className="wizard__header">
        <h2 id="wizard-title">
          {t('editor.stepOf', { number: index + 1, total: steps.length })}: {stepTitle}
        </h2>
        <Button variant="ghost" aria-label={t('editor.tipFor', { step: stepTitle })} onClick={() => dialogs.tip({ title: stepTitle, content: t([`${rules.id}.editor.tips.${step}`, `editor.tips.${step}`]) })}>
          ?
        </Button>
      </header>
      {StepBody ? <StepBody draft={draft} onChange={change} /> : null}
      {finish.status === 'failed' ? (
        <Alert>
          <p>{t('editor.finishFailed', { message: finish.message })}</p>
          <div className="button-row">
            <Button variant="primary" onClick={next}>
              {t('editor.retry')}
            </Button>
            <Button onClick={downloadDraft}>{t('editor.downloadJson')}</Button>
          </div>
        </Alert>
      ) : null}
      {commitProblem ? <Alert>{t(commitProblem)}</Alert> : null}
      <footer className="wizard__toolbar">
        {index === 0 ? (
          <Button variant="danger" onClick={() => void cancel()}>
            {t('editor.cancel')}
          </Button>
        ) : (
          <Button onClick={back}>{t('editor.back')}</Button>
        )}
        {shownProblems.length > 0 ? (
          <ul className="wizard__problems" id="wizard-problems" aria-live="polite" aria-label={t('editor.problemsLabel')}>
            {shownProblems.map((problem) => (
              <li key={problem}>{t(problem)}</li>
            ))}
          </ul>
        ) : (
          <span className="wizard__problems" />
        )}
        <Button variant="primary" disabled={problems.length > 0 || finish.status === 'saving'} aria-describedby={problems.length > 0 ? 'wizard-problems' : undefined} onClick={next}>
          {finish.status === 'saving' ? t('editor.saving') : isLast ? t('editor.finish') : t('editor.next')}
        </Button>
      </footer>
    </section>
  );
}
