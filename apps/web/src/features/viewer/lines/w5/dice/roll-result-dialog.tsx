import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { markSuperficial, maxRerollDice, rageDiceRule, w5WillpowerReroll, type W5DiceResult } from '@vitae/core/w5';
import { willpowerFor } from '@vitae/core/fifth-edition';
import { Modal } from '../../../../../components/ui/dialog.tsx';
import { DiceFaces } from '../../../components/dice/dice-faces.tsx';
import { randomSource } from '../../../lib/random.ts';
import { useWerewolf } from '../use-werewolf.ts';

/** The outcome in words, a brutal result explained, the dice (Rage dice apart) and the Willpower re-roll of normal dice. */
export function W5RollResultDialog({ result, onChange, onClose }: { result: W5DiceResult; onChange: (next: W5DiceResult) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const { update, readOnly } = useWerewolf();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [rerolled, setRerolled] = useState(false);

  function toggle(index: number) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else if (next.size < maxRerollDice) next.add(index);
      return next;
    });
  }

  function reroll() {
    onChange(w5WillpowerReroll(result, [...selected], randomSource()));
    setRerolled(true);
    setSelected(new Set());
    // A Willpower re-roll costs one superficial Willpower damage.
    update((character) => ({ ...character, willpowerDamage: markSuperficial(character.willpowerDamage, character.willpower || willpowerFor(character), 1) }));
  }

  const outcome = result.outcome ? t(`w5.dice.outcomes.${result.outcome}`) : t('dice.successesOnly', { count: result.successes });
  return (
    <Modal open title={t('dice.resultTitle')} onClose={onClose}>
      <div className="stack">
        <p className="roll-result__outcome" data-testid="roll-outcome">
          {result.brutal ? t('w5.dice.brutal') : outcome}
        </p>
        <p>
          {t('dice.successes', { count: result.successes })}
          {result.margin !== null ? ` · ${t('dice.margin', { margin: result.margin })}` : ''}
        </p>
        {result.brutal ? <p className="alert alert--info">{t('w5.dice.brutalText', { successes: result.brutalSuccesses })}</p> : null}
        <DiceFaces normal={result.normal} hunger={result.rage} selected={selected} onToggle={rerolled || readOnly ? undefined : toggle} specialLabelKey="w5.dice.rageDie" triggerFaces={rageDiceRule.triggerFaces} />
        {!rerolled && !readOnly && result.normal.length > 0 ? (
          <>
            <p className="lexicon__meta">{t('w5.dice.rerollHint', { max: maxRerollDice })}</p>
            <button type="button" className="button" disabled={selected.size === 0} onClick={reroll}>
              {t('dice.reroll', { count: selected.size })}
            </button>
          </>
        ) : null}
      </div>
    </Modal>
  );
}
