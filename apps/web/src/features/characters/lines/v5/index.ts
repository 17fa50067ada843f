import type { ListLine } from '../types.ts';
import { V5CreateOptions } from './create-options.tsx';

/** A vampire's row: "Clan: Tremere • Generation: 12 (Neugeborene)". */
export const v5List: ListLine<'v5'> = {
  subtitle: (character, t) => [
    character.clan?.name ? t('characters.subtitle.clan', { name: character.clan.name }) : undefined,
    character.generation > 0 ? t('characters.subtitle.generation', { generation: character.generation, era: t(`characters.eras.${character.generationEra}`) }) : undefined,
  ],
  CreateOptions: V5CreateOptions,
};
