import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxMarkTier, setMarkOfCain, type MarkOfCainPath } from '@vitae/core/v5';
import { useVampire } from './use-vampire.ts';

/** The Mark of Cain: a path (black or red) and tiers 1–5, each step with its message. */
export function MarkOfCain() {
  const { t } = useTranslation();
  const { entry, update, readOnly } = useVampire();
  const [message, setMessage] = useState<string>();
  if (!entry) return null;
  const current = entry.character;
  const { path, tier } = current.markOfCain;

  function move(nextPath: MarkOfCainPath, nextTier: number) {
    const result = setMarkOfCain(current, nextPath, nextTier);
    update(() => result.character);
    // Rising shows the tier reached, falling the tier left behind.
    const shownTier = result.direction === 'up' ? result.character.markOfCain.tier : tier;
    setMessage(result.direction === 'none' || nextPath === 'undecided' ? undefined : String(t(`markOfCain.${nextPath}.${result.direction}.${shownTier}`)));
  }

  return (
    <section className="card stack" aria-label={t('markOfCain.title')}>
      <h3>{t('markOfCain.title')}</h3>
      <div className="button-row">
        <label className="field">
          <span>{t('markOfCain.path')}</span>
          <select value={path} disabled={readOnly} onChange={(e) => move(e.target.value as MarkOfCainPath, 0)}>
            {(['undecided', 'black', 'red'] as const).map((value) => (
              <option key={value} value={value}>
                {t(`markOfCain.paths.${value}`)}
              </option>
            ))}
          </select>
        </label>
        {path !== 'undecided' ? (
          <div className="field">
            <span>{t('markOfCain.tier', { tier })}</span>
            <div className="button-row">
              <button type="button" className="button" disabled={readOnly || tier === 0} onClick={() => move(path, tier - 1)}>
                {t('markOfCain.down')}
              </button>
              <button type="button" className="button" disabled={readOnly || tier === maxMarkTier} onClick={() => move(path, tier + 1)}>
                {t('markOfCain.up')}
              </button>
            </div>
          </div>
        ) : null}
      </div>
      {message ? <p role="status">{message}</p> : null}
    </section>
  );
}
