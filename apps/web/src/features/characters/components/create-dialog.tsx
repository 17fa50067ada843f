import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { applyEraStart, blankCharacter, eraRules, generationEras, sexes, type GenerationEra } from '@vitae/core';
import { coreBookId } from '@vitae/core/content-light';
import { Modal } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { useContentStore } from '../../../lib/content-store.ts';
import { startCreationDraft } from '../../../lib/creation-draft.ts';
import { setUiState } from '../../../lib/ui-store.ts';

/** Game lines whose wizard exists; the others join as their wizards land. */
const availableLines = ['v5'] as const;
const tipCount = 5;

/** "Neuer Charakter" (spec §2 create dialog): the basics, then on to the wizard. */
export function CreateDialog({ open, directory, onClose }: { open: boolean; directory: string | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const books = useContentStore().meta.books;
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState(false);
  const [gameLine, setGameLine] = useState<(typeof availableLines)[number]>('v5');
  const [era, setEra] = useState<GenerationEra>('children');
  const [generation, setGeneration] = useState(eraRules.children.defaultGeneration);
  const [sex, setSex] = useState<(typeof sexes)[number]>('d');
  const [chosenBooks, setChosenBooks] = useState<number[]>([coreBookId]);
  const allBooks = books.every((book) => chosenBooks.includes(book.id));

  function toggleBook(id: number, on: boolean) {
    if (id === coreBookId) return;
    setChosenBooks((current) => (on ? [...new Set([...current, id])] : current.filter((book) => book !== id)).sort((a, b) => a - b));
  }

  function start(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setNameError(true);
    const character = applyEraStart(blankCharacter({ name: name.trim(), gameLine, sex, books: chosenBooks }), era, generation);
    startCreationDraft(character, directory, 'clan');
    setUiState({ creationDirectory: directory, editingCharacterId: undefined });
    onClose();
    void navigate('/editor/clan');
  }

  const rule = eraRules[era];
  return (
    <Modal open={open} title={t('characters.create.title')} onClose={onClose}>
      <div className="create-dialog">
        <aside className="create-dialog__tips" aria-label={t('characters.create.tipsTitle')}>
          <h3>{t('characters.create.tipsTitle')}</h3>
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
            value={name}
            autoFocus
            onChange={(e) => {
              setName(e.target.value);
              setNameError(false);
            }}
            error={nameError ? t('characters.create.nameRequired') : undefined}
          />
          <div className="field">
            <label htmlFor="create-line">{t('characters.create.gameLine')}</label>
            <select id="create-line" value={gameLine} onChange={(e) => setGameLine(e.target.value as (typeof availableLines)[number])}>
              {availableLines.map((line) => (
                <option key={line} value={line}>
                  {t(`characters.gameLines.${line}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="create-era">{t('characters.create.era')}</label>
            <select
              id="create-era"
              value={era}
              onChange={(e) => {
                const next = e.target.value as GenerationEra;
                setEra(next);
                setGeneration(eraRules[next].defaultGeneration);
              }}
            >
              {generationEras.map((key) => (
                <option key={key} value={key}>
                  {t(`characters.eras.${key}`)}
                </option>
              ))}
            </select>
          </div>
          <TextField
            label={t('characters.create.generation')}
            type="number"
            min={rule.minGeneration}
            max={rule.maxGeneration ?? undefined}
            value={generation}
            onChange={(e) => setGeneration(Math.max(0, Math.min(16, Number(e.target.value) || 0)))}
            hint={t('characters.create.generationHint', { min: rule.minGeneration, max: rule.maxGeneration ?? '∞' })}
          />
          <fieldset className="field">
            <legend>{t('characters.create.sex')}</legend>
            <div className="button-row">
              {sexes.map((value) => (
                <label key={value} className="checkbox">
                  <input type="radio" name="sex" value={value} checked={sex === value} onChange={() => setSex(value)} />
                  {t(`characters.sex.${value}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className="field">
            <legend>{t('characters.create.books')}</legend>
            <label className="checkbox">
              <input type="checkbox" checked={allBooks} onChange={(e) => setChosenBooks(e.target.checked ? books.map((b) => b.id) : [coreBookId])} />
              {t('characters.create.allBooks')}
            </label>
            {books.map((book) => (
              <label key={book.id} className="checkbox">
                <input type="checkbox" checked={chosenBooks.includes(book.id)} disabled={book.id === coreBookId} onChange={(e) => toggleBook(book.id, e.target.checked)} />
                {book.name['de-DE']}
              </label>
            ))}
          </fieldset>
          <button type="submit" className="button button--primary">
            {t('characters.create.start')}
          </button>
        </form>
      </div>
    </Modal>
  );
}
