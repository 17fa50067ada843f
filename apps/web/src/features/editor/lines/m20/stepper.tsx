import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pip } from '../../../../components/ui/pip.tsx';

/** A rating with − and + buttons, shown as dots; what the rules refuse is said by the caller. */
export function Stepper({ id, label, badge, value, max, onStep }: { id: string; label: string; badge?: ReactNode; value: number; max: number; onStep: (delta: -1 | 1) => void }) {
  const { t } = useTranslation();
  return (
    <div className="stepper" data-testid={id}>
      <span className="stepper__label" id={`${id}-label`}>
        {label}
        {badge}
      </span>
      <span className="dots" role="img" aria-label={t('viewer.dots', { value, max })}>
        {Array.from({ length: max }, (_, index) => (
          <Pip key={index} shape="dot" mark={index < value ? 'filled' : 'empty'} className="dots__dot" />
        ))}
      </span>
      <span className="stepper__buttons">
        <button type="button" className="button button--ghost" aria-label={t('m20.editor.lower', { label })} onClick={() => onStep(-1)}>
          −
        </button>
        <button type="button" className="button button--ghost" aria-label={t('m20.editor.raise', { label })} onClick={() => onStep(1)}>
          +
        </button>
      </span>
    </div>
  );
}
