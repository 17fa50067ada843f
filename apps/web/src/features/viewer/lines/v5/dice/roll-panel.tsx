import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bloodSurgeDice, disciplineDots, rollOdds, rollPool, rollWithBloodSurge, vampireImpairment, type DiceResult } from '@vitae/core/v5';
import { randomSource } from '../../../lib/random.ts';
import { usePoolParts, withCurrentValues } from '../../../lib/roll-selection.ts';
import { fifthEditionTraitValue } from '../../../fifth-edition/pool-values.ts';
import { poolCategory } from '../../../fifth-edition/impairment.tsx';
import { partsLabel, percent, RollPanelFrame, useRollControls } from '../../../components/dice/roll-controls.tsx';
import { useVampire } from '../use-vampire.ts';
import { impairments, inTorpor } from '../vampire.ts';
import { useTableRoller, type TableRollSpec } from '../../../../../components/table-roll.tsx';
import { RollResultDialog } from './roll-result-dialog.tsx';
import { rouseAtTable, vampireDiceOf } from './table-rolls.ts';

/**
 * The roll builder: traits clicked on the sheet, bonus or penalty, speciality, difficulty, the
 * exact odds before rolling, then the roll. A full health or willpower track takes its 2 dice off
 * the pools it impairs, degeneration off every pool; torpor is said; a blood surge adds dice after a rouse check.
 * At a table (VitaePlay) the server rolls it all and posts it to the session; the dialog shows its dice.
 */
export function RollPanel() {
  const { t } = useTranslation();
  const { entry, update } = useVampire();
  const picked = usePoolParts();
  // The ratings the vampire has now (a dot bought while the pool stands counts at once).
  const parts = entry ? withCurrentValues(picked, (id) => (id.startsWith('discipline:') ? disciplineDots(entry.character, Number(id.slice('discipline:'.length))) : fifthEditionTraitValue(entry.character, id))) : picked;
  const controls = useRollControls();
  const [surge, setSurge] = useState(false);
  const [result, setResult] = useState<DiceResult>();
  const [surgeNote, setSurgeNote] = useState<string>();
  /** The table's roll message (for its willpower re-roll); `undefined` for a local roll. */
  const [messageId, setMessageId] = useState<number>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const roller = useTableRoller(entry?.character.id);
  const hunger = entry?.character.hunger ?? 0;
  const bloodPotency = entry?.character.bloodPotency ?? 0;
  const surgeBonus = surge ? bloodSurgeDice(bloodPotency) : 0;
  const state = entry ? impairments(entry.character) : undefined;
  const impaired = state ? vampireImpairment(poolCategory(parts), state) : 0;
  const pool = Math.max(0, parts.reduce((sum, part) => sum + part.value, 0) + controls.added + surgeBonus - impaired);
  const { target } = controls;
  const odds = useMemo(() => (target === undefined ? undefined : rollOdds({ pool, hunger: Math.min(hunger, pool), difficulty: target })), [pool, hunger, target]);
  if (parts.length === 0 || !entry) return null;

  const tableSpec = (dice: number, hungerDice: number): TableRollSpec => ({ characterId: entry.character.id, label: partsLabel(parts), pool: dice, specialDice: hungerDice, difficulty: target ?? null });

  const characterId = entry.character.id;

  async function rollAtTable() {
    setBusy(true);
    setProblem(undefined);
    setSurgeNote(undefined);
    let rollHunger = hunger;
    if (surge) {
      // The surge's rouse check goes to the table first; its hunger counts for this roll.
      const rouse = await rouseAtTable(roller, characterId, t('dice.table.rouse'), hunger);
      if (!rouse.ok) {
        setBusy(false);
        return setProblem(rouse.problem);
      }
      rollHunger = rouse.rouse.hunger;
      update((character) => ({ ...character, hunger: rouse.rouse.hunger }));
      setSurgeNote(t(rouse.rouse.passed ? 'dice.surgePassed' : 'dice.surgeFailed', { hunger: rouse.rouse.hunger }));
      setSurge(false);
    }
    const answer = await roller.roll(tableSpec(pool, Math.min(rollHunger, pool)));
    setBusy(false);
    if (!answer.ok) return setProblem(answer.problem);
    setMessageId(answer.messageId);
    setResult(vampireDiceOf(answer.result));
  }

  function roll() {
    if (roller.table) return void rollAtTable();
    setMessageId(undefined);
    if (!surge) {
      setSurgeNote(undefined);
      return setResult(rollPool({ pool, hunger: Math.min(hunger, pool), difficulty: target }, randomSource()));
    }
    // Blood surge: the rouse check comes first, so its hunger already counts for this roll.
    const surged = rollWithBloodSurge({ pool: pool - surgeBonus, hunger, difficulty: target, bloodPotency }, randomSource());
    update((character) => ({ ...character, hunger: surged.rouse.hunger }));
    setSurgeNote(t(surged.rouse.passed ? 'dice.surgePassed' : 'dice.surgeFailed', { hunger: surged.rouse.hunger }));
    setSurge(false);
    setResult(surged.roll);
  }

  return (
    <RollPanelFrame
      controls={controls}
      parts={parts}
      impaired={impaired}
      impairedNote={state?.degenerating ? t('dice.impairedDegeneration', { dice: impaired }) : undefined}
      notice={
        inTorpor(entry.character) ? (
          <p className="alert" role="status" data-testid="roll-torpor">
            {t('dice.torpor')}
          </p>
        ) : null
      }
      extraControls={
        <label className="checkbox">
          <input type="checkbox" checked={surge} onChange={(e) => setSurge(e.target.checked)} />
          {t('dice.surge', { dice: bloodSurgeDice(bloodPotency) })}
        </label>
      }
      summary={t('dice.summary', { count: pool, hunger: t('dice.hungerDice', { count: Math.min(hunger, pool) }), normal: t('dice.normalDice', { count: pool - Math.min(hunger, pool) }) })}
      odds={odds ? t('dice.odds', { success: percent(odds.success), critical: percent(odds.critical), messy: percent(odds.messyCritical), bestial: percent(odds.bestialFailure) }) : undefined}
      rollCount={pool}
      onRoll={roll}
      roller={roller}
      problem={problem}
      busy={busy}
      result={result ? <RollResultDialog result={result} note={surgeNote} onChange={setResult} onClose={() => setResult(undefined)} table={messageId === undefined ? undefined : { roller, messageId }} /> : null}
    />
  );
}
