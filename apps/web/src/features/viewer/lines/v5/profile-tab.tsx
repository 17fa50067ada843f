import { useTranslation } from 'react-i18next';
import { maxNameLength, maxTextLength } from '@vitae/core';
import type { V5Character as Character } from '@vitae/core/v5';
import { useVampire } from './use-vampire.ts';
import { AvatarField } from '../../components/avatar-field.tsx';
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
      <section className="card stack" aria-label={t('viewer.profile.title')}>
        <AvatarField avatar={character.avatar} name={character.name} readOnly={readOnly} onChange={(avatar) => set({ avatar })} />
        <label className="field">
          <span>{t('viewer.profile.name')}</span>
          <input value={character.name} readOnly={readOnly} maxLength={maxNameLength} onChange={(e) => set({ name: e.target.value })} />
        </label>
        <label className="field">
          <span>{t('pdf.sire')}</span>
          {/* The sire is set in creation; changing it later is a storyteller's call (full customization). */}
          <input value={character.sire} readOnly={readOnly || !character.fullCustomization} maxLength={maxNameLength} onChange={(e) => set({ sire: e.target.value })} />
        </label>
        {textFields.map((field) => (
          <label key={field} className="field">
            <span>{t(`viewer.profile.${field}`)}</span>
            {longFields.has(field) ? (
              <textarea rows={4} value={character[field]} readOnly={readOnly} maxLength={limitOf(field)} onChange={(e) => set({ [field]: e.target.value })} />
            ) : (
              <input value={character[field]} readOnly={readOnly} maxLength={limitOf(field)} onChange={(e) => set({ [field]: e.target.value })} />
            )}
          </label>
        ))}
      </section>
    </div>
  );
}
