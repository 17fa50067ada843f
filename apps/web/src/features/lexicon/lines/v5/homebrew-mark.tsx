import { useTranslation } from 'react-i18next';
import { homebrewOriginOf } from '@vitae/core/homebrew';
import type { Clan, Discipline } from '@vitae/core/v5';

/** "Homebrew von … · Version …" under a clan or discipline that comes from homebrew; nothing for game content. */
export function HomebrewMark({ item }: { item: Clan | Discipline }) {
  const { t } = useTranslation();
  const origin = homebrewOriginOf(item);
  if (!origin) return null;
  return (
    <p className="lexicon__meta lexicon__homebrew">
      {t('lexicon.homebrewBy', { creator: origin.creator, version: origin.version })}
    </p>
  );
}
