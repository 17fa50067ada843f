import { useTranslation } from 'react-i18next';
import { characterManager, useCharacters } from '../lib/characters.ts';
import { Modal } from './ui/dialog.tsx';

/**
 * A save refused because the character changed elsewhere (409): the user chooses whose version
 * stays. Nothing is dropped before that choice.
 */
export function CharacterConflictDialog() {
  const { t } = useTranslation();
  const conflict = useCharacters().entries.find((entry) => entry.saveState === 'conflict' && entry.theirs);
  if (!conflict) return null;
  const id = conflict.character.id;
  return (
    <Modal
      open
      title={t('characters.conflict.title', { name: conflict.character.name })}
      onClose={() => undefined}
      footer={
        <div className="button-row">
          <button type="button" className="button" onClick={() => characterManager.resolveConflict(id, 'theirs')}>
            {t('characters.conflict.theirs')}
          </button>
          <button type="button" className="button button--primary" onClick={() => characterManager.resolveConflict(id, 'mine')}>
            {t('characters.conflict.mine')}
          </button>
        </div>
      }
    >
      <p>{t('characters.conflict.text')}</p>
    </Modal>
  );
}

/**
 * One line for the header: are all edits on the server? If not, why (a full account, say)? A
 * character written by a newer Vitae (or a save the server refused for that reason) asks for a
 * reload instead: this page must not save over it.
 */
export function SaveStatus() {
  const { t, i18n } = useTranslation();
  const entries = useCharacters().entries;
  const states = entries.map((entry) => entry.saveState);
  const outdated = states.includes('outdated') || entries.some((entry) => entry.tooNew);
  const state = outdated ? 'outdated' : states.includes('unsaved') ? 'unsaved' : states.includes('conflict') ? 'conflict' : states.some((s) => s === 'pending' || s === 'saving') ? 'saving' : 'saved';
  const reason = state === 'unsaved' ? entries.find((entry) => entry.saveState === 'unsaved' && entry.saveError)?.saveError : undefined;
  const explained = reason && i18n.exists(`errors.codes.${reason}`) ? t(`errors.codes.${reason}`) : undefined;
  return (
    <span className={`save-status save-status--${state}`} role="status" data-testid="save-status">
      {explained ? t('characters.saveStatus.quota', { reason: explained }) : t(`characters.saveStatus.${state}`)}
    </span>
  );
}
