import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableRoller } from '../../../../components/table-roll.tsx';
import { TableRollNote, TableRollProblem } from '../../../../components/table-roll-note.tsx';
import { useRollPanelHeight } from '../../hooks/use-roll-panel-height.ts';
import { clearPool, type PoolPart } from '../../lib/roll-selection.ts';
import { usePickToRoll } from './use-pick-to-roll.ts';

/** Whether the player last left the options open; a new pool opens the panel the same way. */
let optionsOpen = false;

/**
 * The roll panel's frame for every line: a compact bar with the pool, its dice count and the roll
 * button (and the clear button), the table it rolls at, and the line's options (bonus,
 * difficulty, specialty, odds) behind a toggle, so on a phone most of the screen stays the sheet.
 * Keeps `--roll-panel-height` up to date and the keyboard path from a picked trait short.
 */
export function RollPanelShell({
  parts,
  poolText,
  summary,
  rollCount,
  rollDisabled,
  onRoll,
  children,
  notice,
  result,
  roller,
  problem,
  busy = false,
}: {
  parts: readonly PoolPart[];
  /** The sum of the picked traits and modifiers ("Stärke (3) + Handgemenge (2) − 2"). */
  poolText: ReactNode;
  /** The dice the roll will throw ("5 Würfel, davon 2 Hungerwürfel …"). */
  summary: ReactNode;
  rollCount: number;
  rollDisabled: boolean;
  onRoll: () => void;
  /** The line's options, shown when the player opens them. */
  children: ReactNode;
  /** A state the player must see with the options closed too (a vampire in torpor), under the bar. */
  notice?: ReactNode;
  /** The open result dialog, if any. */
  result?: ReactNode;
  /** The line rolls at the table itself (`useTableRoller`): the shell then says which table and offers "geheim". */
  roller?: TableRoller;
  /** The table's refusal of the last roll (translated). */
  problem?: string | undefined;
  /** A roll is on its way to the table. */
  busy?: boolean;
}) {
  const { t } = useTranslation();
  const panelHeight = useRollPanelHeight();
  const rollButton = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(optionsOpen);
  const optionsId = useId();
  usePickToRoll(parts, rollButton);

  function toggle() {
    optionsOpen = !open;
    setOpen(optionsOpen);
  }

  return (
    <section ref={panelHeight} className={`roll-panel card${open ? ' roll-panel--open' : ''}`} aria-label={t('dice.panel')}>
      <div className="roll-panel__bar">
        <div className="roll-panel__pool">
          <p className="roll-panel__parts">{poolText}</p>
          <p className="roll-panel__summary" data-testid="roll-summary">
            {summary}
          </p>
        </div>
        <div className="roll-panel__actions">
          <button ref={rollButton} type="button" className="button button--primary roll-panel__roll" disabled={rollDisabled || busy} onClick={onRoll}>
            {t('dice.roll', { count: rollCount })}
          </button>
          <button type="button" className="button roll-panel__toggle" aria-expanded={open} aria-controls={optionsId} onClick={toggle}>
            {t('dice.options')} <span aria-hidden="true">{open ? '▾' : '▴'}</span>
          </button>
        </div>
        <button type="button" className="button button--ghost roll-panel__clear" aria-label={t('dice.clear')} title={t('dice.clear')} onClick={clearPool}>
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      {roller ? <TableRollNote roller={roller} /> : null}
      <TableRollProblem problem={problem} />
      {notice}
      <div id={optionsId} className="roll-panel__options" hidden={!open}>
        {open ? children : null}
      </div>
      {result}
    </section>
  );
}
