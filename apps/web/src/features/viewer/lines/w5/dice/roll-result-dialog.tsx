import { useTranslation } from 'react-i18next';
import { maxRerollDice, rageDiceRule, w5WillpowerReroll, type W5DiceResult } from '@vitae/core/w5';
import { RollResultFrame, withRerollDamage } from '../../../components/dice/roll-result.tsx';
import { randomSource } from '../../../lib/random.ts';
import { useWerewolf } from '../use-werewolf.ts';

/** The outcome in words, a brutal result explained, the dice (Rage dice apart) and the Willpower re-roll of normal dice. */
export function W5RollResultDialog({ result, onChange, onClose }: { result: W5DiceResult; onChange: (next: W5DiceResult) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const { update, readOnly } = useWerewolf();

  function reroll(indices: number[]) {
    onChange(w5WillpowerReroll(result, indices, randomSource()));
    // A Willpower re-roll costs one superficial Willpower damage.
    update(withRerollDamage);
  }

  return (
    <RollResultFrame
      result={result}
      special={{ dice: result.rage, rule: rageDiceRule, labelKey: 'w5.dice.rageDie' }}
      outcomeKey="w5.dice.outcomes"
      outcome={result.brutal ? t('w5.dice.brutal') : undefined}
      details={result.brutal ? <p className="alert alert--info">{t('w5.dice.brutalText', { count: result.brutalSuccesses })}</p> : null}
      rerollAllowed={!readOnly}
      maxReroll={maxRerollDice}
      rerollHintKey="w5.dice.rerollHint"
      onReroll={reroll}
      onClose={onClose}
    />
  );
}
