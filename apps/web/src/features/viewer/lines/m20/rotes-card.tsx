import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { missingRoteSpheres, roteCastable, type Rote } from '@vitae/core/m20';
import { rotePoolText, roteSpheresText, sphereLabel } from '../../../../components/lines/m20/labels.ts';
import { useDialogs } from '../../../../components/ui/dialog-provider.tsx';
import { Modal } from '../../../../components/ui/dialog.tsx';
import { useLineContent } from '../../../../lib/content/store.ts';
import { MagickDialog } from './dice/magick-dialog.tsx';
import { InstalledRotes } from './installed-rotes.tsx';
import { RoteForm } from './rote-form.tsx';
import { useMage, useMageWords } from './use-mage.ts';

/** The mage's rotes: each with its Spheres and pool, cast from its card (the magick roll opens with its Spheres). */
export function RotesCard() {
  const { t } = useTranslation();
  const words = useMageWords();
  const { confirm } = useDialogs();
  const content = useLineContent('m20');
  const { entry, update, readOnly } = useMage();
  const [adding, setAdding] = useState(false);
  const [casting, setCasting] = useState<Rote>();
  if (!entry) return null;
  const character = entry.character;

  async function remove(rote: Rote) {
    if (await confirm({ title: t('m20.sheet.removeTrait', { name: rote.name }), content: t('m20.rotes.removeText'), confirmLabel: t('m20.sheet.remove'), danger: true })) {
      update((current) => ({ ...current, rotes: current.rotes.filter((entry) => entry.id !== rote.id) }));
    }
  }

  return (
    <section className="card stack" aria-label={t('m20.rotes.title')}>
      <h3>{t('m20.rotes.title')}</h3>
      {character.rotes.length === 0 ? <p className="lexicon__meta">{t('m20.rotes.none')}</p> : null}
      <ul className="m20-list">
        {character.rotes.map((rote) => {
          const pool = rotePoolText(content, rote);
          const missing = missingRoteSpheres(character, rote).map(({ sphere, level, has }) => `${sphereLabel(content, sphere, character)} ${level} (${has})`);
          return (
            <li key={rote.id} id={`sheet-rote-${rote.id}`} tabIndex={-1} data-testid={`rote-${rote.id}`} className="m20-rote">
              <span className="m20-rote__text">
                <strong>{rote.name}</strong> · {roteSpheresText(content, rote, character)}
                {pool ? <small className="traits-grid__specialities"> {t('m20.rotes.pool', { pool })}</small> : null}
                {rote.notes ? <small className="traits-grid__specialities"> {rote.notes}</small> : null}
                {missing.length > 0 ? <small className="m20-rote__missing"> {t('m20.rotes.missing', { spheres: missing.join(', ') })}</small> : null}
              </span>
              <span className="button-row">
                <button type="button" className="button" disabled={!roteCastable(character, rote)} onClick={() => setCasting(rote)}>
                  {words('m20.rotes.cast', { name: rote.name })}
                </button>
                {readOnly ? null : (
                  <button type="button" className="button button--ghost" aria-label={t('m20.rotes.remove', { name: rote.name })} onClick={() => void remove(rote)}>
                    ×
                  </button>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      <InstalledRotes onCast={setCasting} />
      {readOnly ? null : (
        <div>
          <button type="button" className="button" onClick={() => setAdding(true)}>
            {t('m20.rotes.add')}
          </button>
        </div>
      )}
      <Modal open={adding} title={t('m20.rotes.add')} onClose={() => setAdding(false)}>
        {adding ? (
          <RoteForm
            character={character}
            onSave={(rote) => {
              update((current) => ({ ...current, rotes: [...current.rotes, rote] }));
              setAdding(false);
            }}
          />
        ) : null}
      </Modal>
      {casting ? <MagickDialog rote={casting} onClose={() => setCasting(undefined)} /> : null}
    </section>
  );
}
