import { useTranslation } from 'react-i18next';
import type { StoredCharacter } from '@vitae/core/api';
import { maxArete } from '@vitae/core/m20';
import { useUiState } from '../../../../lib/ui-store.ts';
import { ProfileTexts } from '../../components/profile-texts.tsx';
import { Dots } from '../../components/dots.tsx';
import { LevelUpButton } from '../../components/level-up-button.tsx';
import { HealthLevels } from './health-levels.tsx';
import { LowerButton } from './lower-button.tsx';
import { MageIdentity } from './identity-card.tsx';
import { useMage, useMageWords, type StoredMage } from './use-mage.ts';
import { QuintessenceWheel } from './wheel.tsx';
import { WillpowerTrack } from './willpower-track.tsx';

const textFields = ['concept', 'chronicle', 'initiation', 'backstory', 'notes'] as const;
const longFields = new Set<string>(['initiation', 'backstory', 'notes']);

/** Profile: health levels, Willpower, Arete and the wheel, who the mage is, then the texts (saved 1 s after typing stops). */
export function ProfileTab() {
  const { t } = useTranslation();
  const words = useMageWords();
  const { entry, update, readOnly } = useMage();
  const leveling = useUiState((ui) => ui.levelMode) && !readOnly;
  if (!entry) return null;
  const character = entry.character;
  const set = (change: Partial<StoredMage>) => update((current) => ({ ...current, ...change }));

  return (
    <div className="profile stack">
      <section id="sheet-trackers" tabIndex={-1} className="card stack" aria-label={t('viewer.trackers.title')}>
        <HealthLevels boxes={character.healthDamage} readOnly={readOnly} onChange={(healthDamage) => set({ healthDamage })} />
        <WillpowerTrack willpower={character.willpower} boxes={character.willpowerDamage} readOnly={readOnly} onChange={(willpowerDamage) => set({ willpowerDamage })} />
        {leveling ? <LevelUpButton character={character} purchase={{ kind: 'willpower', name: t('viewer.trackers.willpower') }} label={t('viewer.trackers.willpower')} onApply={(next: StoredCharacter) => update(() => next)} /> : null}
        <div className="tracker" data-testid="arete">
          <span className="tracker__label">
            {words('m20.arete')} <small>({character.arete})</small>
          </span>
          <Dots value={character.arete} max={maxArete} />
          <LowerButton what={{ kind: 'arete' }} label={words('m20.arete')} />
          {leveling ? <LevelUpButton character={character} purchase={{ kind: 'arete', name: words('m20.arete') }} label={words('m20.arete')} onApply={(next: StoredCharacter) => update(() => next)} /> : null}
        </div>
        <QuintessenceWheel wheel={{ quintessence: character.quintessence, paradox: character.paradox }} readOnly={readOnly} onChange={(wheel) => set(wheel)} />
      </section>
      <MageIdentity character={character} />
      <ProfileTexts character={character} fields={textFields} long={longFields} readOnly={readOnly} labelKey={(field) => (field === 'initiation' ? 'm20.profile.initiation' : `viewer.profile.${field}`)} onChange={(field, value) => set({ [field]: value })} />
    </div>
  );
}
