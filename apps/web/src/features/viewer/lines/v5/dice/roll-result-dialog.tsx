import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxWillpowerRerollDice, willpowerReroll, type DiceResult } from '@vitae/core/v5';
import { Modal } from '../../../../../components/ui/dialog.tsx';
import { useVampire } from '../use-vampire.ts';
import { randomSource } from '../../../lib/random.ts';
import { DiceFaces } from '../../../components/dice/dice-faces.tsx';

/** The outcome in words, the dice, the willpower re-roll and a reminder on messy or bestial results. */
export function RollResultDialog({ result, note, onChange, onClose }: { result: DiceResult; note?: string; onChange: (next: DiceResult) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const { update, readOnly } = useVampire();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [rerolled, setRerolled] = useState(false);

  function toggle(index: number) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else if (next.size < maxWillpowerRerollDice) next.add(index);
      return next;
    });
  }

  function reroll() {
    onChange(willpowerReroll(result, [...selected], randomSource()));
    setRerolled(true);
    setSelected(new Set());
    // Spending willpower on a re-roll costs one superficial willpower damage.
    update((character) => {
      const boxes = [...character.willpowerDamage];
      const free = boxes.indexOf('none');
      if (free >= 0) boxes[free] = 'superficial';
      return { ...character, willpowerDamage: boxes };
    });
  }

  const outcome = result.outcome ? t(`dice.outcomes.${result.outcome}`) : t('dice.successesOnly', { count: result.successes });
  return (
    <Modal open title={t('dice.resultTitle')} onClose={onClose}>
      <div className="stack">
        {note ? <p className="lexicon__meta">{note}</p> : null}
        <p className="roll-result__outcome" data-testid="roll-outcome">
          {outcome}
        </p>
        <p>
          {t('dice.successes', { count: result.successes })}
          {result.margin !== null ? ` · ${t('dice.margin', { margin: result.margin })}` : ''}
        </p>
        {result.outcome === null && result.possibleMessyCritical ? <p>{t('dice.possibleMessy')}</p> : null}
        {result.outcome === null && result.possibleBestialFailure ? <p>{t('dice.possibleBestial')}</p> : null}
        {result.outcome === 'messyCritical' ? <p className="alert alert--info">{t('dice.reminders.messyCritical')}</p> : null}
        {result.outcome === 'bestialFailure' ? <p className="alert alert--info">{t('dice.reminders.bestialFailure')}</p> : null}
        <DiceFaces normal={result.normal} hunger={result.hunger} selected={selected} onToggle={rerolled || readOnly ? undefined : toggle} />
        {!rerolled && !readOnly && result.normal.length > 0 ? (
          <>
            <p className="lexicon__meta">{t('dice.rerollHint', { max: maxWillpowerRerollDice })}</p>
            <button type="button" className="button" disabled={selected.size === 0} onClick={reroll}>
              {t('dice.reroll', { count: selected.size })}
            </button>
          </>
        ) : null}
      </div>
    </Modal>
  );
}
