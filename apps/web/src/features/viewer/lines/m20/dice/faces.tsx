import { useTranslation } from 'react-i18next';

/** The dice of an M20 roll: successes against the difficulty stand out, 1s are marked. */
export function M20DiceFaces({ faces, difficulty }: { faces: readonly number[]; difficulty: number }) {
  const { t } = useTranslation();
  return (
    <div className="dice" aria-label={t('dice.faces')}>
      {faces.map((value, index) => (
        <span
          key={index}
          role="img"
          className={`dice__die${value >= difficulty ? ' dice__die--success' : ''}${value === 10 ? ' dice__die--ten' : ''}${value === 1 ? ' dice__die--one' : ''}`}
          aria-label={t(value === 1 ? 'm20.dice.one' : value >= difficulty ? 'm20.dice.success' : 'm20.dice.blank', { value })}
        >
          {value}
        </span>
      ))}
    </div>
  );
}
