import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { homebrewBookId } from '@vitae/core/content-light';
import { homebrewContentId, homebrewLine, isChoosableClan, knownHomebrew, toContentDiscipline } from '@vitae/core/homebrew';
import { useLineContent } from '../../../lib/content/store.ts';
import { useHomebrewStore } from '../../../lib/homebrew/store.ts';

export interface KnownDiscipline {
  /** Content id: core id, or homebrew id + 3021. */
  id: number;
  name: string;
  levels: number;
  homebrew: boolean;
}

/**
 * Every discipline this browser knows (core content in the current language, and the homebrew in
 * the local store) with its number of levels, plus names for ids and power keys.
 */
export function useKnownDisciplines() {
  const { t } = useTranslation();
  const content = useLineContent(homebrewLine);
  const store = useHomebrewStore();
  return useMemo(() => {
    const homebrew = knownHomebrew(store).disciplines;
    // The content has the same homebrew merged in; here it comes from the store, with its levels as the author made them.
    const core = content.disciplines.filter((discipline) => discipline.id < homebrewBookId);
    const known: KnownDiscipline[] = [
      ...core.map((discipline) => ({ id: discipline.id, name: discipline.name, levels: Math.max(0, ...discipline.powers.map((power) => power.level)), homebrew: false })),
      ...homebrew.map((discipline) => ({ id: homebrewContentId(discipline.id), name: discipline.name, levels: discipline.levels.length, homebrew: true })),
    ];
    const byId = new Map(known.map((discipline) => [discipline.id, discipline]));
    const powers = new Map([...core, ...homebrew.map(toContentDiscipline)].flatMap((discipline) => discipline.powers.map((power) => [power.key, power.name] as const)));
    return {
      known,
      disciplineName: (id: number) => byId.get(id)?.name ?? t('homebrew.unknownDiscipline', { id }),
      powerName: (key: string) => powers.get(key) ?? key,
      coreClans: content.clans.filter((clan) => isChoosableClan(clan) && clan.id < homebrewBookId),
    };
  }, [content, store, t]);
}
