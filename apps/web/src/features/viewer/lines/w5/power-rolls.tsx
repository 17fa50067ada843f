import { useTranslation } from 'react-i18next';
import { concretePools, readPowerPool, type Gift, type Rite, type W5Character, type W5PoolTrait } from '@vitae/core/w5';
import { useLineContent } from '../../../../lib/content/store.ts';
import { clearPool, togglePoolPart } from '../../lib/roll-selection.ts';
import { poolPartOf } from './dice/pool-traits.ts';
import { setPowerSource } from './dice/power-source.ts';

/**
 * "Mit Charisma + Ruhm würfeln" under a Gift or rite: one button per pool its text names (core's
 * `readPowerPool`; a Renown of choice gives one per Renown). A click puts exactly that pool, with the
 * character's ratings, into the roll panel, which rolls it with the Rage dice like any sheet roll.
 */
export function PowerRolls({ power, character }: { power: Gift | Rite; character: Pick<W5Character, 'categories' | 'renown'> }) {
  const { t } = useTranslation();
  const content = useLineContent('w5');
  const reading = readPowerPool(power.dicePool, content);
  if (reading.kind !== 'pools') return null;
  const name = (trait: W5PoolTrait): string => {
    if (trait.kind === 'renown') return content.renown.find((r) => r.id === trait.key)?.name ?? trait.key;
    const list = trait.kind === 'attribute' ? content.attributes : content.skills;
    return list.find((entry) => entry.key === trait.key)?.name ?? trait.key;
  };
  const pools = reading.pools.flatMap((pool) => concretePools(pool));

  function roll(traits: readonly W5PoolTrait[]) {
    const parts = traits.map((trait) => poolPartOf(trait, character, name));
    // At a table the roll is titled with the power ("Gabe „…“: Geschick + Heimlichkeit").
    setPowerSource(t('type' in power ? 'w5.gifts.tableRite' : 'w5.gifts.tableGift', { name: power.name }), parts.map((part) => part.id));
    clearPool();
    for (const part of parts) togglePoolPart(part);
  }

  return (
    <div className="button-row">
      {pools.map((traits) => {
        const label = traits.map(name).join(' + ');
        return (
          <button key={label} type="button" className="button" aria-label={t('w5.gifts.rollPoolOf', { power: power.name, pool: label })} onClick={() => roll(traits)}>
            {t('w5.gifts.rollPool', { pool: label })}
          </button>
        );
      })}
    </div>
  );
}
