import { useTranslation } from 'react-i18next';
import { damageStates, type DamageState } from '@vitae/core';

const nextState = (state: DamageState): DamageState => damageStates[(damageStates.indexOf(state) + 1) % damageStates.length]!;

/**
 * A health or willpower track: clicking a box cycles that box only (none → superficial →
 * aggravated → full). Boxes past the usable count are dimmed but stay clickable (docs/behaviour-notes.md §3).
 */
export function DamageTrack({ label, boxes, usable, readOnly, onChange }: { label: string; boxes: readonly DamageState[]; usable: number; readOnly: boolean; onChange: (boxes: DamageState[]) => void }) {
  const { t } = useTranslation();
  return (
    <div className="tracker" role="group" aria-label={label}>
      <span className="tracker__label">
        {label} <small>({usable})</small>
      </span>
      <div className="tracker__boxes">
        {boxes.map((state, index) => (
          <button
            key={index}
            type="button"
            disabled={readOnly}
            className={`tracker__box tracker__box--${state}${index >= usable ? ' tracker__box--unusable' : ''}${index === 5 ? ' tracker__box--gap' : ''}`}
            aria-label={t('viewer.trackers.box', { number: index + 1, state: t(`viewer.trackers.states.${state}`) })}
            onClick={() => onChange(boxes.map((box, i) => (i === index ? nextState(box) : box)))}
          />
        ))}
      </div>
    </div>
  );
}

/** Squares 1…max: a click sets the value, clicking the current value sets 0. */
export function ValueTrack({ label, value, max, readOnly, onChange, struck }: { label: string; value: number; max: number; readOnly: boolean; onChange: (value: number) => void; struck?: (index: number) => boolean }) {
  const { t } = useTranslation();
  return (
    <div className="tracker" role="group" aria-label={label}>
      <span className="tracker__label">
        {label} <small>({value})</small>
      </span>
      <div className="tracker__boxes">
        {Array.from({ length: max }, (_, index) => {
          const number = index + 1;
          return (
            <button
              key={number}
              type="button"
              disabled={readOnly}
              className={`tracker__box${number <= value ? ' tracker__box--full' : ''}${struck?.(number) ? ' tracker__box--struck' : ''}${index === 5 ? ' tracker__box--gap' : ''}`}
              aria-label={t('viewer.trackers.set', { label, number })}
              aria-pressed={number <= value}
              onClick={() => onChange(number === value ? 0 : number)}
            />
          );
        })}
      </div>
    </div>
  );
}
