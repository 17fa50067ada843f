import { useTranslation } from 'react-i18next';

/** "noch zu vergeben: 1× 4 Punkte, 3× 3 Punkte …" for a distribution. */
export function PoolsLeft({ left }: { left: ReadonlyMap<number, number> }) {
  const { t } = useTranslation();
  return (
    <ul className="wizard__pools" aria-label={t('editor.poolsLeft')}>
      {[...left].map(([points, amount]) => (
        <li key={points} className={amount < 0 ? 'field__error' : amount === 0 ? 'wizard__pool--done' : undefined}>
          {t('editor.pool', { amount, count: points })}
        </li>
      ))}
    </ul>
  );
}
