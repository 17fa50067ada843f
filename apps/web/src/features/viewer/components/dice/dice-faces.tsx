import { useTranslation } from 'react-i18next';

/** The dice of a roll; special (hunger, desperation) dice look different, selectable normal dice for a willpower re-roll. */
export function DiceFaces({
  normal,
  hunger,
  selected,
  onToggle,
  specialLabelKey = 'dice.hungerDie',
}: {
  normal: readonly number[];
  /** The line's special dice (a vampire's hunger, a hunter's desperation). */
  hunger: readonly number[];
  selected?: ReadonlySet<number>;
  onToggle?: (index: number) => void;
  /** How a special die is read out, e.g. "Hungerwürfel: 3". */
  specialLabelKey?: string;
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
        <span key={`h${index}`} className={`${face(value)} dice__die--hunger${value === 1 ? ' dice__die--skull' : ''}`} aria-label={t(specialLabelKey, { value })} role="img">
          {value}
        </span>
      ))}
    </div>
  );
}
