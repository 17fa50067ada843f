import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredCharacter } from '@vitae/core/api';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { characterManager, useCharacters } from '../../../lib/characters/characters.ts';
import { addViewer, fetchViewers, removeViewer, sendCharacter } from '../api/sharing-api.ts';
import { OwnShareId } from './own-share-id.tsx';
import { RecipientForm } from './recipient-form.tsx';
import '../sharing.css';

function Viewers({ character }: { character: StoredCharacter }) {
  const { t } = useTranslation();
  const [added, setAdded] = useState<string>();
  // Adding or removing a viewer changes no revision, so a start from the kept characters (or a
  // catch-up after a disconnect) does not bring it: the dialog asks once when it opens.
  useEffect(() => {
    let current = true;
    void fetchViewers(character.id).then((result) => {
      if (current && result.ok) characterManager.setViewers(character.id, result.data.viewers);
    });
    return () => {
      current = false;
    };
  }, [character.id]);
  return (
    <section className="stack" aria-labelledby="viewers-title">
      <h3 id="viewers-title">{t('sharing.viewers.title')}</h3>
      <p className="sharing__hint">{t('sharing.viewers.explain')}</p>
      {character.viewers.length === 0 ? (
        <p className="sharing__hint">{t('sharing.viewers.none')}</p>
      ) : (
        <ul className="sharing__viewers" aria-label={t('sharing.viewers.title')}>
          {character.viewers.map((viewer) => (
            <li key={viewer.id}>
              <span>{viewer.alias}</span>
              <Button
                variant="ghost"
                aria-label={t('sharing.viewers.removeNamed', { alias: viewer.alias })}
                onClick={async () => {
                  const result = await removeViewer(character.id, viewer.id);
                  if (result.ok) characterManager.setViewers(character.id, result.data.viewers);
                }}
              >
                {t('sharing.viewers.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <RecipientForm
        label={t('sharing.viewers.add')}
        submit={t('sharing.viewers.addSubmit')}
        busyLabel={t('sharing.busy')}
        success={(data) => {
          setAdded(data.added.id);
          return t('sharing.viewers.added', { recipient: data.added.alias });
        }}
        stale={added !== undefined && !character.viewers.some((viewer) => viewer.id === added)}
        onSubmit={async (shareId: string) => {
          const result = await addViewer(character.id, shareId);
          if (result.ok) characterManager.setViewers(character.id, result.data.viewers);
          return result;
        }}
      />
    </section>
  );
}

/**
 * The sharing dialog of spec §2: the own share id (open, copy), and for one of the user's
 * characters: send a copy to someone, and who may view it live.
 */
export function SharingDialog({ characterId, open, onClose }: { characterId?: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const entry = useCharacters().entries.find((candidate) => candidate.character.id === characterId);
  const character = entry && !entry.justViewing && !entry.gone ? entry.character : undefined;
  return (
    <Modal open={open} title={character ? t('sharing.titleFor', { name: character.name || t('characters.unnamed') }) : t('sharing.title')} onClose={onClose}>
      {open ? (
        <div className="stack sharing">
          <OwnShareId />
          {character ? (
            <>
              <section className="stack" aria-labelledby="send-title">
                <h3 id="send-title">{t('sharing.send.title')}</h3>
                <p className="sharing__hint">{t('sharing.send.explain', { name: character.name })}</p>
                <RecipientForm
                  label={t('sharing.send.recipient')}
                  submit={t('sharing.send.submit')}
                  busyLabel={t('sharing.busy')}
                  success={(data) => t('sharing.send.sent', { name: character.name, recipient: data.recipient.alias })}
                  onSubmit={(shareId: string) => sendCharacter(shareId, character.id)}
                />
              </section>
              <Viewers character={character} />
            </>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
