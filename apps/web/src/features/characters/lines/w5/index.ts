import { healthFor, willpowerFor } from '@vitae/core/fifth-edition';
import { damageTracker, ratingTracker } from '../table-trackers.ts';
import { fifthEditionRollTraits } from '../fifth-edition-roll-traits.ts';
import type { ListLine } from '../types.ts';

/**
 * A werewolf's row: its tribe and auspice ("Stille Wanderer • Ragabash" / "Silent Striders • Ragabash"),
 * named by the content in the reader's language from the ids the character keeps; the names it
 * was made with while that line's content is not loaded (or for an id the content lacks).
 */
export const w5List: ListLine<'w5'> = {
  subtitle: (character, _t, content) => [
    content?.tribes.find((tribe) => tribe.id === character.tribe)?.name ?? (character.tribeName || undefined),
    content?.auspices.find((auspice) => auspice.id === character.auspice)?.name ?? (character.auspiceName || undefined),
  ],
  tableTrackers: (character, t) => [
    damageTracker('health', t('characters.table.health'), character.healthDamage, character.health || healthFor(character), t),
    damageTracker('willpower', t('characters.table.willpower'), character.willpowerDamage, character.willpower || willpowerFor(character), t),
    ratingTracker('rage', character.rage, t, 5),
    ratingTracker('harano', character.harano, t),
    ratingTracker('hauglosk', character.hauglosk, t),
  ],
  rollTraits: fifthEditionRollTraits,
};
