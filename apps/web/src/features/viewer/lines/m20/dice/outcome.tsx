import { useTranslation } from 'react-i18next';
import type { M20RollResult } from '@vitae/core/m20';

export const percent = (value: number) => `${Math.round(value * 100)} %`;

/** "Erfolg: 2 Erfolge", "Fehlschlag" or "Patzer!", with the 1s and the difficulty. */
export function OutcomeText({ result }: { result: M20RollResult }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="roll-result__outcome" data-testid="roll-outcome">
        {t(`m20.dice.outcomes.${result.outcome}`, { count: result.successes })}
      </p>
      <p>{t('m20.dice.detail', { rolled: t('m20.dice.rolledSuccesses', { count: result.rolled }), ones: t('m20.dice.onesCount', { count: result.ones }), difficulty: result.difficulty })}</p>
    </>
  );
}
