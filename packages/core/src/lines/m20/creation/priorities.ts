/** An order of three categories: primary, secondary, tertiary. */
export type PriorityOrder<K extends string> = readonly [K, K, K];

/** Whether `value` names each of the three categories exactly once. */
export function isPriorityOrder<K extends string>(value: unknown, categories: readonly K[]): value is PriorityOrder<K> {
  return Array.isArray(value) && value.length === 3 && categories.every((category) => value.includes(category));
}

/** The points each category gets from its rank in the order (`budgets` primary first, e.g. 7/5/3). */
export function budgetOf<K extends string>(order: PriorityOrder<K>, budgets: readonly [number, number, number], category: K): number {
  const rank = order.indexOf(category);
  return rank < 0 ? 0 : budgets[rank]!;
}

/**
 * Gives `category` the rank `rank` (0 = primary); the category that held it takes the old rank
 * of `category`, so the order always names each category once.
 */
export function withRank<K extends string>(order: PriorityOrder<K>, category: K, rank: 0 | 1 | 2): PriorityOrder<K> {
  const from = order.indexOf(category);
  if (from < 0 || from === rank) return order;
  const next = [...order] as [K, K, K];
  next[from] = order[rank];
  next[rank] = category;
  return next;
}
