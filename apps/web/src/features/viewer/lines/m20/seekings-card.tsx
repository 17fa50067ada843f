import { useTranslation } from 'react-i18next';
import type { Seeking } from '@vitae/core/m20';
import { useMage } from './use-mage.ts';

/** The mage's Seekings: when each happened and what the mage found, newest last. */
export function SeekingsCard() {
  const { t } = useTranslation();
  const { entry, update, readOnly } = useMage();
  if (!entry) return null;
  const seekings = entry.character.seekings;
  const change = (id: string, patch: Partial<Seeking>) => update((current) => ({ ...current, seekings: current.seekings.map((item) => (item.id === id ? { ...item, ...patch } : item)) }));

  return (
    <section className="card stack" aria-label={t('m20.seekings.title')}>
      <h3>{t('m20.seekings.title')}</h3>
      {seekings.length === 0 ? <p className="lexicon__meta">{t('m20.seekings.none')}</p> : null}
      {seekings.map((seeking, index) => {
        const name = seeking.date || String(index + 1);
        return (
          <div key={seeking.id} className="m20-seeking" data-testid={`seeking-${seeking.id}`}>
            <label className="field">
              <span>{t('m20.seekings.date')}</span>
              <input type="text" value={seeking.date} readOnly={readOnly} maxLength={100} onChange={(e) => change(seeking.id, { date: e.target.value })} />
            </label>
            <label className="field">
              <span>{t('m20.seekings.notes')}</span>
              <textarea rows={2} value={seeking.notes} readOnly={readOnly} maxLength={10_000} onChange={(e) => change(seeking.id, { notes: e.target.value })} />
            </label>
            {readOnly ? null : (
              <button type="button" className="button button--ghost" aria-label={t('m20.seekings.remove', { name })} onClick={() => update((current) => ({ ...current, seekings: current.seekings.filter((item) => item.id !== seeking.id) }))}>
                ×
              </button>
            )}
          </div>
        );
      })}
      {readOnly ? null : (
        <div>
          <button type="button" className="button" onClick={() => update((current) => ({ ...current, seekings: [...current.seekings, { id: crypto.randomUUID(), date: '', notes: '' }] }))}>
            {t('m20.seekings.add')}
          </button>
        </div>
      )}
    </section>
  );
}
