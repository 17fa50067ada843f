import { useTranslation } from 'react-i18next';
import { bloodSorceryId, disciplineDots, oblivionId, type V5Content as Content } from '@vitae/core/v5';
import type { StoredCharacter } from '@vitae/core/api';
import { LearnList } from '../../components/learn-list.tsx';
import type { StoredVampire } from './vampire.ts';

/** Rituals and ceremonies the character could learn now (level ≤ dots, not owned); the rules refuse the rest with a reason. */
export function LearnRituals({ character, content, onApply }: { character: StoredVampire; content: Content; onApply: (next: StoredCharacter) => void }) {
  const { t } = useTranslation();
  const ownedRituals = new Set(character.bloodRituals.map((r) => Number(r.id)));
  const ownedCeremonies = new Set(character.oblivionCeremonies.map((c) => Number(c.id)));
  const sorcery = disciplineDots(character, bloodSorceryId);
  const oblivion = disciplineDots(character, oblivionId);
  const rituals = content.bloodRituals.filter((r) => r.level <= sorcery && !ownedRituals.has(r.id));
  const ceremonies = content.oblivionCeremonies.filter((c) => c.level <= oblivion && !ownedCeremonies.has(c.id));
  if (rituals.length === 0 && ceremonies.length === 0) return <p className="lexicon__meta">{t('viewer.rituals.nothingToLearn')}</p>;
  return (
    <div className="traits-grid">
      <LearnList title={t('viewer.rituals.learn.bloodRituals')} character={character} onApply={onApply} items={rituals.map((ritual) => ({ id: ritual.id, name: ritual.name, level: ritual.level, purchase: { kind: 'blood_ritual', ritual } }))} />
      <LearnList title={t('viewer.rituals.learn.oblivionCeremonies')} character={character} onApply={onApply} items={ceremonies.map((ceremony) => ({ id: ceremony.id, name: ceremony.name, level: ceremony.level, purchase: { kind: 'oblivion_ceremony', ceremony } }))} />
    </div>
  );
}

