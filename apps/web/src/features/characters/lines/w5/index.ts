import { healthFor, willpowerFor } from '@vitae/core/fifth-edition';
import { damageTracker, ratingTracker } from '../table-trackers.ts';
import type { ListLine } from '../types.ts';

/** A werewolf's row: its tribe and auspice ("Stille Wanderer • Ragabash"), the names as they were chosen. */
export const w5List: ListLine<'w5'> = {
  subtitle: (character) => [character.tribeName || undefined, character.auspiceName || undefined],
  tableTrackers: (character, t) => [
    damageTracker('health', t('characters.table.health'), character.healthDamage, character.health || healthFor(character), t),
    damageTracker('willpower', t('characters.table.willpower'), character.willpowerDamage, character.willpower || willpowerFor(character), t),
    ratingTracker('rage', character.rage, t, 5),
    ratingTracker('harano', character.harano, t),
    ratingTracker('hauglosk', character.hauglosk, t),
  ],
};
