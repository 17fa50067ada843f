import { useTranslation } from 'react-i18next';
import type { V5Character as Character } from '@vitae/core/v5';
import { bloodPotencyCap, bloodPotencyRow, humanityState } from '@vitae/core/v5';
import { useLineContent } from '../../../../lib/content/store.ts';
import { useUiState } from '../../../../lib/ui-store.ts';
import { LevelUpButton } from '../../components/level-up-button.tsx';
import { DamageTrack, ValueTrack } from '../../components/trackers.tsx';
import { RemorseButton, RouseButton } from './dice/blood-buttons.tsx';
import { useVampire } from './use-vampire.ts';
import { DegenerationNotice, TorporNotice } from './vampire-states.tsx';
import { healthTrack, willpowerTrack } from './vampire.ts';

/**
 * The trackers a player touches most: health and willpower (damage by the rules, impairment, torpor),
 * humanity (with its state at 0 and the spec's penalty, degeneration), hunger. `compact` is the phone header's
 * panel; the full card on the profile adds stains, remorse, rouse and blood potency.
 */
export function VampireTrackers({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const content = useLineContent('v5');
  const { entry, update, readOnly } = useVampire();
  const leveling = useUiState((ui) => ui.levelMode) && !readOnly;
  if (!entry) return null;
  const character = entry.character;
  const set = (change: Partial<Character>) => update((current) => ({ ...current, ...change }));
  const health = healthTrack(character);
  const willpower = willpowerTrack(character);
  const humanity = humanityState(character.humanity);
  const bp = bloodPotencyRow(character.bloodPotency);
  const cap = bloodPotencyCap(character);
  const feeding = content.bloodPotencyTable.rows[character.bloodPotency]?.explanation;
  // Anchors only once on the page: the profile card has them, the header panel does not.
  const anchor = (name: string) => (compact ? undefined : `sheet-tracker-${name}`);

  return (
    <>
      <DamageTrack
        id={anchor('health')}
        label={t('viewer.trackers.health')}
        boxes={health.boxes}
        usable={health.usable}
        readOnly={readOnly}
        damageButtons
        impairedNote={t('viewer.trackers.impairedHealth')}
        onChange={(healthDamage) => set({ healthDamage })}
      />
      <TorporNotice />
      <DamageTrack
        id={anchor('willpower')}
        label={t('viewer.trackers.willpower')}
        boxes={willpower.boxes}
        usable={willpower.usable}
        readOnly={readOnly}
        damageButtons
        impairedNote={t('viewer.trackers.impairedWillpower')}
        onChange={(willpowerDamage) => set({ willpowerDamage })}
      />
      <ValueTrack
        id={anchor('humanity')}
        label={t('viewer.trackers.humanity')}
        value={character.humanity}
        max={10}
        readOnly={readOnly}
        onChange={(value) => set({ humanity: value })}
        struck={(number) => number > character.humanity && number > 10 - character.stains}
      />
      {humanity.state === 'lost' ? (
        <p className="alert" role="status" data-testid="humanity-state">
          {t('viewer.trackers.humanityLost')}
        </p>
      ) : humanity.state === 'penalised' ? (
        <p className="lexicon__meta" data-testid="humanity-state">
          {t('viewer.trackers.humanityPenalty', { penalty: humanity.penalty })}
        </p>
      ) : null}
      {compact ? null : <ValueTrack id={anchor('stains')} label={t('viewer.trackers.stains')} value={character.stains} max={10} readOnly={readOnly} onChange={(stains) => set({ stains })} />}
      <DegenerationNotice withAction={!compact} />
      {compact ? null : <RemorseButton />}
      <ValueTrack id={anchor('hunger')} label={t('viewer.trackers.hunger')} value={character.hunger} max={5} readOnly={readOnly} onChange={(hunger) => set({ hunger })} />
      {compact ? null : (
        <>
          <RouseButton />
          {leveling && character.bloodPotency < cap ? (
            <LevelUpButton character={character} purchase={{ kind: 'blood_potency' }} label={t('lexicon.bp.value')} onApply={(next) => update(() => next)} />
          ) : null}
          {leveling && character.bloodPotency >= cap && cap < 10 ? <p className="lexicon__meta">{t('viewer.trackers.bloodPotencyCap', { cap, generation: character.generation })}</p> : null}
          <p className="lexicon__meta" id={anchor('bloodPotency')} tabIndex={-1} data-testid="blood-potency">
            {t('viewer.trackers.bloodPotency', { value: character.bloodPotency, surge: bp.bleedingSpurt, mend: bp.healedDamage, bonus: bp.disciplineBonus, reroll: bp.rouseRepeatDisciplineLevel, bane: bp.baneLevel })}
          </p>
          {feeding ? (
            <p className="lexicon__meta" data-testid="feeding-penalty">
              {t('viewer.trackers.feedingPenalty', { text: feeding })}
            </p>
          ) : null}
        </>
      )}
    </>
  );
}
