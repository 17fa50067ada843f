import { useState, type ReactNode } from 'react';
import type { DamageState } from '@vitae/core';
import { outcomeWithoutDifficulty } from '@vitae/core/dice';
import { payWillpowerReroll, willpowerFor } from '@vitae/core/fifth-edition';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../../components/ui/dialog.tsx';
import { DiceFaces } from './dice-faces.tsx';

/** What the shared dialog reads from any 5th-edition roll result. */
interface RolledDice {
  successes: number;
  margin: number | null;
  normal: readonly number[];
  criticalPairs: number;
  /** The core's outcome against the difficulty; `null` without one. */
  outcome: string | null;
}

/**
 * What a roll is called: the core's outcome against the difficulty, or without one the core's
 * reading of the dice alone (a pair of 10s is a critical, else the successes count).
 */
export function namedOutcome(result: RolledDice, messy = false): string {
  return result.outcome ?? outcomeWithoutDifficulty(result.successes, result.criticalPairs, messy);
}

/** The line's special dice of a roll (hunger, rage, desperation), as its core rules declare them. */
export interface SpecialDice {
  dice: readonly number[];
  /** The line's rule from core (`lines/<line>/dice/roll.ts`): the faces that mark a special die. */
  rule: { triggerFaces: readonly number[] };
  /** How one is read out ("Zornwürfel: 2"); the default is the hunger die. */
  labelKey?: string;
}

/** A willpower re-roll's cost (core's `payWillpowerReroll`): superficial damage, on a full track a box turns aggravated. */
export function withRerollDamage<C extends { willpowerDamage: DamageState[]; willpower: number } & Parameters<typeof willpowerFor>[0]>(character: C): C {
  return { ...character, willpowerDamage: payWillpowerReroll(character.willpowerDamage, character.willpower || willpowerFor(character)) };
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
  outcomeKey = 'dice.outcomes',
  messy = false,
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
  /** Where the line's outcome words live (`<key>.criticalWin` …). */
  outcomeKey?: string;
  /** Without a difficulty: whether a critical would be messy (a vampire's hunger 10). */
  messy?: boolean;
  /** The line's own words for the result (brutal, despair), in place of the outcome's. */
  outcome?: ReactNode;
  note?: ReactNode;
  details?: ReactNode;
  afterDice?: ReactNode;
  /** Whether the line allows a re-roll now (not read-only, nothing chosen yet); one re-roll at most. */
  rerollAllowed: boolean;
  maxReroll: number;
  rerollHintKey?: string;
  /**
   * Re-rolls the picked normal dice and charges the willpower. A table's re-roll answers later:
   * `false` when the table refused it (nothing spent), so the player may pick and try again.
   */
  onReroll: (indices: number[]) => void | Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [rerolled, setRerolled] = useState(false);
  const canReroll = !rerolled && rerollAllowed;
  const named = namedOutcome(result, messy);
  // One line per fact: when the count is all there is to say, the outcome line says it.
  const countOnly = outcome === undefined && named === 'successes';
  const facts = [countOnly ? null : t('dice.successes', { count: result.successes }), result.margin !== null ? t('dice.margin', { margin: result.margin }) : null].filter((fact) => fact !== null);

  function toggle(index: number) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else if (next.size < maxReroll) next.add(index);
      return next;
    });
  }

  function reroll() {
    const picked = [...selected];
    const done = onReroll(picked);
    setRerolled(true);
    setSelected(new Set());
    if (done)
      void done.then((went) => {
        if (went) return;
        setRerolled(false);
        setSelected(new Set(picked));
      });
  }

  return (
    <Modal open title={t('dice.resultTitle')} onClose={onClose}>
      <div className="stack">
        {note}
        <p className="roll-result__outcome" data-testid="roll-outcome">
          {outcome ?? (countOnly ? t('dice.successesOnly', { count: result.successes }) : t(`${outcomeKey}.${named}`))}
        </p>
        {facts.length > 0 ? <p data-testid="roll-facts">{facts.join(' · ')}</p> : null}
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
