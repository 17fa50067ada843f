import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableRoller } from '../../../../../components/table-roll.tsx';
import { TableRollProblem } from '../../../../../components/table-roll-note.tsx';
import { hungerDiceRule, maxWillpowerRerollDice, willpowerReroll, type DiceResult } from '@vitae/core/v5';
import { useVampire } from '../use-vampire.ts';
import { randomSource } from '../../../lib/random.ts';
import { namedOutcome, RollResultFrame, withRerollDamage } from '../../../components/dice/roll-result.tsx';
import { vampireDiceOf } from './table-rolls.ts';

/**
 * The outcome in words, the dice, the willpower re-roll and a reminder on messy or bestial results.
 * `table`: the roll was the table's (message `messageId`), so the server re-rolls too.
 */
export function RollResultDialog({
  result,
  note,
  onChange,
  onClose,
  table,
}: {
  result: DiceResult;
  note?: string | undefined;
  onChange: (next: DiceResult) => void;
  onClose: () => void;
  table?: { roller: TableRoller; messageId: number } | undefined;
}) {
  const { t } = useTranslation();
  const { update, readOnly } = useVampire();
  const [problem, setProblem] = useState<string>();

  /** The table's re-roll; `false` when it refused (the player may try again). */
  async function rerollAtTable(at: { roller: TableRoller; messageId: number }, indices: number[]): Promise<boolean> {
    setProblem(undefined);
    const answer = await at.roller.reroll(at.messageId, indices);
    if (!answer.ok) {
      setProblem(answer.problem);
      return false;
    }
    onChange(vampireDiceOf(answer.result));
    update(withRerollDamage);
    return true;
  }

  function reroll(indices: number[]): Promise<boolean> | undefined {
    if (table) return rerollAtTable(table, indices);
    onChange(willpowerReroll(result, indices, randomSource()));
    // Spending willpower on a re-roll costs one superficial willpower damage.
    update(withRerollDamage);
  }

  const outcome = namedOutcome(result, result.possibleMessyCritical);
  return (
    <RollResultFrame
      result={result}
      special={{ dice: result.hunger, rule: hungerDiceRule }}
      note={
        <>
          {note ? <p className="lexicon__meta">{note}</p> : null}
          <TableRollProblem problem={problem} />
        </>
      }
      messy={result.possibleMessyCritical}
      details={
        <>
          {/* Without a difficulty a hunger 1 is bestial only if the roll fails; a critical is named already. */}
          {result.outcome === null && result.possibleBestialFailure ? <p>{t('dice.possibleBestial')}</p> : null}
          {outcome === 'messyCritical' ? <p className="alert alert--info">{t('dice.reminders.messyCritical')}</p> : null}
          {result.outcome === 'bestialFailure' ? <p className="alert alert--info">{t('dice.reminders.bestialFailure')}</p> : null}
        </>
      }
      rerollAllowed={!readOnly}
      maxReroll={maxWillpowerRerollDice}
      onReroll={reroll}
      onClose={onClose}
    />
  );
}
