import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ImpairmentNote } from '../../fifth-edition/impairment.tsx';
import type { TableRoller } from '../../../../components/table-roll.tsx';
import type { PoolPart } from '../../lib/roll-selection.ts';
import { RollPanelShell } from './roll-panel-shell.tsx';

/** Odds as the panels print them ("42 %"). */
export const percent = (value: number) => `${Math.round(value * 100)} %`;

/**
 * What every 5th-edition roll panel asks besides the line's own dice: a bonus or penalty (±20), a
 * speciality (+1 die) and an optional difficulty (0–20; empty means none, so no odds).
 */
export function useRollControls() {
  const [bonus, setBonus] = useState(0);
  const [speciality, setSpeciality] = useState(false);
  const [difficulty, setDifficulty] = useState('');
  const target = difficulty === '' ? undefined : Math.max(0, Math.min(20, Number(difficulty) || 0));
  /** The dice bonus and speciality add to the pool. */
  const added = bonus + (speciality ? 1 : 0);
  return { bonus, setBonus, speciality, setSpeciality, difficulty, setDifficulty, target, added };
}

export type RollControls = ReturnType<typeof useRollControls>;

/** The bonus field; M20's panel uses it too. */
export function BonusField({ bonus, onChange }: { bonus: number; onChange: (bonus: number) => void }) {
  const { t } = useTranslation();
  return (
    <label className="field">
      <span>{t('dice.bonus')}</span>
      <input type="number" value={bonus} onChange={(e) => onChange(Math.max(-20, Math.min(20, Number(e.target.value) || 0)))} />
    </label>
  );
}

/** The picked traits as one sum ("Stärke (3) + Handgemenge (2)"), for the panel's label and the table. */
export const partsLabel = (parts: readonly PoolPart[]) => parts.map((part) => part.label).join(' + ');

/**
 * A 5th-edition roll panel that a line fills in: the shared parts (picked traits, bonus, difficulty,
 * speciality, roll and clear buttons) in a fixed order, with slots for what the line adds — its
 * special dice control, notes before or after the controls, the summary and odds texts, and its
 * result dialog. The bar shows the pool and the roll button; the controls open on demand.
 */
export function RollPanelFrame({
  controls,
  parts,
  impaired = 0,
  impairedNote,
  notice,
  beforeControls,
  extraControls,
  afterControls,
  summary,
  odds,
  rollCount,
  onRoll,
  result,
  roller,
  problem,
  busy,
}: {
  controls: RollControls;
  parts: readonly PoolPart[];
  /** Dice a full track takes off this pool (shown after the parts, "− 2", with its note). */
  impaired?: number;
  /** Why the pool is impaired, when it is not a full track (a line's own state, e.g. degeneration). */
  impairedNote?: string;
  /** Shown under the bar whether the options are open or not (see RollPanelShell). */
  notice?: ReactNode;
  beforeControls?: ReactNode;
  /** The line's own controls after the speciality (blood surge, desperation dice). */
  extraControls?: ReactNode;
  afterControls?: ReactNode;
  summary: ReactNode;
  /** Shown only when given (there is a difficulty). */
  odds?: ReactNode;
  /** Dice the roll button rolls; none disables it. */
  rollCount: number;
  onRoll: () => void;
  /** The open result dialog, if any. */
  result?: ReactNode;
  /** The line rolls at the table itself (see RollPanelShell). */
  roller?: TableRoller;
  problem?: string | undefined;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  const { bonus, setBonus, speciality, setSpeciality, difficulty, setDifficulty, target } = controls;
  return (
    <RollPanelShell
      parts={parts}
      poolText={
        <>
          {parts.map((part) => `${part.label} (${part.value})`).join(' + ')}
          {speciality ? ` + ${t('dice.speciality')}` : ''}
          {bonus !== 0 ? ` ${bonus > 0 ? '+' : '−'} ${Math.abs(bonus)}` : ''}
          {impaired > 0 ? ` − ${impaired}` : ''}
          {target !== undefined ? ` · ${t('dice.againstDifficulty', { difficulty: target })}` : ''}
        </>
      }
      summary={summary}
      rollCount={rollCount}
      rollDisabled={rollCount === 0}
      onRoll={onRoll}
      result={result}
      notice={notice}
      roller={roller}
      problem={problem}
      busy={busy}
    >
      <ImpairmentNote dice={impaired} text={impairedNote} />
      {beforeControls}
      <div className="roll-panel__controls">
        <BonusField bonus={bonus} onChange={setBonus} />
        <label className="field">
          <span>{t('dice.difficulty')}</span>
          <input type="number" min={0} max={20} value={difficulty} placeholder={t('dice.noDifficulty')} onChange={(e) => setDifficulty(e.target.value)} />
        </label>
        <label className="checkbox">
          <input type="checkbox" checked={speciality} onChange={(e) => setSpeciality(e.target.checked)} />
          {t('dice.speciality')}
        </label>
        {extraControls}
      </div>
      {afterControls}
      {odds !== undefined ? (
        <p className="roll-panel__odds" data-testid="roll-odds">
          {odds}
        </p>
      ) : null}
    </RollPanelShell>
  );
}
