import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxMarkTier, moveMarkOfCain, previewMarkOfCain, type MarkOfCainEffect, type MarkOfCainPath } from '@vitae/core/v5';
import { useDialogs } from '../../../../components/ui/dialog-provider.tsx';
import { xpEvent } from '../../lib/xp-event.ts';
import { useVampire } from './use-vampire.ts';

/**
 * The Mark of Cain: a path (black or red) and tiers 1–5, each step with its message. A step that
 * changes more than the mark (tier 5 and back) says what changes and asks first; every step goes
 * into the history, so "rückgängig" steps back over it like over a purchase.
 */
export function MarkOfCain() {
  const { t } = useTranslation();
  const { confirm } = useDialogs();
  const { entry, update, readOnly } = useVampire();
  const [message, setMessage] = useState<{ text: string; revision: number }>();
  if (!entry) return null;
  const current = entry.character;
  const { path, tier } = current.markOfCain;

  const effectText = (effect: MarkOfCainEffect) =>
    effect.field === 'disciplineCost' ? t(effect.active ? 'markOfCain.effects.disciplineCostOn' : 'markOfCain.effects.disciplineCostOff') : t(`markOfCain.effects.${effect.field}`, { from: effect.from, to: effect.to });

  async function move(nextPath: MarkOfCainPath, nextTier: number) {
    const preview = previewMarkOfCain(current, nextPath, nextTier);
    if (preview.effects.length > 0) {
      const yes = await confirm({
        title: t('markOfCain.confirmTitle', { path: t(`markOfCain.paths.${nextPath}`), tier: preview.character.markOfCain.tier }),
        content: (
          <div className="stack">
            <p>{t('markOfCain.confirmText')}</p>
            <ul data-testid="mark-effects">
              {preview.effects.map((effect) => (
                <li key={effect.field}>{effectText(effect)}</li>
              ))}
            </ul>
          </div>
        ),
        confirmLabel: t('markOfCain.confirm'),
      });
      if (!yes) return;
    }
    const result = moveMarkOfCain(current, nextPath, nextTier, xpEvent());
    if (!result.ok) return;
    update(() => result.character);
    // Rising shows the tier reached, falling the tier left behind.
    const shownTier = result.direction === 'up' ? result.character.markOfCain.tier : tier;
    const text = result.direction === 'none' || nextPath === 'undecided' ? undefined : String(t(`markOfCain.${nextPath}.${result.direction}.${shownTier}`));
    setMessage(text ? { text, revision: result.character.xpHistory.length } : undefined);
  }

  // The step's message belongs to that step: once anything else is undone or added, it is stale.
  const shown = message && message.revision === current.xpHistory.length ? message.text : undefined;

  return (
    <section className="card stack" aria-label={t('markOfCain.title')}>
      <h3>{t('markOfCain.title')}</h3>
      <div className="button-row">
        <label className="field">
          <span>{t('markOfCain.path')}</span>
          <select value={path} disabled={readOnly} onChange={(e) => void move(e.target.value as MarkOfCainPath, 0)}>
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
              <button type="button" className="button" disabled={readOnly || tier === 0} onClick={() => void move(path, tier - 1)}>
                {t('markOfCain.down')}
              </button>
              <button type="button" className="button" disabled={readOnly || tier === maxMarkTier} onClick={() => void move(path, tier + 1)}>
                {t('markOfCain.up')}
              </button>
            </div>
          </div>
        ) : null}
      </div>
      {shown ? <p role="status">{shown}</p> : null}
    </section>
  );
}
