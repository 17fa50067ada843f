import { useTranslation } from 'react-i18next';
import { maxNameLength, maxTextLength } from '@vitae/core';
import type { V5Character as Character } from '@vitae/core/v5';
import { useVampire } from './use-vampire.ts';
import { ProfileTexts } from '../../components/profile-texts.tsx';
import { MarkOfCain } from './mark-of-cain.tsx';
import { IdentityCard } from './identity-card.tsx';
import { VampireTrackers } from './vampire-trackers.tsx';

const textFields = ['concept', 'ambition', 'desire', 'chronicle', 'chroniclePrinciples', 'anchorsAndBeliefs', 'backstory', 'notes', 'resonance'] as const;
const longFields = new Set<string>(['chroniclePrinciples', 'anchorsAndBeliefs', 'backstory', 'notes']);
// The character schema's limits: the resonance is a label, the others free texts.
const limitOf = (field: (typeof textFields)[number]) => (field === 'resonance' ? maxNameLength : maxTextLength);

/** Profile: trackers at the top, then the texts (saved 1 s after typing stops). */
export function ProfileTab() {
  const { t } = useTranslation();
  const { entry, update, readOnly } = useVampire();
  if (!entry) return null;
  const character = entry.character;
  const set = (change: Partial<Character>) => update((current) => ({ ...current, ...change }));

  return (
    <div className="profile stack">
      <section className="card stack" aria-label={t('viewer.trackers.title')}>
        <VampireTrackers />
      </section>
      <IdentityCard character={character} readOnly={readOnly} onChange={set} />
      <MarkOfCain />
      <ProfileTexts
        character={character}
        fields={textFields}
        long={longFields}
        readOnly={readOnly}
        limitOf={limitOf}
        nameLimit={maxNameLength}
        onChange={(field, value) => set({ [field]: value })}
        afterName={
          <label className="field">
            <span>{t('pdf.sire')}</span>
            {/* The sire is set in creation; changing it later is a storyteller's call (full customization). */}
            <input value={character.sire} readOnly={readOnly || !character.fullCustomization} maxLength={maxNameLength} onChange={(e) => set({ sire: e.target.value })} />
          </label>
        }
      />
    </div>
  );
}
