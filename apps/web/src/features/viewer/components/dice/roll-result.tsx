import { useState, type ReactNode } from 'react';
import type { DamageState } from '@vitae/core';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../../components/ui/dialog.tsx';
import { DiceFaces } from './dice-faces.tsx';

/** What the shared dialog reads from any 5th-edition roll result. */
interface RolledDice {
  successes: number;
  margin: number | null;
  normal: readonly number[];
}

/** The line's special dice of a roll (hunger, rage, desperation), as its core rules declare them. */
export interface SpecialDice {
  dice: readonly number[];
  /** The line's rule from core (`lines/<line>/dice/roll.ts`): the faces that mark a special die. */
  rule: { triggerFaces: readonly number[] };
  /** How one is read out ("Zornwürfel: 2"); the default is the hunger die. */
  labelKey?: string;
}

/** A willpower re-roll's cost: the first empty willpower box takes superficial damage. */
export function withRerollDamage<C extends { willpowerDamage: DamageState[] }>(character: C): C {
  const boxes = [...character.willpowerDamage];
  const free = boxes.indexOf('none');
  if (free >= 0) boxes[free] = 'superficial';
  return { ...character, willpowerDamage: boxes };
}

/**
 * A 5th-edition roll's result that a line fills in: the outcome in the line's words, successes and
 * margin, the dice (the line's special dice apart, named and marked as the line declares them), and
 * the willpower re-roll of up to `maxReroll` normal dice, once. Slots take the line's notes: before
 * the outcome, between the successes and the dice, and after the dice.
 */
export function RollResultFrame({
  result,
  special,
  outcome,
  note,
  details,
  afterDice,
  rerollAllowed,
  maxReroll,
  rerollHintKey = 'dice.rerollHint',
  onReroll,
  onClose,
}: {
  result: RolledDice;
  special: SpecialDice;
  outcome: ReactNode;
  note?: ReactNode;
  details?: ReactNode;
  afterDice?: ReactNode;
  /** Whether the line allows a re-roll now (not read-only, nothing chosen yet); one re-roll at most. */
  rerollAllowed: boolean;
  maxReroll: number;
  rerollHintKey?: string;
  /** Re-rolls the picked normal dice and charges the willpower. */
  onReroll: (indices: number[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [rerolled, setRerolled] = useState(false);
  const canReroll = !rerolled && rerollAllowed;

  function toggle(index: number) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else if (next.size < maxReroll) next.add(index);
      return next;
    });
  }

  function reroll() {
    onReroll([...selected]);
    setRerolled(true);
    setSelected(new Set());
  }

  return (
    <Modal open title={t('dice.resultTitle')} onClose={onClose}>
      <div className="stack">
        {note}
        <p className="roll-result__outcome" data-testid="roll-outcome">
          {outcome}
        </p>
        <p>
          {t('dice.successes', { count: result.successes })}
          {result.margin !== null ? ` · ${t('dice.margin', { margin: result.margin })}` : ''}
        </p>
        {details}
        <DiceFaces normal={result.normal} hunger={special.dice} specialLabelKey={special.labelKey} triggerFaces={special.rule.triggerFaces} selected={selected} onToggle={canReroll ? toggle : undefined} />
        {afterDice}
        {canReroll && result.normal.length > 0 ? (
          <>
            <p className="lexicon__meta">{t(rerollHintKey, { max: maxReroll })}</p>
            <button type="button" className="button" disabled={selected.size === 0} onClick={reroll}>
              {t('dice.reroll', { count: selected.size })}
            </button>
          </>
        ) : null}
      </div>
    </Modal>
  );
}
