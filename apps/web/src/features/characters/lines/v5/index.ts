import { lazy } from 'react';
import { healthFor, willpowerFor } from '@vitae/core/fifth-edition';
import { damageTracker, ratingTracker } from '../table-trackers.ts';
import { fifthEditionRollTraits } from '../fifth-edition-roll-traits.ts';
import type { ListLine } from '../types.ts';

// The era and generation fields bring the vampire rules: they load with the create dialog, not with the list.
const V5CreateOptions = lazy(async () => ({ default: (await import('./create-options.tsx')).V5CreateOptions }));

/** A vampire's row: "Clan: Tremere • Generation: 12 (Neugeborene)". */
export const v5List: ListLine<'v5'> = {
  subtitle: (character, t, content) => {
    // The clan in the reader's language by its id (issue #47); a homebrew clan or one the content lacks keeps its copied name.
    const clan = (character.clan ? content?.clans.find((entry) => String(entry.id) === String(character.clan?.id))?.name : undefined) ?? character.clan?.name;
    return [
      clan ? t('characters.subtitle.clan', { name: clan }) : undefined,
      character.generation > 0 ? t('characters.subtitle.generation', { generation: character.generation, era: t(`characters.eras.${character.generationEra}`) }) : undefined,
    ];
  },
  CreateOptions: V5CreateOptions,
  tableTrackers: (character, t) => [
    damageTracker('health', t('characters.table.health'), character.healthDamage, character.health || healthFor(character), t),
    damageTracker('willpower', t('characters.table.willpower'), character.willpowerDamage, character.willpower || willpowerFor(character), t),
    ratingTracker('hunger', character.hunger, t, 5),
    ratingTracker('humanity', character.humanity, t, 10),
    ratingTracker('stains', character.stains, t),
  ],
  rollTraits: fifthEditionRollTraits,
};
