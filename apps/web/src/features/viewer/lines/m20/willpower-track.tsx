import { useTranslation } from 'react-i18next';
import type { DamageState } from '@vitae/core';
import { spentWillpower } from '@vitae/core/m20';
import { Pip } from '../../../../components/ui/pip.tsx';

/** Permanent Willpower as the number of boxes; a marked box is a spent point. Clicking a box spends or regains it. */
export function WillpowerTrack({ willpower, boxes, readOnly, onChange }: { willpower: number; boxes: readonly DamageState[]; readOnly: boolean; onChange: (boxes: DamageState[]) => void }) {
  const { t } = useTranslation();
  const spent = spentWillpower({ willpower, willpowerDamage: [...boxes] });
  return (
    <div className="tracker" role="group" aria-label={t('viewer.trackers.willpower')}>
      <span className="tracker__label">
        {t('viewer.trackers.willpower')} <small>{t('m20.willpower.left', { left: willpower - spent, willpower })}</small>
      </span>
      <div className="tracker__boxes">
        {boxes.slice(0, Math.max(willpower, 1)).map((state, index) => (
          <button
            key={index}
            type="button"
            disabled={readOnly || index >= willpower}
            className={`tracker__box${state === 'none' ? '' : ' tracker__box--superficial'}${index === 5 ? ' tracker__box--gap' : ''}`}
            aria-pressed={state !== 'none'}
            aria-label={t('m20.willpower.box', { number: index + 1 })}
            onClick={() => onChange(boxes.map((box, i) => (i === index ? (box === 'none' ? 'superficial' : 'none') : box)))}
          >
            {/* A spent point is struck through, as on paper. */}
            <Pip shape="box" mark={state === 'none' ? 'empty' : 'slash'} />
          </button>
        ))}
      </div>
    </div>
  );
}
