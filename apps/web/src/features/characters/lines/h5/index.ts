import type { ListLine } from '../types.ts';

/** A hunter's row: "Credo: Gläubig • Antrieb: Rache". */
export const h5List: ListLine<'h5'> = {
  subtitle: (character, t, content) => [
    character.creed ? t('characters.subtitle.creed', { name: content?.creeds.find((c) => c.id === character.creed)?.name ?? character.creed }) : undefined,
    character.drive ? t('characters.subtitle.drive', { name: content?.drives.find((d) => d.id === character.drive)?.name ?? character.drive }) : undefined,
  ],
};
