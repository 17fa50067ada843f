import { checkPowerPool, type W5PoolTrait } from '@vitae/core/w5';
import type { LineContent } from '@vitae/core';

/**
 * Whether a homebrew gift's or rite's pool text is one the sheet can roll (core's `checkPowerPool`,
 * the rule the server refuses a save by, here in the content's language): `readable` names the
 * pools as the roll buttons would.
 */
export function poolCheck(text: string | null, content: LineContent<'w5'>): { status: 'none' } | { status: 'readable'; pools: string[] } | { status: 'unreadable' } {
  const check = checkPowerPool(text, content);
  if (check.status !== 'readable') return check;
  const name = (trait: W5PoolTrait): string => {
    if (trait.kind === 'renown') return content.renown.find((entry) => entry.id === trait.key)?.name ?? trait.key;
    const list = trait.kind === 'attribute' ? content.attributes : content.skills;
    return list.find((entry) => entry.key === trait.key)?.name ?? trait.key;
  };
  return { status: 'readable', pools: check.pools.map((pool) => pool.traits.map(name).join(' + ')) };
}
