import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useCharacters } from '../../../lib/characters/characters.ts';
import { syncEngine, useSyncLinks } from '../hooks/use-sync-links.ts';
import { SyncInFromLink } from './sync-in-from-link.tsx';
import '../sharing.css';

/** Settings → "Sync-Daten" (spec §2): which characters send under which sync id, and which follow one. */
export function SyncSettings() {
  const { t } = useTranslation();
  const links = useSyncLinks();
  const [deleteLater, setDeleteLater] = useState(false);
  const entries = useCharacters().entries;
  const nameOf = (id: string) => entries.find((entry) => entry.character.id === id)?.character.name ?? t('sync.settings.unknown');
  const outs = Object.entries(links.outs);
  const ins = Object.entries(links.ins);
  return (
    <>
      <SyncInFromLink />
      <section className="card stack" aria-labelledby="sync-settings-title">
        <h3 id="sync-settings-title">{t('sync.settings.title')}</h3>
        <p className="sharing__hint">{t('sync.settings.explain')}</p>
        {outs.length === 0 && ins.length === 0 ? <p className="sharing__hint">{t('sync.settings.none')}</p> : null}
        <p role="status" className="sharing__hint">
          {deleteLater ? t('sync.out.deleteLater') : ''}
        </p>
        {outs.length > 0 ? (
          <>
            <h4>{t('sync.settings.outs')}</h4>
            <ul className="sync-links">
              {outs.map(([characterId, syncId]) => (
                <li key={syncId}>
                  <span className="sync-links__name">{nameOf(characterId)}</span>
                  <code className="sync-links__id">{syncId}</code>
                  <Button variant="ghost" aria-label={t('sync.settings.stopOut', { name: nameOf(characterId) })} onClick={async () => setDeleteLater(!(await (await syncEngine()).disableOutgoingSync(characterId)))}>
                    {t('sync.out.disable')}
                  </Button>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {ins.length > 0 ? (
          <>
            <h4>{t('sync.settings.ins')}</h4>
            <ul className="sync-links">
              {ins.map(([syncId, characterId]) => (
                <li key={syncId}>
                  <span className="sync-links__name">{nameOf(characterId)}</span>
                  <code className="sync-links__id">{syncId}</code>
                  <Button variant="ghost" aria-label={t('sync.settings.stopIn', { name: nameOf(characterId) })} onClick={async () => (await syncEngine()).unlinkIncomingSync(syncId)}>
                    {t('sync.in.unlink')}
                  </Button>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
    </>
  );
}
