import { useTranslation } from 'react-i18next';
import { damageTrackSlots, extraDamageSlots, type DamageState } from '@vitae/core';
import { healthFor, willpowerFor } from '@vitae/core/fifth-edition';
import type { W5Character } from '@vitae/core/w5';
import { useLineContent } from '../../../../lib/content/store.ts';
import { ProfileTexts } from '../../components/profile-texts.tsx';
import { DamageTrack } from '../../components/trackers.tsx';
import { BalanceCard } from './balance-card.tsx';
import { FormCard } from './form-card.tsx';
import { IdentityCard } from './identity-card.tsx';
import { RageCard } from './rage-card.tsx';
import { RenownCard } from './renown-card.tsx';
import { useWerewolf } from './use-werewolf.ts';

const textFields = ['concept', 'ambition', 'desire', 'chronicle', 'chroniclePrinciples', 'anchorsAndBeliefs', 'backstory', 'notes'] as const;
const longFields = new Set<string>(['chroniclePrinciples', 'anchorsAndBeliefs', 'backstory', 'notes']);
// The shared label of this field is Vampire's ("Anker und Überzeugungen"); a Garou's says it in the line's words.
const profileLabel = (field: string) => (field === 'anchorsAndBeliefs' ? 'w5.profile.anchorsAndBeliefs' : `viewer.profile.${field}`);

/** Profile: health, willpower, Rage, form, Harano and Hauglosk, Renown, who the Garou is, then the texts. */
export function ProfileTab() {
  const { t } = useTranslation();
  const content = useLineContent('w5');
  const { entry, update, readOnly } = useWerewolf();
  if (!entry) return null;
  const character = entry.character;
  const set = (change: Partial<W5Character>) => update((current) => ({ ...current, ...change }));
  const formBonus = content.forms.find((form) => form.id === character.form)?.healthBonus ?? 0;
  const health = (character.health || healthFor(character)) + formBonus;
  // A form's extra boxes (Crinos) need room on the track: up to the five extra slots every track may have.
  const healthBoxes: DamageState[] =
    health > character.healthDamage.length ? [...character.healthDamage, ...Array<DamageState>(Math.min(damageTrackSlots + extraDamageSlots, health) - character.healthDamage.length).fill('none')] : character.healthDamage;

  return (
    <div className="profile stack">
      <section id="sheet-trackers" tabIndex={-1} className="card stack" aria-label={t('viewer.trackers.title')}>
        <DamageTrack label={t('viewer.trackers.health')} boxes={healthBoxes} usable={health} readOnly={readOnly} onChange={(healthDamage) => set({ healthDamage })} />
        <DamageTrack label={t('viewer.trackers.willpower')} boxes={character.willpowerDamage} usable={character.willpower || willpowerFor(character)} readOnly={readOnly} onChange={(willpowerDamage) => set({ willpowerDamage })} />
      </section>
      <RageCard />
      <FormCard />
      <BalanceCard />
      <RenownCard />
      <IdentityCard character={character} readOnly={readOnly} onChange={set} />
      <ProfileTexts character={character} fields={textFields} long={longFields} readOnly={readOnly} labelKey={profileLabel} onChange={(field, value) => set({ [field]: value })} />
    </div>
  );
}
