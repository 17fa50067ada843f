import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableRoller } from './table-roll.tsx';

/**
 * At a table: which session the sheet's rolls go to ("Würfelt am Tisch „Freitagsrunde“") and the
 * player's choice to roll in secret (storyteller only). Nothing while the character sits at none.
 */
export function TableRollNote({ roller }: { roller: TableRoller }) {
  const { t } = useTranslation();
  const id = useId();
  if (!roller.table) return null;
  return (
    <div className="table-roll-note" data-testid="table-roll-note">
      <span id={id} className="table-roll-note__table">
        {t('dice.table.atTable', { name: roller.table.name })}
      </span>
      <label className="checkbox table-roll-note__secret">
        <input type="checkbox" checked={roller.secret} onChange={(e) => roller.setSecret(e.target.checked)} aria-describedby={id} />
        {t('dice.table.secret')}
      </label>
    </div>
  );
}

/** A refusal of the table (or no answer): said where the roll was asked for, nothing rolled. */
export function TableRollProblem({ problem }: { problem: string | undefined }) {
  return problem ? (
    <p className="field__error table-roll-note__problem" role="alert">
      {problem}
    </p>
  ) : null;
}
