import { useTranslation } from 'react-i18next';
import { extraDamageSlots, type DamageState } from '@vitae/core';
import type { V5Character as Character } from '@vitae/core/v5';
import { healthFor, willpowerFor } from '@vitae/core/fifth-edition';
import { bloodPotencyRow, disciplineDots, humanityPenalty } from '@vitae/core/v5';
import { useVampire } from './use-vampire.ts';
import { RemorseButton, RouseButton } from './dice/blood-buttons.tsx';
import { DamageTrack, ValueTrack } from '../../components/trackers.tsx';
import { LevelUpButton } from '../../components/level-up-button.tsx';
import { AvatarField } from '../../components/avatar-field.tsx';
import { MarkOfCain } from './mark-of-cain.tsx';
import { IdentityCard } from './identity-card.tsx';
import { useUiState } from '../../../../lib/ui-store.ts';

const fortitudeId = 7;
const resilienceKey = '7-1-1';
const textFields = ['concept', 'ambition', 'desire', 'chronicle', 'chroniclePrinciples', 'anchorsAndBeliefs', 'backstory', 'notes', 'resonance'] as const;
const longFields = new Set<string>(['chroniclePrinciples', 'anchorsAndBeliefs', 'backstory', 'notes']);

/** Profile: trackers at the top, then the texts (saved 1 s after typing stops). */
export function ProfileTab() {
  const { t } = useTranslation();
  const { entry, update, readOnly } = useVampire();
  const leveling = useUiState((ui) => ui.levelMode) && !readOnly;
  if (!entry) return null;
  const character = entry.character;
  const set = (change: Partial<Character>) => update((current) => ({ ...current, ...change }));
  // Fortitude's Resilience adds its dots as health boxes, on a track of 15 (docs/behaviour-notes.md §3).
  const resilience = character.disciplines.some((d) => Number(d.discipline.id) === fortitudeId && d.abilities.some((a) => a.key === resilienceKey || (a.key === undefined && a.id === 1)));
  const health = (character.health || healthFor(character)) + (resilience ? Math.min(disciplineDots(character, fortitudeId), 5) : 0);
  const healthBoxes: DamageState[] =
    resilience && character.healthDamage.length < 10 + extraDamageSlots
      ? [...character.healthDamage, ...Array<DamageState>(10 + extraDamageSlots - character.healthDamage.length).fill('none')]
      : character.healthDamage;
  const willpower = character.willpower || willpowerFor(character);
  const bp = bloodPotencyRow(character.bloodPotency);
  const penalty = humanityPenalty(character.humanity);

  return (
    <div className="profile stack">
      <section className="card stack" aria-label={t('viewer.trackers.title')}>
        <DamageTrack label={t('viewer.trackers.health')} boxes={healthBoxes} usable={health} readOnly={readOnly} onChange={(healthDamage) => set({ healthDamage })} />
        <DamageTrack label={t('viewer.trackers.willpower')} boxes={character.willpowerDamage} usable={willpower} readOnly={readOnly} onChange={(willpowerDamage) => set({ willpowerDamage })} />
        <ValueTrack
          label={t('viewer.trackers.humanity')}
          value={character.humanity}
          max={10}
          readOnly={readOnly}
          onChange={(humanity) => set({ humanity })}
          struck={(number) => number > character.humanity && number > 10 - character.stains}
        />
        <ValueTrack label={t('viewer.trackers.stains')} value={character.stains} max={10} readOnly={readOnly} onChange={(stains) => set({ stains })} />
        <RemorseButton />
        {penalty > 0 ? <p className="lexicon__meta">{t('viewer.trackers.humanityPenalty', { penalty })}</p> : null}
        <ValueTrack label={t('viewer.trackers.hunger')} value={character.hunger} max={5} readOnly={readOnly} onChange={(hunger) => set({ hunger })} />
        <RouseButton />
        {leveling && character.bloodPotency < 10 ? (
          <LevelUpButton character={character} purchase={{ kind: 'blood_potency' }} label={t('lexicon.bp.value')} onApply={(next) => update(() => next)} />
        ) : null}
        <p className="lexicon__meta" data-testid="blood-potency">
          {t('viewer.trackers.bloodPotency', { value: character.bloodPotency, surge: bp.bleedingSpurt, mend: bp.healedDamage, bonus: bp.disciplineBonus, reroll: bp.rouseRepeatDisciplineLevel, bane: bp.baneLevel })}
        </p>
      </section>
      <IdentityCard character={character} readOnly={readOnly} onChange={set} />
      <MarkOfCain />
      <section className="card stack" aria-label={t('viewer.profile.title')}>
        <AvatarField avatar={character.avatar} name={character.name} readOnly={readOnly} onChange={(avatar) => set({ avatar })} />
        <label className="field">
          <span>{t('viewer.profile.name')}</span>
          <input value={character.name} readOnly={readOnly} onChange={(e) => set({ name: e.target.value })} />
        </label>
        <label className="field">
          <span>{t('pdf.sire')}</span>
          {/* The sire is set in creation; changing it later is a storyteller's call (full customization). */}
          <input value={character.sire} readOnly={readOnly || !character.fullCustomization} onChange={(e) => set({ sire: e.target.value })} />
        </label>
        {textFields.map((field) => (
          <label key={field} className="field">
            <span>{t(`viewer.profile.${field}`)}</span>
            {longFields.has(field) ? (
              <textarea rows={4} value={character[field]} readOnly={readOnly} onChange={(e) => set({ [field]: e.target.value })} />
            ) : (
              <input value={character[field]} readOnly={readOnly} onChange={(e) => set({ [field]: e.target.value })} />
            )}
          </label>
        ))}
      </section>
    </div>
  );
}
