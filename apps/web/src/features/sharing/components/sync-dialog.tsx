import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { syncIdPattern } from '@vitae/core/patch';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { characterManager, useCharacters } from '../../../lib/characters/characters.ts';
import { syncEngine, useSyncLinks } from '../hooks/use-sync-links.ts';
import { CopyField } from './copy-field.tsx';
import { SyncLink } from './sync-link.tsx';
import '../sharing.css';

function Outgoing({ characterId }: { characterId: string }) {
  const { t } = useTranslation();
  const links = useSyncLinks();
  const entry = useCharacters().entries.find((candidate) => candidate.character.id === characterId);
  // Switched on from another device: the character says so (issue #48), this browser's links may not know yet.
  const syncId = links.outs[characterId] ?? (entry?.character.syncOut ? entry.character.syncHash : undefined);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [deleteLater, setDeleteLater] = useState(false);
  if (!entry) return null;
  return (
    <section className="stack" aria-labelledby="sync-out-title">
      <h3 id="sync-out-title">{t('sync.out.title')}</h3>
      <p className="sharing__hint">{t('sync.out.explain')}</p>
      {syncId ? (
        <>
          <CopyField label={t('sync.out.label')} value={syncId} hint={t('sync.out.hint')} />
          <SyncLink syncId={syncId} />
          <div className="button-row">
            <Button
              onClick={async () => {
                await (await syncEngine()).uploadLevelNow(characterId);
                setSent(true);
              }}
            >
              {t('sync.out.uploadLevel')}
            </Button>
            <Button variant="danger" onClick={async () => setDeleteLater(!(await (await syncEngine()).disableOutgoingSync(characterId)))}>
              {t('sync.out.disable')}
            </Button>
            <span role="status" className="field__hint">
              {sent ? t('sync.out.levelSent') : ''}
            </span>
          </div>
        </>
      ) : (
        <div className="button-row">
          <Button
            variant="primary"
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              const whole = await characterManager.wholeCharacter(characterId);
              if (whole) await (await syncEngine()).enableOutgoingSync(whole);
              setBusy(false);
            }}
          >
            {t('sync.out.enable')}
          </Button>
          <span role="status" className="field__hint">
            {deleteLater ? t('sync.out.deleteLater') : ''}
          </span>
        </div>
      )}
    </section>
  );
}

function Incoming({ characterId }: { characterId: string }) {
  const { t } = useTranslation();
  const links = useSyncLinks();
  const linked = Object.entries(links.ins).find(([, id]) => id === characterId)?.[0];
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [failed, setFailed] = useState(false);

  async function link(event: FormEvent) {
    event.preventDefault();
    const syncId = value.trim();
    if (!syncIdPattern.test(syncId)) return setError(t('sync.in.invalid'));
    setError(undefined);
    try {
      await (await syncEngine()).linkIncomingSync(syncId, characterId);
      setValue('');
    } catch {
      setFailed(true);
    }
  }

  return (
    <section className="stack" aria-labelledby="sync-in-title">
      <h3 id="sync-in-title">{t('sync.in.title')}</h3>
      <p className="sharing__hint">{t('sync.in.explain')}</p>
      {linked ? (
        <div className="stack">
          <p data-testid="sync-in-linked">{t('sync.in.linked', { syncId: linked })}</p>
          <div className="button-row">
            <Button variant="danger" onClick={async () => (await syncEngine()).unlinkIncomingSync(linked)}>
              {t('sync.in.unlink')}
            </Button>
          </div>
        </div>
      ) : (
        <form className="stack" onSubmit={(event) => void link(event)} noValidate>
          <TextField label={t('sync.in.label')} value={value} onChange={(event) => setValue(event.target.value)} error={error} autoComplete="off" spellCheck={false} />
          {failed ? <Alert>{t('errors.unexpected')}</Alert> : null}
          <div className="button-row">
            <Button type="submit" variant="primary">
              {t('sync.in.submit')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

/** Sync out and in for one character (spec §4): send its live and level data under a sync id, or follow someone's. */
export function SyncDialog({ characterId, open, onClose }: { characterId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const entry = useCharacters().entries.find((candidate) => candidate.character.id === characterId);
  return (
    <Modal open={open} title={t('sync.title', { name: entry?.character.name || t('characters.unnamed') })} onClose={onClose}>
      {open && entry ? (
        <div className="stack sharing">
          <Outgoing characterId={characterId} />
          <Incoming characterId={characterId} />
        </div>
      ) : null}
    </Modal>
  );
}
