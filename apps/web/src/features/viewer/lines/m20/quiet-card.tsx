import { useTranslation } from 'react-i18next';
import { maxQuiet, quietKinds, type QuietKind } from '@vitae/core/m20';
import { Dots } from '../../components/dots.tsx';
import { useMage } from './use-mage.ts';

/** Quiet: how deep the mage has sunk (0–10, a house rule), its kind (Denial, Madness, Morbidity) and notes. */
export function QuietCard() {
  const { t } = useTranslation();
  const { entry, update, readOnly } = useMage();
  if (!entry) return null;
  const quiet = entry.character.quiet;
  const set = (patch: Partial<typeof quiet>) => update((current) => ({ ...current, quiet: { ...current.quiet, ...patch } }));

  return (
    <section className="card stack" aria-label={t('m20.quiet.title')}>
      <h3>{t('m20.quiet.title')}</h3>
      <div className="m20-record" data-testid="quiet">
        <span>{t('m20.quiet.rating', { value: quiet.rating, max: maxQuiet })}</span>
        <Dots value={quiet.rating} max={maxQuiet} />
        {readOnly ? null : (
          <span className="button-row">
            <button type="button" className="button button--ghost" aria-label={t('m20.quiet.lower')} disabled={quiet.rating === 0} onClick={() => set({ rating: quiet.rating - 1 })}>
              −
            </button>
            <button type="button" className="button button--ghost" aria-label={t('m20.quiet.raise')} disabled={quiet.rating >= maxQuiet} onClick={() => set({ rating: quiet.rating + 1 })}>
              +
            </button>
          </span>
        )}
      </div>
      <p className="lexicon__meta">{t('m20.quiet.houseRule')}</p>
      <label className="field">
        <span>{t('m20.quiet.kind')}</span>
        <select value={quiet.kind ?? ''} disabled={readOnly} onChange={(e) => set({ kind: e.target.value ? (e.target.value as QuietKind) : undefined })}>
          <option value="">{t('m20.quiet.noKind')}</option>
          {quietKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`m20.quiet.kinds.${kind}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>{t('m20.quiet.notes')}</span>
        <textarea rows={2} value={quiet.notes} readOnly={readOnly} maxLength={10_000} onChange={(e) => set({ notes: e.target.value })} />
      </label>
    </section>
  );
}
