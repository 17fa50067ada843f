import { useTranslation } from 'react-i18next';
import { bloodSorceryId, disciplineDots, oblivionId, ownedPowerKeys, type V5Content as Content } from '@vitae/core/v5';
import type { StoredCharacter } from '@vitae/core/api';
import { LearnList, type LearnItem } from '../../components/learn-list.tsx';
import type { StoredVampire } from './vampire.ts';

const maxRiteLevel = 5;

/**
 * Rituals and ceremonies to learn (level × 3 XP): those of the character's dots and the next
 * level, level then name; owned ones and those the character cannot learn yet stay listed with why.
 */
export function LearnRituals({ character, content, onApply }: { character: StoredVampire; content: Content; onApply: (next: StoredCharacter) => void }) {
  const { t } = useTranslation();
  const ownedRituals = new Set(character.bloodRituals.map((r) => Number(r.id)));
  const ownedCeremonies = new Set(character.oblivionCeremonies.map((c) => Number(c.id)));
  const powers = ownedPowerKeys(character);
  const sorcery = disciplineDots(character, bloodSorceryId);
  const oblivion = disciplineDots(character, oblivionId);
  const powerName = (key: string) => content.disciplines.flatMap((d) => d.powers).find((p) => p.key === key)?.name ?? key;
  const disciplineName = (id: number) => content.disciplines.find((d) => d.id === id)?.name ?? String(id);
  const reach = (dots: number) => Math.min(dots + 1, maxRiteLevel);

  const rituals: LearnItem[] =
    sorcery === 0
      ? []
      : content.bloodRituals
          .filter((ritual) => ritual.level <= reach(sorcery))
          .map((ritual) => ({
            id: ritual.id,
            name: ritual.name,
            level: ritual.level,
            description: ritual.summary,
            purchase: { kind: 'blood_ritual', ritual },
            reason: ownedRituals.has(ritual.id)
              ? t('viewer.rituals.reasons.owned')
              : ritual.level > sorcery
                ? t('viewer.rituals.reasons.dots', { discipline: disciplineName(bloodSorceryId), level: ritual.level })
                : undefined,
          }));
  const ceremonies: LearnItem[] =
    oblivion === 0
      ? []
      : content.oblivionCeremonies
          .filter((ceremony) => ceremony.level <= reach(oblivion))
          .map((ceremony) => ({
            id: ceremony.id,
            name: ceremony.name,
            level: ceremony.level,
            description: ceremony.summary,
            purchase: { kind: 'oblivion_ceremony', ceremony },
            reason: ownedCeremonies.has(ceremony.id)
              ? t('viewer.rituals.reasons.owned')
              : ceremony.level > oblivion
                ? t('viewer.rituals.reasons.dots', { discipline: disciplineName(oblivionId), level: ceremony.level })
                : ceremony.prerequisite !== null && !powers.has(ceremony.prerequisite)
                  ? t('viewer.rituals.reasons.power', { power: powerName(ceremony.prerequisite) })
                  : undefined,
          }));
  if (rituals.length === 0 && ceremonies.length === 0) return <p className="lexicon__meta">{t('viewer.rituals.nothingToLearn')}</p>;
  return (
    <div className="traits-grid">
      <LearnList title={t('viewer.rituals.learn.bloodRituals')} character={character} onApply={onApply} items={rituals} />
      <LearnList title={t('viewer.rituals.learn.oblivionCeremonies')} character={character} onApply={onApply} items={ceremonies} />
    </div>
  );
}
