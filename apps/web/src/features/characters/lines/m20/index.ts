import { healthLevelCount, spentWillpower } from '@vitae/core/m20';
import { damageTracker, ratingTracker } from '../table-trackers.ts';
import { m20RollTraits } from './roll-traits.ts';
import type { ListLine } from '../types.ts';

/** A mage's row: "Verbena • Arete 2". */
export const m20List: ListLine<'m20'> = {
  subtitle: (character, t, content) => [
    content?.factions.find((faction) => faction.id === character.organization)?.name ?? (character.organization || undefined),
    t('characters.subtitle.arete', { arete: character.arete }),
  ],
  tableTrackers: (character, t) => [
    damageTracker('health', t('characters.table.health'), character.healthDamage, healthLevelCount, t, 'm20'),
    { key: 'willpower', label: t('characters.table.willpower'), value: t('characters.table.left', { value: character.willpower - spentWillpower(character), max: character.willpower }) },
    ratingTracker('paradox', character.paradox, t),
    ratingTracker('quintessence', character.quintessence, t),
    ratingTracker('arete', character.arete, t),
  ],
  rollTraits: m20RollTraits,
};
