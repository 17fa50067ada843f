import type { ListLine } from '../types.ts';

/** A mage's row: "Verbena • Arete 2". */
export const m20List: ListLine<'m20'> = {
  subtitle: (character, t, content) => [
    content?.factions.find((faction) => faction.id === character.organization)?.name ?? (character.organization || undefined),
    t('characters.subtitle.arete', { arete: character.arete }),
  ],
};
