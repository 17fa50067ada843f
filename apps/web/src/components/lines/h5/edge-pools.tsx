import { useTranslation } from 'react-i18next';
import type { EdgePool } from '@vitae/core/h5';
import { useLineContent } from '../../../lib/content/store.ts';
import './hunter.css';

/** "Intelligenz + Handwerk" for a pool, in the UI language. */
export function usePoolName(): (pool: EdgePool) => string {
  const content = useLineContent('h5');
  return (pool) => `${content.attributes.find((a) => a.key === pool.attribute)?.name ?? pool.attribute} + ${content.skills.find((s) => s.key === pool.skill)?.name ?? pool.skill}`;
}

/** The pools an edge is tested with ("Würfelpool: A + B oder C + D"); nothing for an edge that is never rolled. */
export function EdgePools({ pools }: { pools: readonly EdgePool[] }) {
  const { t } = useTranslation();
  const poolName = usePoolName();
  if (pools.length === 0) return null;
  return <p className="lexicon__meta">{t('h5.edge.pools', { pools: pools.map(poolName).join(t('h5.edge.or')) })}</p>;
}
