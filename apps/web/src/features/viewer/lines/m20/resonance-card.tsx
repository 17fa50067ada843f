import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxResonance, resonanceKinds, type Resonance, type ResonanceKind } from '@vitae/core/m20';
import { Dots } from '../../components/dots.tsx';
import { useMage } from './use-mage.ts';

const ratings = Array.from({ length: maxResonance }, (_, index) => index + 1);

/** The mage's Resonance: Dynamic, Static or Entropic traits, each with a word that describes it and a rating 1–5. */
export function ResonanceCard() {
  const { t } = useTranslation();
  const { entry, update, readOnly } = useMage();
  const [kind, setKind] = useState<ResonanceKind>('dynamic');
  if (!entry) return null;
  const character = entry.character;
  const change = (id: string, patch: Partial<Resonance>) => update((current) => ({ ...current, resonance: current.resonance.map((item) => (item.id === id ? { ...item, ...patch } : item)) }));

  return (
    <section className="card stack" aria-label={t('m20.resonance.title')}>
      <h3>{t('m20.resonance.title')}</h3>
      <dl className="m20-kinds">
        {resonanceKinds.map((item) => (
          <div key={item}>
            <dt>{t(`m20.resonance.kinds.${item}`)}</dt>
            <dd>{t(`m20.resonance.kindHints.${item}`)}</dd>
          </div>
        ))}
      </dl>
      {character.resonance.length === 0 ? <p className="lexicon__meta">{t('m20.resonance.none')}</p> : null}
      <ul className="m20-list">
        {character.resonance.map((item) => {
          const name = `${t(`m20.resonance.kinds.${item.kind}`)}${item.description ? ` (${item.description})` : ''}`;
          return (
            <li key={item.id} data-testid={`resonance-${item.id}`} className="m20-record field">
              <strong>{t(`m20.resonance.kinds.${item.kind}`)}</strong>
              {readOnly ? (
                <span>{item.description}</span>
              ) : (
                <input type="text" aria-label={`${t('m20.resonance.description')}: ${t(`m20.resonance.kinds.${item.kind}`)}`} value={item.description} maxLength={200} onChange={(e) => change(item.id, { description: e.target.value })} />
              )}
              {readOnly ? (
                <Dots value={item.rating} max={maxResonance} />
              ) : (
                <select aria-label={`${t('m20.resonance.rating')}: ${name}`} value={item.rating} onChange={(e) => change(item.id, { rating: Number(e.target.value) })}>
                  {ratings.map((rating) => (
                    <option key={rating} value={rating}>
                      {rating}
                    </option>
                  ))}
                </select>
              )}
              {readOnly ? null : (
                <button type="button" className="button button--ghost" aria-label={t('m20.resonance.remove', { name })} onClick={() => update((current) => ({ ...current, resonance: current.resonance.filter((other) => other.id !== item.id) }))}>
                  ×
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {readOnly ? null : (
        <div className="m20-record field">
          <select aria-label={t('m20.resonance.kind')} value={kind} onChange={(e) => setKind(e.target.value as ResonanceKind)}>
            {resonanceKinds.map((item) => (
              <option key={item} value={item}>
                {t(`m20.resonance.kinds.${item}`)}
              </option>
            ))}
          </select>
          <button type="button" className="button" onClick={() => update((current) => ({ ...current, resonance: [...current.resonance, { id: crypto.randomUUID(), kind, description: '', rating: 1 }] }))}>
            {t('m20.resonance.add')}
          </button>
        </div>
      )}
    </section>
  );
}
