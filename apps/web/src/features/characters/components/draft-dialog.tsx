import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/dialog.tsx';
import type { CreationDraft } from '../../../lib/characters/creation-draft.ts';

/** A started character exists: continue it or throw it away and start anew ("fortsetzen oder verwerfen"). */
export function DraftDialog({ draft, onContinue, onDiscard, onClose }: { draft: CreationDraft; onContinue: () => void; onDiscard: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const name = draft.character.name || t('characters.draft.unnamed');
  return (
    <Modal
      open
      title={t('characters.draft.title')}
      onClose={onClose}
      footer={
        <div className="button-row">
          <button type="button" className="button button--danger" onClick={onDiscard}>
            {t('characters.draft.discard', { name })}
          </button>
          <button type="button" className="button button--primary" onClick={onContinue}>
            {t('characters.draft.continue', { name })}
          </button>
        </div>
      }
    >
      <p>{t('characters.draft.text', { name })}</p>
    </Modal>
  );
}
