import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { desperationDiceRule, h5WillpowerReroll, maxWillpowerRerollDice, overreachDanger, resolveDesperation, type DesperationChoice, type DesperationResolution, type H5DiceResult } from '@vitae/core/h5';
import { useLineContent } from '../../../../../lib/content/store.ts';
import { RollResultFrame, withRerollDamage } from '../../../components/dice/roll-result.tsx';
import { randomSource } from '../../../lib/random.ts';
import { useHunter } from '../use-hunter.ts';
import type { TableRoller } from '../../../../../components/table-roll.tsx';
import { TableRollProblem } from '../../../../../components/table-roll-note.tsx';
import { hunterDiceOf } from './table-rolls.ts';
import '../../../../../components/lines/h5/hunter.css';

/**
 * The outcome in words, the dice, the willpower re-roll, and what a 1 on a desperation die asks:
 * on a win the choice between overreach (danger rises) and despair (the roll fails); on a failure
 * despair. The choice is written to the sheet at once; a failure's despair at the latest on close.
 * `table`: the roll was the table's (message `messageId`), so the server re-rolls too.
 */
export function RollResultDialog({
  result,
  onChange,
  onClose,
  table,
}: {
  result: H5DiceResult;
  onChange: (next: H5DiceResult) => void;
  onClose: () => void;
  table?: { roller: TableRoller; messageId: number } | undefined;
}) {
  const { t } = useTranslation();
  const content = useLineContent('h5');
  const { entry, update, readOnly } = useHunter();
  const [resolution, setResolution] = useState<DesperationResolution>();
  const [problem, setProblem] = useState<string>();
  if (!entry) return null;
  const drive = content.drives.find((d) => d.id === entry.character.drive);

  /** The table's re-roll; `false` when it refused (the player may try again). */
  async function rerollAtTable(at: { roller: TableRoller; messageId: number }, indices: number[]): Promise<boolean> {
    setProblem(undefined);
    const answer = await at.roller.reroll(at.messageId, indices);
    if (!answer.ok) {
      setProblem(answer.problem);
      return false;
    }
    onChange(hunterDiceOf(answer.result));
    update(withRerollDamage);
    return true;
  }

  function reroll(indices: number[]): Promise<boolean> | undefined {
    if (table) return rerollAtTable(table, indices);
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
      note={<TableRollProblem problem={problem} />}
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
