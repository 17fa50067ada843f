import { useTranslation } from 'react-i18next';
import { homebrewRotesOf, learnedRote, missingRoteSpheres, roteCastable, type HomebrewContentRote } from '@vitae/core/m20';
import { rotePoolText, roteSpheresText, sphereLabel } from '../../../../components/lines/m20/labels.ts';
import { useLineContent } from '../../../../lib/content/store.ts';
import { useMage, useMageWords } from './use-mage.ts';

/**
 * The homebrew rotes the player installed, beside the mage's own: each castable from here once the
 * Spheres reach it, and taken onto the sheet as a plain copy (so it stays when uninstalled).
 * Rotes the mage already took are listed with the mage's own rotes, not here.
 */
export function InstalledRotes({ onCast }: { onCast: (rote: HomebrewContentRote) => void }) {
  const { t } = useTranslation();
  const words = useMageWords();
  const content = useLineContent('m20');
  const { entry, update, readOnly } = useMage();
  if (!entry) return null;
  const character = entry.character;
  const taken = new Set(character.rotes.map((rote) => rote.id));
  const rotes = homebrewRotesOf(content).filter((rote) => !taken.has(rote.id));
  if (rotes.length === 0) return null;
  return (
    <div className="stack" data-testid="installed-rotes">
      <h4>{t('m20.homebrew.installed.title')}</h4>
      <p className="lexicon__meta">{t('m20.homebrew.installed.hint')}</p>
      <ul className="m20-list">
        {rotes.map((rote) => {
          const pool = rotePoolText(content, rote);
          const missing = missingRoteSpheres(character, rote).map(({ sphere, level, has }) => `${sphereLabel(content, sphere, character)} ${level} (${has})`);
          return (
            <li key={rote.id} data-testid={`rote-${rote.id}`} className="m20-rote">
              <span className="m20-rote__text">
                <strong>{rote.name}</strong> <span className="badge">{t('m20.homebrew.badge')}</span> · {roteSpheresText(content, rote, character)}
                {pool ? <small className="traits-grid__specialities"> {t('m20.rotes.pool', { pool })}</small> : null}
                {rote.style ? <small className="traits-grid__specialities"> {t('m20.homebrew.rote.styleIs', { style: t(`m20.magickKinds.${rote.style}`) })}</small> : null}
                <small className="traits-grid__specialities"> {t('m20.homebrew.installed.by', { creator: rote.homebrew.creator, version: rote.homebrew.version })}</small>
                {missing.length > 0 ? <small className="m20-rote__missing"> {t('m20.rotes.missing', { spheres: missing.join(', ') })}</small> : null}
              </span>
              <span className="button-row">
                <button type="button" className="button" disabled={!roteCastable(character, rote)} onClick={() => onCast(rote)}>
                  {words('m20.rotes.cast', { name: rote.name })}
                </button>
                {readOnly ? null : (
                  <button type="button" className="button button--ghost" onClick={() => update((current) => ({ ...current, rotes: [...current.rotes, learnedRote(rote)] }))}>
                    {t('m20.homebrew.installed.learn', { name: rote.name })}
                  </button>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
