import { useTranslation } from 'react-i18next';
import { dangerRange, desperationRange } from '@vitae/core/h5';
import { ValueTrack } from '../../components/trackers.tsx';
import { useLineContent } from '../../../../lib/content/store.ts';
import { useHunter } from './use-hunter.ts';
import '../../../../components/lines/h5/hunter.css';

/**
 * The cell's desperation and danger (kept on each hunter's sheet until a chronicle table shares
 * them) and the hunter's despair: a visible state with what ends it, the drive's redemption.
 */
export function CellCard() {
  const { t } = useTranslation();
  const content = useLineContent('h5');
  const { entry, update, readOnly } = useHunter();
  if (!entry) return null;
  const character = entry.character;
  const drive = content.drives.find((d) => d.id === character.drive);
  const noTouchstones = character.touchstones.length === 0;

  return (
    <section id="sheet-cell" tabIndex={-1} className="card stack" aria-label={t('h5.viewer.cell')}>
      <ValueTrack
        label={t('h5.viewer.desperation')}
        value={character.desperation}
        max={desperationRange.max}
        readOnly={readOnly}
        onChange={(value) => update((current) => ({ ...current, desperation: Math.max(desperationRange.min, value) }))}
      />
      <ValueTrack label={t('h5.viewer.danger')} value={character.danger} max={dangerRange.max} readOnly={readOnly} onChange={(danger) => update((current) => ({ ...current, danger }))} />
      <p className="lexicon__meta">{t('h5.viewer.cellHint')}</p>
      {character.despair ? (
        <div className="alert h5-despair" role="status" data-testid="despair">
          <p>
            <strong>{t('h5.viewer.despair')}</strong> – {t('h5.viewer.despairEffect')}
          </p>
          <p>
            <strong>{t('h5.drive.redemption')}</strong>
            {drive ? ` (${drive.name})` : ''}: {drive?.redemption ?? t('h5.viewer.noDrive')}
          </p>
          {noTouchstones ? <p>{t('h5.viewer.despairNoTouchstones')}</p> : null}
          {!readOnly ? (
            <button type="button" className="button" disabled={noTouchstones} onClick={() => update((current) => ({ ...current, despair: false }))}>
              {t('h5.viewer.redeemed')}
            </button>
          ) : null}
        </div>
      ) : (
        <div className="button-row">
          <span data-testid="despair">{t('h5.viewer.noDespair')}</span>
          {!readOnly ? (
            <button type="button" className="button button--ghost" onClick={() => update((current) => ({ ...current, despair: true }))}>
              {t('h5.viewer.enterDespair')}
            </button>
          ) : null}
        </div>
      )}
    </section>
  );
}
