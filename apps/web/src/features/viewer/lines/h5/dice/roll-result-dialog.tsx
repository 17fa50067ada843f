import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { desperationDiceRule, h5WillpowerReroll, maxWillpowerRerollDice, overreachDanger, resolveDesperation, type DesperationChoice, type DesperationResolution, type H5DiceResult } from '@vitae/core/h5';
import { useLineContent } from '../../../../../lib/content/store.ts';
import { RollResultFrame, withRerollDamage } from '../../../components/dice/roll-result.tsx';
import { randomSource } from '../../../lib/random.ts';
import { useHunter } from '../use-hunter.ts';
import '../../../../../components/lines/h5/hunter.css';

/**
 * The outcome in words, the dice, the willpower re-roll, and what a 1 on a desperation die asks:
 * on a win the choice between overreach (danger rises) and despair (the roll fails); on a failure
 * despair. The choice is written to the sheet at once; a failure's despair at the latest on close.
 */
export function RollResultDialog({ result, onChange, onClose }: { result: H5DiceResult; onChange: (next: H5DiceResult) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const content = useLineContent('h5');
  const { entry, update, readOnly } = useHunter();
  const [resolution, setResolution] = useState<DesperationResolution>();
  if (!entry) return null;
  const drive = content.drives.find((d) => d.id === entry.character.drive);

  function reroll(indices: number[]) {
    onChange(h5WillpowerReroll(result, indices, randomSource()));
    // Spending willpower on a re-roll costs one superficial willpower damage.
    update(withRerollDamage);
  }

  function resolve(choice: DesperationChoice | null) {
    if (!entry) return;
    const resolved = resolveDesperation(entry.character, result, choice);
    setResolution(resolved);
    if (!readOnly && (resolved.applied === 'overreach' || resolved.applied === 'despair')) update((character) => ({ ...character, danger: resolved.danger, despair: resolved.despair }));
  }

  function close() {
    // A failure with a desperation 1 means despair, whether or not the player pressed the button.
    if (!resolution && result.consequence === 'despair') resolve(null);
    onClose();
  }

  const despaired = resolution?.applied === 'despair';
  const outcome = despaired ? t('h5.dice.failedInDespair') : undefined;
  const pending = !resolution && result.consequence !== 'none';
  return (
    <RollResultFrame
      result={result}
      special={{ dice: result.desperation, rule: desperationDiceRule, labelKey: 'h5.dice.desperationDie' }}
      outcome={outcome}
      afterDice={
        <>
          {pending && result.consequence === 'choose' ? (
            <div className="alert alert--info stack" role="group" aria-label={t('h5.dice.choiceTitle')}>
              <p>{t(result.success === null ? 'h5.dice.choiceNoDifficulty' : 'h5.dice.choice', { count: result.desperationOnes })}</p>
              {!readOnly ? (
                <div className="button-row">
                  <button type="button" className="button button--primary" onClick={() => resolve('overreach')}>
                    {t('h5.dice.overreach', { rise: overreachDanger })}
                  </button>
                  <button type="button" className="button" onClick={() => resolve('despair')}>
                    {t('h5.dice.despair')}
                  </button>
                </div>
              ) : null}
            </div>
          ) : null}
          {pending && result.consequence === 'despair' ? (
            <div className="alert alert--info stack">
              <p>{t('h5.dice.forcedDespair', { count: result.desperationOnes })}</p>
              {!readOnly ? (
                <button type="button" className="button" onClick={() => resolve(null)}>
                  {t('h5.dice.takeDespair')}
                </button>
              ) : null}
            </div>
          ) : null}
          {resolution?.applied === 'overreach' ? <p className="alert alert--success" role="status">{t('h5.dice.overreached', { danger: resolution.danger })}</p> : null}
          {despaired ? (
            <p className="alert alert--success" role="status">
              {t('h5.dice.inDespair', { redemption: drive?.redemption ?? t('h5.viewer.noDrive') })}
            </p>
          ) : null}
        </>
      }
      // The re-roll comes before the desperation choice, never after it.
      rerollAllowed={!readOnly && (result.consequence === 'none' || pending)}
      maxReroll={maxWillpowerRerollDice}
      onReroll={reroll}
      onClose={close}
    />
  );
}
