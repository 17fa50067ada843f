import { healthFor, willpowerFor } from '@vitae/core/fifth-edition';
import { damageTracker, ratingTracker } from '../table-trackers.ts';
import { fifthEditionRollTraits } from '../fifth-edition-roll-traits.ts';
import type { ListLine } from '../types.ts';

/** A hunter's row: "Credo: Gläubig • Antrieb: Rache". */
export const h5List: ListLine<'h5'> = {
  subtitle: (character, t, content) => [
    character.creed ? t('characters.subtitle.creed', { name: content?.creeds.find((c) => c.id === character.creed)?.name ?? character.creed }) : undefined,
    character.drive ? t('characters.subtitle.drive', { name: content?.drives.find((d) => d.id === character.drive)?.name ?? character.drive }) : undefined,
  ],
  tableTrackers: (character, t) => [
    damageTracker('health', t('characters.table.health'), character.healthDamage, character.health || healthFor(character), t),
    damageTracker('willpower', t('characters.table.willpower'), character.willpowerDamage, character.willpower || willpowerFor(character), t),
    ratingTracker('desperation', character.desperation, t, 5),
    ratingTracker('danger', character.danger, t, 5),
    { key: 'despair', label: t('characters.table.despair'), value: t(character.despair ? 'characters.table.yes' : 'characters.table.no') },
  ],
  rollTraits: fifthEditionRollTraits,
};
