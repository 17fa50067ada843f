import { useTranslation } from 'react-i18next';
import { damageStates, type DamageState } from '@vitae/core';
import { damageKindOf, damageKinds, healDamage, healthLevelCount, takeDamage, woundState, type DamageKind } from '@vitae/core/m20';
import { Pip, type PipMark } from '../../../../components/ui/pip.tsx';
import { useLineContent } from '../../../../lib/content/store.ts';

const nextState = (state: DamageState): DamageState => damageStates[(damageStates.indexOf(state) + 1) % damageStates.length]!;

/** Mage's marks, as on the paper sheet: bashing "/", lethal "X", aggravated "✱". */
const healthMarks: Record<DamageState, PipMark> = { none: 'empty', superficial: 'slash', heavy: 'cross', full: 'star' };

/**
 * The seven health levels with their dice penalties. A box cycles empty → bashing → lethal →
 * aggravated; the buttons mark or heal damage the way a paper sheet fills (most severe on top).
 */
export function HealthLevels({ boxes, readOnly, onChange }: { boxes: readonly DamageState[]; readOnly: boolean; onChange: (boxes: DamageState[]) => void }) {
  const { t } = useTranslation();
  const content = useLineContent('m20');
  const wound = woundState(boxes);
  const kindName = (kind: DamageKind) => content.rules.damageKinds.find((entry) => entry.id === kind)?.name ?? kind;
  const stateName = (state: DamageState) => {
    const kind = damageKindOf(state);
    return kind ? kindName(kind) : t('m20.health.none');
  };
  const levelName = (id: string | null) => content.rules.healthLevels.find((level) => level.id === id)?.name ?? '';

  return (
    <section className="m20-health" aria-label={t('m20.health.title')}>
      <h3>{t('m20.health.title')}</h3>
      <ol className="m20-health__levels">
        {content.rules.healthLevels.slice(0, healthLevelCount).map((level, index) => {
          const state = boxes[index] ?? 'none';
          return (
            <li key={level.id} className="m20-health__level">
              <span>{level.name}</span>
              <span className="m20-health__penalty">{level.penalty === null ? '' : level.penalty === 0 ? '±0' : `−${Math.abs(level.penalty)}`}</span>
              <button
                type="button"
                disabled={readOnly}
                className={`tracker__box tracker__box--${state}`}
                aria-label={t('m20.health.box', { level: level.name, state: stateName(state) })}
                onClick={() => onChange(boxes.map((box, i) => (i === index ? nextState(box) : box)))}
              >
                <Pip shape="box" mark={healthMarks[state]} />
              </button>
            </li>
          );
        })}
      </ol>
      <p data-testid="wound-penalty" aria-live="polite">
        {wound.level === null ? t('m20.health.unhurt') : wound.penalty === null ? t('m20.health.incapacitated', { level: levelName(wound.level) }) : t('m20.health.penalty', { level: levelName(wound.level), count: Math.abs(wound.penalty) })}
      </p>
      {readOnly ? null : (
        <div className="button-row">
          {damageKinds.map((kind) => (
            <button key={kind} type="button" className="button button--ghost" onClick={() => onChange(takeDamage(boxes, kind, 1).track)}>
              {t('m20.health.take', { kind: kindName(kind) })}
            </button>
          ))}
          {damageKinds.map((kind) => (
            <button key={`heal-${kind}`} type="button" className="button button--ghost" disabled={!boxes.some((box) => damageKindOf(box) === kind)} onClick={() => onChange(healDamage(boxes, kind, 1))}>
              {t('m20.health.heal', { kind: kindName(kind) })}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
