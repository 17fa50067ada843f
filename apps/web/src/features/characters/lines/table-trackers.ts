import type { DamageState } from '@vitae/core';
import type { TableTracker, Translate } from './types.ts';

/**
 * A damage track as the table reads it: "2 oberflächlich, 1 schwer von 7". `full` boxes (the
 * original product's third mark) count as the worst kind, as the sheet's rules do.
 */
export function damageTracker(key: string, label: string, boxes: readonly DamageState[], usable: number, t: Translate, kinds: 'fifth' | 'm20' = 'fifth'): TableTracker {
  const used = boxes.slice(0, usable);
  const count = (states: readonly DamageState[]) => used.filter((state) => states.includes(state)).length;
  const parts =
    kinds === 'fifth'
      ? [
          [count(['superficial']), 'superficial'],
          [count(['heavy', 'full']), 'aggravated'],
        ]
      : [
          [count(['superficial']), 'bashing'],
          [count(['heavy']), 'lethal'],
          [count(['full']), 'aggravatedM20'],
        ];
  const marked = parts.filter(([amount]) => (amount as number) > 0).map(([amount, kind]) => t(`characters.table.damage.${kind as string}`, { count: amount as number }));
  const value = marked.length === 0 ? t('characters.table.unhurt', { max: usable }) : t('characters.table.damageOf', { damage: marked.join(', '), max: usable });
  return { key, label, value };
}

export function ratingTracker(key: string, value: number, t: Translate, max?: number): TableTracker {
  return { key, label: t(`characters.table.${key}`), value: max === undefined ? String(value) : t('characters.table.ratingOf', { value, max }) };
}
