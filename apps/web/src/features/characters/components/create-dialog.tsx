import { Suspense, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { coreGameLine, createAnswersProblems, gameLines, maxNameLength, rulesOfLine, sexes, type CreateAnswers, type GameLine } from '@vitae/core';
import { coreBookId, homebrewBookId } from '@vitae/core/content-light';
import { LineEmblem } from '../../../components/line-emblem.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useContentStore } from '../../../lib/content/store.ts';
import { startCreationDraft } from '../../../lib/characters/creation-draft.ts';
import { applyAppTheme, applyTheme } from '../../../lib/theme.ts';
import { setUiState } from '../../../lib/ui-store.ts';
import { listFor } from '../lines/index.ts';

const tipCount = 5;

/** The homebrew book is offered only when it brings something (installed or own homebrew). */
function offered(book: { id: number }): boolean {
  return book.id !== homebrewBookId || Object.values(book).some((value) => Array.isArray(value) && value.length > 0);
}

/**
 * "Neuer Charakter" (docs/product-spec.md §2 create dialog): name, game line (the four lines with their official
 * titles; a line whose wizard is not built yet is shown as coming), what the chosen line asks
 * (a vampire's era and generation), sex and books, with five questions for the line's kind of game.
 */
export function CreateDialog({ open, directory, onClose }: { open: boolean; directory: string | undefined; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const meta = useContentStore().meta;
  const [gameLine, setGameLine] = useState<GameLine>(coreGameLine);
  const [answers, setAnswers] = useState<CreateAnswers>({ name: '', sex: 'd', books: [coreBookId] });
  const [shownProblems, setShownProblems] = useState<Partial<Record<string, string>>>({});
  const [failure, setFailure] = useState<string>();
  const books = (meta.lines[gameLine]?.books ?? []).filter(offered);
  const allBooks = books.length > 0 && books.every((book) => answers.books.includes(book.id));
  const rules = rulesOfLine(gameLine);
  const LineOptions = rules.creation.asks.length > 0 ? listFor(gameLine).CreateOptions : undefined;

  // From the first click on, the dialog (and the wizard after it) wears the chosen line's theme; the list behind it gets the app's back on close.
  useEffect(() => {
    if (!open) return;
    applyTheme(gameLine);
    return () => applyAppTheme();
  }, [open, gameLine]);

  function change(next: Partial<CreateAnswers>) {
    setAnswers((current) => ({ ...current, ...next }));
    setFailure(undefined);
    // A field's message goes once the field changes; the others stay until the next try.
    setShownProblems((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in next))));
  }

  function toggleBook(id: number, on: boolean) {
    if (id === coreBookId) return;
    change({ books: (on ? [...new Set([...answers.books, id])] : answers.books.filter((book) => book !== id)).sort((a, b) => a - b) });
  }

  /** Ids a line adds beside the bundle's books (Elder Vampires) survive "all books" on and off. */
  function withExtras(ids: number[]): number[] {
    const extras = answers.books.filter((id) => !books.some((book) => book.id === id));
    return [...new Set([...ids, ...extras])].sort((a, b) => a - b);
  }

  function start(event: FormEvent) {
    event.preventDefault();
    const name = answers.name.trim();
    const problems = createAnswersProblems(answers, rules.creation.asks);
    if (Object.keys(problems).length > 0) {
      return setShownProblems(
        Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, t(`characters.create.problems.${field}.${problem}`, { max: field === 'name' ? maxNameLength : 16 })])),
      );
    }
    let character;
    try {
      character = rules.creation.start({ ...answers, name });
    } catch (error) {
      // The answers are checked above; anything else the line refuses is said, not thrown at the user.
      return setFailure(t('characters.create.failed', { message: error instanceof Error ? error.message : String(error) }));
    }
    const [firstStep] = rules.creation.stepsFor(character);
    if (!firstStep) return setFailure(t('characters.create.failed', { message: gameLine }));
    startCreationDraft(character, directory, firstStep);
    setUiState({ creationDirectory: directory, editingCharacterId: undefined });
    onClose();
    void navigate(`/editor/${firstStep}`);
  }

  return (
    <Modal open={open} title={t('characters.create.title')} onClose={onClose}>
      <div className="create-dialog">
        <aside className="create-dialog__tips" aria-label={t('characters.create.tipsTitle')}>
          <h3>
            <LineEmblem line={gameLine} />
            {t('characters.create.tipsTitle')}
          </h3>
          <ol>
            {Array.from({ length: tipCount }, (_, index) => (
              <li key={index}>{t(`characters.create.tips.${gameLine}.${index + 1}`)}</li>
            ))}
          </ol>
        </aside>
        <form className="stack" onSubmit={start} noValidate>
          {directory ? <p className="lexicon__meta">{t('characters.create.inFolder', { name: directory })}</p> : null}
          <TextField
            label={t('characters.create.name')}
            value={answers.name}
            autoFocus
            maxLength={maxNameLength}
            onChange={(e) => change({ name: e.target.value })}
            error={shownProblems['name']}
          />
          <div className="field">
            <label htmlFor="create-line">{t('characters.create.gameLine')}</label>
            <select
              id="create-line"
              value={gameLine}
              onChange={(e) => {
                const line = e.target.value as GameLine;
                setGameLine(line);
                change({ books: [coreBookId], era: undefined, generation: undefined });
              }}
            >
              {gameLines.map((line) => (
                <option key={line} value={line} disabled={!rulesOfLine(line).available}>
                  {rulesOfLine(line).available ? t(`characters.gameLines.${line}`) : t('characters.create.comingSoon', { line: t(`characters.gameLines.${line}`) })}
                </option>
              ))}
            </select>
          </div>
          {LineOptions ? (
            <Suspense fallback={<Spinner label={t('loading.page')} />}>
              <LineOptions answers={answers} problems={shownProblems} onChange={(next) => change(next)} />
            </Suspense>
          ) : null}
          <fieldset className="field">
            <legend>{t('characters.create.sex')}</legend>
            <div className="button-row">
              {sexes.map((value) => (
                <label key={value} className="checkbox">
                  <input type="radio" name="sex" value={value} checked={answers.sex === value} onChange={() => change({ sex: value })} />
                  {t(`characters.sex.${value}`)}
                </label>
              ))}
            </div>
          </fieldset>
          {books.length > 0 ? (
            <fieldset className="field">
              <legend>{t('characters.create.books')}</legend>
              <label className="checkbox">
                <input type="checkbox" checked={allBooks} onChange={(e) => change({ books: withExtras(e.target.checked ? books.map((b) => b.id) : [coreBookId]) })} />
                {t('characters.create.allBooks')}
              </label>
              {books.map((book) => (
                <label key={book.id} className="checkbox">
                  <input type="checkbox" checked={answers.books.includes(book.id)} disabled={book.id === coreBookId} onChange={(e) => toggleBook(book.id, e.target.checked)} />
                  {(book.name as Record<string, string>)[i18n.language] ?? book.name['de-DE']}
                </label>
              ))}
            </fieldset>
          ) : null}
          {shownProblems['books'] ? <Alert>{shownProblems['books']}</Alert> : null}
          {failure ? <Alert>{failure}</Alert> : null}
          <button type="submit" className="button button--primary">
            {t('characters.create.start')}
          </button>
        </form>
      </div>
    </Modal>
  );
}
