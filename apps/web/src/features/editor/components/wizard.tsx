import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { rulesOfLine, type EditorStep, type GameLine } from '@vitae/core';
import { LineEmblem } from '../../../components/line-emblem.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useDialogs } from '../../../components/ui/dialog-provider.tsx';
import { characterManager } from '../../../lib/characters/characters.ts';
import { useLineContent } from '../../../lib/content/store.ts';
import { clearCreationDraft, loadCreationDraft, saveCreationDraft } from '../../../lib/characters/creation-draft.ts';
import { downloadText, exportFileName } from '../../../lib/download.ts';
import { errorKey } from '../../../lib/error-text.ts';
import { setUiState } from '../../../lib/ui-store.ts';
import { editorFor } from '../lines/index.ts';
import type { EditorLine, LineDraft } from '../lines/types.ts';
import { advance, jumpTo, reachableSteps, retreat } from './wizard-moves.ts';
import { WizardProgress } from './wizard-progress.tsx';

type FinishState = { status: 'idle' } | { status: 'saving' } | { status: 'failed'; message: string };

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
  const stepsOf = (character: LineDraft<L>['character']) => rules.creation.stepsFor(character);
  // Done steps, and later ones already visited, are one click away (their names in the progress list).
  const reachable = reachableSteps(draft, editor, content, stepsOf);

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
    const moved = advance(draft, editor, content, stepsOf);
    if (moved.kind === 'refused') return setCommitProblem(moved.problem);
    if (moved.kind === 'finished') return void save(moved.character);
    goTo(moved.draft);
  }

  function back() {
    const previous = retreat(draft);
    if (previous) goTo(previous);
  }

  function jump(target: EditorStep) {
    const arrived = jumpTo(draft, target, editor, content, stepsOf);
    if (arrived !== draft) goTo(arrived);
  }

  async function cancel() {
    const confirmed = await dialogs.confirm({ title: t('editor.cancelTitle'), content: t('editor.cancelText'), confirmLabel: t('editor.cancelConfirm'), danger: true });
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
      <WizardProgress steps={steps} current={index} reachable={reachable} onJump={jump} />
      <header className="wizard__header">
        <h2 id="wizard-title">
          <LineEmblem line={rules.id} className="wizard__emblem" />
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
