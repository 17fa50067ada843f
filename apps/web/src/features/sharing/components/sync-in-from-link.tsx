import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { syncIdPattern } from '@vitae/core/patch';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { useCharacters } from '../../../lib/characters/characters.ts';
import { syncEngine, useSyncLinks } from '../hooks/use-sync-links.ts';
import { syncLinkParam } from '../lib/sync-link.ts';

/**
 * A sync link opened (`?syncIn=`): the sync id is filled in, the opener picks which of their own
 * characters follows it, one tap links it, and the link's parameter leaves the address.
 */
export function SyncInFromLink() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const syncId = params.get(syncLinkParam);
  const links = useSyncLinks();
  // Not the character that sends under this id (its owner opened their own link).
  const own = useCharacters().entries.filter((entry) => !entry.justViewing && !entry.gone && entry.character.syncHash !== syncId && links.outs[entry.character.id] !== syncId);
  const [picked, setPicked] = useState('');
  const [linkedName, setLinkedName] = useState<string>();
  const [failed, setFailed] = useState(false);
  const card = useRef<HTMLElement>(null);
  useEffect(() => card.current?.scrollIntoView?.({ block: 'nearest' }), []);
  if (syncId === null) return linkedName ? <p role="status" className="sharing__hint">{t('sync.fromLink.done', { name: linkedName })}</p> : null;
  const valid = syncIdPattern.test(syncId);
  const following = links.ins[syncId];
  const nameOf = (id: string) => own.find((entry) => entry.character.id === id)?.character.name || t('characters.unnamed');
  const characterId = picked || own[0]?.character.id || '';

  async function link() {
    if (!syncId || !characterId) return;
    try {
      await (await syncEngine()).linkIncomingSync(syncId, characterId);
    } catch {
      return setFailed(true);
    }
    setLinkedName(nameOf(characterId));
    setParams((now) => {
      now.delete(syncLinkParam);
      return now;
    });
  }

  return (
    <section ref={card} className="card stack sync-from-link" aria-labelledby="sync-from-link-title" data-testid="sync-from-link">
      <h3 id="sync-from-link-title">{t('sync.fromLink.title')}</h3>
      {!valid ? (
        <Alert>{t('sync.fromLink.invalid')}</Alert>
      ) : following ? (
        <p>{t('sync.fromLink.already', { name: nameOf(following) })}</p>
      ) : own.length === 0 ? (
        <p className="sharing__hint">{t('sync.fromLink.noCharacters')}</p>
      ) : (
        <>
          <p className="sharing__hint">{t('sync.fromLink.explain')}</p>
          <code className="sync-from-link__id">{syncId}</code>
          <SelectField label={t('sync.fromLink.character')} value={characterId} onChange={(event) => setPicked(event.target.value)}>
            {own.map((entry) => (
              <option key={entry.character.id} value={entry.character.id}>
                {entry.character.name || t('characters.unnamed')}
              </option>
            ))}
          </SelectField>
          {failed ? <Alert>{t('errors.unexpected')}</Alert> : null}
          <div className="button-row">
            <Button variant="primary" onClick={() => void link()}>
              {t('sync.in.submit')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
