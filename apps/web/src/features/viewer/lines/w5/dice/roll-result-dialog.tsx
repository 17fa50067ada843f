import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { evaluateW5Dice, maxRerollDice, rageDiceRule, w5WillpowerReroll, type W5DiceResult } from '@vitae/core/w5';
import type { TableRollAnswer } from '../../../../../components/table-roll.tsx';
import { TableRollProblem } from '../../../../../components/table-roll-note.tsx';
import { RollResultFrame, withRerollDamage } from '../../../components/dice/roll-result.tsx';
import { randomSource } from '../../../lib/random.ts';
import { useWerewolf } from '../use-werewolf.ts';

/**
 * The outcome in words, a brutal result explained, the dice (Rage dice apart) and the Willpower
 * re-roll of normal dice. `rerollAtTable`: the roll was the table's, so the server re-rolls too.
 */
export function W5RollResultDialog({
  result,
  onChange,
  onClose,
  rerollAtTable,
}: {
  result: W5DiceResult;
  onChange: (next: W5DiceResult) => void;
  onClose: () => void;
  rerollAtTable?: ((indices: readonly number[]) => Promise<TableRollAnswer>) | undefined;
}) {
  const { t } = useTranslation();
  const { update, readOnly } = useWerewolf();
  const [problem, setProblem] = useState<string>();

  /** `false` when the table refused the re-roll (the player may try again). */
  async function reroll(indices: number[]): Promise<boolean> {
    if (rerollAtTable) {
      setProblem(undefined);
      const answer = await rerollAtTable(indices);
      if (!answer.ok) {
        setProblem(answer.problem);
        return false;
      }
      onChange(evaluateW5Dice({ normal: answer.result.normal, rage: answer.result.special, difficulty: answer.result.difficulty }));
    } else {
      onChange(w5WillpowerReroll(result, indices, randomSource()));
    }
    // A Willpower re-roll costs one superficial Willpower damage.
    update(withRerollDamage);
    return true;
  }

  return (
    <RollResultFrame
      result={result}
      special={{ dice: result.rage, rule: rageDiceRule, labelKey: 'w5.dice.rageDie' }}
      outcomeKey="w5.dice.outcomes"
      outcome={result.brutal ? t('w5.dice.brutal') : undefined}
      details={result.brutal ? <p className="alert alert--info">{t('w5.dice.brutalText', { count: result.brutalSuccesses })}</p> : null}
      afterDice={<TableRollProblem problem={problem} />}
      rerollAllowed={!readOnly}
      maxReroll={maxRerollDice}
      rerollHintKey="w5.dice.rerollHint"
      onReroll={reroll}
      onClose={onClose}
    />
  );
}
