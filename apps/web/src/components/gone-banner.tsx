import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CharacterEntry } from '../lib/characters/manager.ts';
import { characterManager } from '../lib/characters/characters.ts';
import { Alert } from './ui/alert.tsx';

/**
 * The open character was deleted elsewhere (or is no longer shared with this account): the sheet
 * says so. An own character can be kept as a copy, with the edits made here; nothing goes silently.
 */
export function GoneBanner({ entry }: { entry: CharacterEntry }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  if (!entry.gone) return null;
  const own = !entry.justViewing;
  const id = entry.character.id;
  const unsaved = entry.saveState !== 'saved';

  async function keepCopy() {
    const copy = await characterManager.keepCopy(id);
    if (!copy) return setFailed(true);
    void navigate(`/viewer/${copy.id}/profile`, { replace: true });
  }

  return (
    <section className="gone-banner card stack" role="alert" aria-labelledby="gone-title">
      <h2 id="gone-title" className="gone-banner__title">
        {t(own ? 'gone.deletedTitle' : entry.gone === 'unshared' ? 'gone.unsharedTitle' : 'gone.deletedSharedTitle', { name: entry.character.name })}
      </h2>
      <p>{t(own ? (unsaved ? 'gone.deletedWithEdits' : 'gone.deletedText') : 'gone.sharedText')}</p>
      {failed ? <Alert>{t('gone.copyFailed')}</Alert> : null}
      <div className="button-row">
        {own ? (
          <button type="button" className="button button--primary" onClick={() => void keepCopy()}>
            {t('gone.keepCopy')}
          </button>
        ) : null}
        <button
          type="button"
          className="button"
          onClick={() => {
            characterManager.forget(id);
            void navigate('/', { replace: true });
          }}
        >
          {t(own ? 'gone.discard' : 'gone.toList')}
        </button>
      </div>
    </section>
  );
}
