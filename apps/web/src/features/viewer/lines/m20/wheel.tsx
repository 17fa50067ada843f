import { useState } from 'react';
import { rollDice } from '@vitae/core/dice';
import { addParadox, backlash, fadeParadox, gainQuintessence, spendQuintessence, wheelBoxes, wheelState, type Backlash, type Wheel as WheelValue } from '@vitae/core/m20';
import { Modal } from '../../../../components/ui/dialog.tsx';
import { useLineContent } from '../../../../lib/content/store.ts';
import { M20DiceFaces } from './dice/faces.tsx';
import { randomSource } from '../../lib/random.ts';
import { useMageWords } from './use-mage.ts';

const center = 60;
const outer = 56;
const inner = 34;

/** One box of the wheel as an SVG ring segment, clockwise from the top. */
function segment(index: number): string {
  const angle = (i: number) => ((i * 360) / wheelBoxes - 90) * (Math.PI / 180);
  const point = (radius: number, i: number) => `${(center + radius * Math.cos(angle(i))).toFixed(2)} ${(center + radius * Math.sin(angle(i))).toFixed(2)}`;
  const gap = 0.06;
  const [from, to] = [index + gap, index + 1 - gap];
  return `M ${point(outer, from)} A ${outer} ${outer} 0 0 1 ${point(outer, to)} L ${point(inner, to)} A ${inner} ${inner} 0 0 0 ${point(inner, from)} Z`;
}

/** Quintessence fills the wheel clockwise from the top, Paradox counter-clockwise; where they meet, Paradox wins. */
function boxKind(index: number, wheel: WheelValue): 'quintessence' | 'paradox' | 'free' {
  if (index >= wheelBoxes - wheel.paradox) return 'paradox';
  return index < wheel.quintessence ? 'quintessence' : 'free';
}

/** The Quintessence/Paradox wheel of 20 boxes with its controls, the fading of Paradox and the backlash roll. */
export function QuintessenceWheel({ wheel, readOnly, onChange }: { wheel: WheelValue; readOnly: boolean; onChange: (wheel: WheelValue) => void }) {
  const t = useMageWords();
  const content = useLineContent('m20');
  const [lost, setLost] = useState<number>();
  const [result, setResult] = useState<Backlash>();
  const state = wheelState(wheel.paradox);

  function paradox(delta: number) {
    if (delta > 0) {
      const next = addParadox(wheel, delta);
      setLost(next.quintessenceLost > 0 ? next.quintessenceLost : undefined);
      onChange({ quintessence: next.quintessence, paradox: next.paradox });
    } else onChange({ ...wheel, paradox: Math.max(0, wheel.paradox + delta) });
  }

  function rollBacklash() {
    const outcome = backlash(wheel.paradox, rollDice(wheel.paradox, randomSource()));
    setResult(outcome);
    onChange({ ...wheel, paradox: outcome.paradox });
  }

  return (
    <section className="m20-wheel" aria-label={t('m20.wheel.title')}>
      <h3>{t('m20.wheel.title')}</h3>
      <div className="m20-wheel__body">
        <svg viewBox="0 0 120 120" className="m20-wheel__svg" role="img" aria-label={t('m20.wheel.summary', { quintessence: wheel.quintessence, paradox: wheel.paradox, free: wheelBoxes - wheel.quintessence - wheel.paradox })}>
          {Array.from({ length: wheelBoxes }, (_, index) => (
            <path key={index} d={segment(index)} className={`m20-wheel__box m20-wheel__box--${boxKind(index, wheel)}`} />
          ))}
          <text x={center} y={center - 2} textAnchor="middle" className="m20-wheel__count m20-wheel__count--quintessence">
            {wheel.quintessence}
          </text>
          <text x={center} y={center + 13} textAnchor="middle" className="m20-wheel__count m20-wheel__count--paradox">
            {wheel.paradox}
          </text>
        </svg>
        <div className="stack">
          <div className="m20-wheel__row" data-testid="wheel-quintessence">
            <span className="m20-wheel__legend m20-wheel__legend--quintessence">{t('m20.wheel.quintessence', { value: wheel.quintessence })}</span>
            {readOnly ? null : (
              <span className="button-row">
                <button type="button" className="button button--ghost" aria-label={t('m20.wheel.lowerQuintessence')} disabled={wheel.quintessence === 0} onClick={() => onChange(spendQuintessence(wheel, 1) ?? wheel)}>
                  −
                </button>
                <button type="button" className="button button--ghost" aria-label={t('m20.wheel.raiseQuintessence')} disabled={wheel.quintessence + wheel.paradox >= wheelBoxes} onClick={() => onChange(gainQuintessence(wheel, 1))}>
                  +
                </button>
              </span>
            )}
          </div>
          <div className="m20-wheel__row" data-testid="wheel-paradox">
            <span className="m20-wheel__legend m20-wheel__legend--paradox">{t('m20.wheel.paradox', { value: wheel.paradox })}</span>
            {readOnly ? null : (
              <span className="button-row">
                <button type="button" className="button button--ghost" aria-label={t('m20.wheel.lowerParadox')} disabled={wheel.paradox === 0} onClick={() => paradox(-1)}>
                  −
                </button>
                <button type="button" className="button button--ghost" aria-label={t('m20.wheel.raiseParadox')} disabled={wheel.paradox >= wheelBoxes} onClick={() => paradox(1)}>
                  +
                </button>
              </span>
            )}
          </div>
          {lost ? <p className="lexicon__meta">{t('m20.wheel.quintessenceLost', { count: lost })}</p> : null}
          {state === 'tear' ? (
            <p className="alert alert--error" role="status" data-testid="wheel-state">
              {t('m20.wheel.tear')}
            </p>
          ) : state === 'dangerous' ? (
            <p className="alert alert--info" role="status" data-testid="wheel-state">
              {t('m20.wheel.dangerous')}
            </p>
          ) : null}
          {readOnly ? null : (
            <div className="button-row">
              <button type="button" className="button" disabled={wheel.paradox === 0} onClick={() => onChange({ ...wheel, paradox: fadeParadox(wheel.paradox, 1) })}>
                {t('m20.wheel.fade')}
              </button>
              <button type="button" className="button" disabled={wheel.paradox === 0} onClick={rollBacklash}>
                {t('m20.wheel.backlash')}
              </button>
            </div>
          )}
          <p className="lexicon__meta">{t('m20.wheel.fadeHint')}</p>
        </div>
      </div>
      {result ? (
        <Modal open title={t('m20.wheel.backlashTitle')} onClose={() => setResult(undefined)}>
          <div className="stack">
            <p className="roll-result__outcome" data-testid="backlash-band">
              {t(`m20.wheel.bands.${result.band}`, { count: result.successes })}
            </p>
            <p>{content.rules.backlash.find((band) => band.band === result.band)?.effect}</p>
            <p>{t('m20.wheel.discharged', { discharged: result.discharged, left: result.paradox })}</p>
            <M20DiceFaces faces={result.faces} difficulty={6} />
          </div>
        </Modal>
      ) : null}
    </section>
  );
}
