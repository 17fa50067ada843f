import { useTranslation } from 'react-i18next';
import { withRank, type PriorityOrder } from '@vitae/core/m20';

/** The rank of one category (primary 7 / secondary 5 / tertiary 3, …); choosing a taken rank swaps the two. */
export function PrioritySelect<K extends string>({ id, category, order, budgets, onChange }: { id: string; category: K; order: PriorityOrder<K>; budgets: readonly [number, number, number]; onChange: (order: PriorityOrder<K>) => void }) {
  const { t } = useTranslation();
  return (
    <div className="field field--inline m20-priority">
      <label htmlFor={id}>{t('m20.editor.priority')}</label>
      <select id={id} value={order.indexOf(category)} onChange={(e) => onChange(withRank(order, category, Number(e.target.value) as 0 | 1 | 2))}>
        {budgets.map((points, rank) => (
          <option key={rank} value={rank}>
            {t(`m20.editor.ranks.${rank}`, { points })}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * "5 von 7 Punkten" for a category, marked done or over. Where dots beyond the budget are bought
 * with freebies (`freebies`), they count apart: "6 von 6 Punkten vergeben, 1 mit freien Punkten".
 */
export function PointsOf({ spent, budget, freebies = false }: { spent: number; budget: number; freebies?: boolean }) {
  const { t } = useTranslation();
  const extra = freebies ? Math.max(0, spent - budget) : 0;
  return (
    <p className={spent - extra > budget ? 'field__error' : spent >= budget ? 'wizard__pool--done' : undefined} aria-live="polite">
      {extra > 0 ? t('m20.editor.pointsOfWithFreebies', { spent: budget, budget, count: extra }) : t('m20.editor.pointsOf', { spent, budget })}
    </p>
  );
}
