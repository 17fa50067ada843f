import type { StoredCharacter } from '@vitae/core/api';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** "weiblich • Ärztin • Clan: Tremere • Generation: 12 (Neugeborene) • Leipzig • EXP: 4" (behaviour-notes §12.2). */
export function characterSubtitle(character: StoredCharacter, t: Translate): string {
  const clanName = typeof character.clan?.name === 'string' ? character.clan.name : undefined;
  const parts = [
    t(`characters.sex.${character.sex}`),
    character.concept || undefined,
    clanName ? t('characters.subtitle.clan', { name: clanName }) : undefined,
    character.generation > 0 ? t('characters.subtitle.generation', { generation: character.generation, era: t(`characters.eras.${character.generationEra}`) }) : undefined,
    character.chronicle || undefined,
    character.exp > 0 ? t('characters.subtitle.exp', { exp: character.exp }) : undefined,
  ];
  return parts.filter(Boolean).join(' • ');
}
