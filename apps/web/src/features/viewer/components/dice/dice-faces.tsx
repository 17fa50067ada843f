import { useTranslation } from 'react-i18next';

/**
 * The dice of a roll; the line's special dice (hunger, rage, desperation) look different, selectable
 * normal dice for a willpower re-roll. A line names its special dice (`specialLabelKey`) and the
 * faces that mark them (`triggerFaces`); the defaults are the Vampire's hunger dice.
 */
export function DiceFaces({
  normal,
  hunger,
  selected,
  onToggle,
  specialLabelKey = 'dice.hungerDie',
  triggerFaces = [1],
}: {
  normal: readonly number[];
  /** The line's special dice (a vampire's hunger, a hunter's desperation). */
  hunger: readonly number[];
  selected?: ReadonlySet<number>;
  onToggle?: (index: number) => void;
  /** How a special die is read out, e.g. "Hungerwürfel: 3". */
  specialLabelKey?: string;
  /** Faces that mark a special die (a hunger die's 1, a rage die's brutal 1–2). */
  triggerFaces?: readonly number[];
}) {
  const { t } = useTranslation();
  const face = (value: number) => `dice__die${value >= 6 ? ' dice__die--success' : ''}${value === 10 ? ' dice__die--ten' : ''}`;
  return (
    <div className="dice" aria-label={t('dice.faces')}>
      {normal.map((value, index) =>
        onToggle ? (
          <button
            key={`n${index}`}
            type="button"
            className={`${face(value)}${selected?.has(index) ? ' dice__die--selected' : ''}`}
            aria-pressed={selected?.has(index) ?? false}
            aria-label={t('dice.normalDie', { value })}
            onClick={() => onToggle(index)}
          >
            {value}
          </button>
        ) : (
          <span key={`n${index}`} className={face(value)} aria-label={t('dice.normalDie', { value })} role="img">
            {value}
          </span>
        ),
      )}
      {hunger.map((value, index) => (
        <span key={`h${index}`} className={`${face(value)} dice__die--hunger${triggerFaces.includes(value) ? ' dice__die--skull' : ''}`} aria-label={t(specialLabelKey, { value })} role="img">
          {value}
        </span>
      ))}
    </div>
  );
}
