import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { damageStates, type DamageState } from '@vitae/core';
import { isImpaired, takeDamage, healDamage, type DamageKind } from '@vitae/core/fifth-edition';
import { Pip, type PipMark } from '../../../components/ui/pip.tsx';

const nextState = (state: DamageState): DamageState => damageStates[(damageStates.indexOf(state) + 1) % damageStates.length]!;

/** Fifth edition's marks: superficial "/", aggravated "X", a full box (aggravated too) filled. */
const fifthEditionMarks: Record<DamageState, PipMark> = { none: 'empty', superficial: 'slash', heavy: 'cross', full: 'filled' };

/**
 * One tab stop for a row of boxes: arrow keys (and Home/End) move the focus between the boxes
 * that can be used, Enter or Space acts on the focused one (WAI-ARIA roving tab index).
 */
function useRovingFocus(count: number) {
  const [focus, setFocus] = useState(0);
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const current = Math.min(focus, Math.max(count - 1, 0));
  function onKeyDown(event: KeyboardEvent) {
    const moves: Record<string, number> = { ArrowRight: current + 1, ArrowDown: current + 1, ArrowLeft: current - 1, ArrowUp: current - 1, Home: 0, End: count - 1 };
    const target = moves[event.key];
    if (target === undefined || count === 0) return;
    event.preventDefault();
    const next = Math.max(0, Math.min(count - 1, target));
    setFocus(next);
    refs.current[next]?.focus();
  }
  const boxProps = (index: number) => ({
    ref: (element: HTMLButtonElement | null) => {
      refs.current[index] = element;
    },
    tabIndex: index === current ? 0 : -1,
    onFocus: () => setFocus(index),
  });
  return { onKeyDown, boxProps };
}

/**
 * A health or willpower track. Only the usable boxes (the track's maximum) take damage; the rest
 * are drawn dimmed and cannot be changed. Clicking a box cycles that box (none → superficial →
 * aggravated → full) to correct it by hand; with `damageButtons`, damage is marked by the rules
 * (superficial into a full track turns into aggravated) and a full track says it impairs.
 */
export function DamageTrack({
  label,
  boxes,
  usable,
  readOnly,
  onChange,
  id,
  damageButtons = false,
  impairedNote,
}: {
  label: string;
  boxes: readonly DamageState[];
  usable: number;
  readOnly: boolean;
  onChange: (boxes: DamageState[]) => void;
  /** Element id the sheet's search jumps to. */
  id?: string;
  /** Show "+ superficial", "+ aggravated" and "heal" buttons that follow the damage rules. */
  damageButtons?: boolean;
  /** Said under the track while every usable box holds damage (e.g. "−2 dice on physical pools"). */
  impairedNote?: string;
}) {
  const { t } = useTranslation();
  const limit = Math.min(usable, boxes.length);
  const { onKeyDown, boxProps } = useRovingFocus(limit);
  const impaired = isImpaired(boxes, usable);
  const mark = (kind: DamageKind) => onChange(takeDamage(boxes, usable, kind));
  const heal = (kind: DamageKind) => onChange(healDamage(boxes, usable, kind));
  return (
    <div className="tracker" role="group" aria-label={label} id={id} tabIndex={id ? -1 : undefined}>
      <span className="tracker__label">
        {label} <small>({usable})</small>
      </span>
      <div className="tracker__boxes" onKeyDown={onKeyDown}>
        {boxes.map((state, index) => {
          const unusable = index >= limit;
          return (
            <button
              key={index}
              type="button"
              disabled={readOnly || unusable}
              {...(unusable ? { tabIndex: -1 } : boxProps(index))}
              className={`tracker__box tracker__box--${unusable ? 'none' : state}${unusable ? ' tracker__box--unusable' : ''}${index === 5 ? ' tracker__box--gap' : ''}`}
              aria-label={t(unusable ? 'viewer.trackers.unusableBox' : 'viewer.trackers.box', { number: index + 1, state: t(`viewer.trackers.states.${state}`) })}
              onClick={() => onChange(boxes.map((box, i) => (i === index ? nextState(box) : box)))}
            >
              <Pip shape="box" mark={unusable ? 'empty' : fifthEditionMarks[state]} />
            </button>
          );
        })}
      </div>
      {damageButtons && !readOnly ? (
        <div className="tracker__actions">
          {(
            [
              ['addSuperficial', () => mark('superficial')],
              ['addAggravated', () => mark('aggravated')],
              ['healSuperficial', () => heal('superficial')],
            ] as const
          ).map(([action, run]) => (
            <button key={action} type="button" className="button button--ghost" aria-label={t('viewer.trackers.actionFor', { label, action: t(`viewer.trackers.${action}`) })} onClick={run}>
              {t(`viewer.trackers.${action}`)}
            </button>
          ))}
        </div>
      ) : null}
      {impaired && impairedNote ? (
        <p className="tracker__note" role="status">
          {impairedNote}
        </p>
      ) : null}
    </div>
  );
}

/** Squares 1…max: a click sets the value, clicking the current value sets 0; arrow keys move between the squares. */
export function ValueTrack({
  label,
  value,
  max,
  readOnly,
  onChange,
  struck,
  id,
}: {
  label: string;
  value: number;
  max: number;
  readOnly: boolean;
  onChange: (value: number) => void;
  struck?: (index: number) => boolean;
  /** Element id the sheet's search jumps to. */
  id?: string;
}) {
  const { t } = useTranslation();
  const { onKeyDown, boxProps } = useRovingFocus(max);
  return (
    <div className="tracker" role="group" aria-label={label} id={id} tabIndex={id ? -1 : undefined}>
      <span className="tracker__label">
        {label} <small>({value})</small>
      </span>
      <div className="tracker__boxes" onKeyDown={onKeyDown}>
        {Array.from({ length: max }, (_, index) => {
          const number = index + 1;
          return (
            <button
              key={number}
              type="button"
              disabled={readOnly}
              {...boxProps(index)}
              className={`tracker__box${number <= value ? ' tracker__box--full' : ''}${struck?.(number) ? ' tracker__box--struck' : ''}${index === 5 ? ' tracker__box--gap' : ''}`}
              aria-label={t('viewer.trackers.set', { label, number })}
              aria-pressed={number <= value}
              onClick={() => onChange(number === value ? 0 : number)}
            >
              <Pip shape="box" mark={number <= value ? 'filled' : struck?.(number) ? 'struck' : 'empty'} />
            </button>
          );
        })}
      </div>
    </div>
  );
}
