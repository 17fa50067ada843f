import { useTranslation } from 'react-i18next';
import { healthFor, willpowerFor } from '@vitae/core/fifth-edition';
import { ProfileTexts } from '../../components/profile-texts.tsx';
import { DamageTrack } from '../../components/trackers.tsx';
import { CellCard } from './cell-card.tsx';
import { IdentityCard } from './identity-card.tsx';
import type { StoredHunter } from './hunter.ts';
import { useHunter } from './use-hunter.ts';

const textFields = ['concept', 'ambition', 'desire', 'chronicle', 'chroniclePrinciples', 'backstory', 'notes'] as const;
const longFields = new Set<string>(['chroniclePrinciples', 'backstory', 'notes']);

/** Profile: health and willpower, the cell's trackers and despair, creed, drive, touchstones, then the texts. */
export function ProfileTab() {
  const { t } = useTranslation();
  const { entry, update, readOnly } = useHunter();
  if (!entry) return null;
  const character = entry.character;
  const set = (change: Partial<StoredHunter>) => update((current) => ({ ...current, ...change }));

  return (
    <div className="profile stack">
      <section id="sheet-trackers" tabIndex={-1} className="card stack" aria-label={t('viewer.trackers.title')}>
        <DamageTrack label={t('viewer.trackers.health')} boxes={character.healthDamage} usable={character.health || healthFor(character)} readOnly={readOnly} onChange={(healthDamage) => set({ healthDamage })} />
        <DamageTrack label={t('viewer.trackers.willpower')} boxes={character.willpowerDamage} usable={character.willpower || willpowerFor(character)} readOnly={readOnly} onChange={(willpowerDamage) => set({ willpowerDamage })} />
      </section>
      <CellCard />
      <IdentityCard character={character} readOnly={readOnly} onChange={(next) => update(() => next)} />
      <ProfileTexts character={character} fields={textFields} long={longFields} readOnly={readOnly} onChange={(field, value) => set({ [field]: value })} />
    </div>
  );
}
