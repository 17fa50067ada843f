import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { h5RollOdds, rollH5Pool, type H5DiceResult } from '@vitae/core/h5';
import { useLineContent } from '../../../../../lib/content/store.ts';
import { randomSource } from '../../../lib/random.ts';
import { usePoolParts, withCurrentValues } from '../../../lib/roll-selection.ts';
import { fifthEditionTraitValue } from '../../../fifth-edition/pool-values.ts';
import { impairmentFor } from '../../../fifth-edition/impairment.tsx';
import { partsLabel, percent, RollPanelFrame, useRollControls } from '../../../components/dice/roll-controls.tsx';
import { useHunter } from '../use-hunter.ts';
import { useTableRoller, type TableRollSpec } from '../../../../../components/table-roll.tsx';
import { RollResultDialog } from './roll-result-dialog.tsx';
import { hunterDiceOf } from './table-rolls.ts';

/**
 * The roll builder of a hunter: traits clicked on the sheet, bonus, speciality, difficulty and the
 * desperation dice (added to the pool when the action serves the creed; never in despair), the
 * exact odds before rolling, then the roll. At a table (VitaePlay) the server rolls it and posts it
 * to the session; the dialog shows its dice.
 */
export function RollPanel() {
  const { t } = useTranslation();
  const picked = usePoolParts();
  const content = useLineContent('h5');
  const { entry } = useHunter();
  const parts = entry ? withCurrentValues(picked, (id) => fifthEditionTraitValue(entry.character, id)) : picked;
  const controls = useRollControls();
  const [desperate, setDesperate] = useState(false);
  const [result, setResult] = useState<H5DiceResult>();
  /** The table's roll message (for its willpower re-roll); `undefined` for a local roll. */
  const [messageId, setMessageId] = useState<number>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const roller = useTableRoller(entry?.character.id);
  const desperation = entry?.character.desperation ?? 0;
  const despair = entry?.character.despair ?? false;
  const canDespair = !despair && desperation > 0;
  const desperationDice = desperate && canDespair ? desperation : 0;
  const impaired = entry ? impairmentFor(entry.character, parts) : 0;
  const pool = Math.max(0, parts.reduce((sum, part) => sum + part.value, 0) + controls.added - impaired);
  const { target } = controls;
  const odds = useMemo(() => (target === undefined ? undefined : h5RollOdds({ pool, desperation: desperationDice, difficulty: target })), [pool, desperationDice, target]);
  if (parts.length === 0 || !entry) return null;
  const creed = content.creeds.find((c) => c.id === entry.character.creed);
  // With desperation dice the card also says what they did (overreach raises danger, despair), so it reads danger.
  const desperationCheck = desperationDice > 0 ? { check: { name: 'desperation', before: entry.character.danger } } : {};
  const tableSpec: TableRollSpec = { characterId: entry.character.id, label: partsLabel(parts), pool, specialDice: desperationDice, difficulty: target ?? null, ...desperationCheck };

  async function rollAtTable() {
    setBusy(true);
    setProblem(undefined);
    const answer = await roller.roll(tableSpec);
    setBusy(false);
    if (!answer.ok) return setProblem(answer.problem);
    setMessageId(answer.messageId);
    setResult(hunterDiceOf(answer.result));
  }

  function roll() {
    if (roller.table) return void rollAtTable();
    setMessageId(undefined);
    setResult(rollH5Pool({ pool, desperation: desperationDice, difficulty: target }, randomSource()));
  }

  return (
    <RollPanelFrame
      controls={controls}
      parts={parts}
      impaired={impaired}
      extraControls={
        <label className="checkbox">
          <input type="checkbox" checked={desperate && canDespair} disabled={!canDespair} onChange={(e) => setDesperate(e.target.checked)} />
          {t('h5.dice.useDesperation', { count: desperation })}
        </label>
      }
      afterControls={<p className="lexicon__meta">{despair ? t('h5.dice.noDesperationInDespair') : t('h5.dice.creedField', { field: creed?.desperationDomain ?? t('h5.dice.noCreed') })}</p>}
      summary={t('h5.dice.summary', { count: pool + desperationDice, normal: pool, desperation: t('h5.dice.desperationCount', { count: desperationDice }) })}
      odds={odds ? t('h5.dice.odds', { success: percent(odds.success), critical: percent(odds.critical), choice: percent(odds.choice), despair: percent(odds.despair) }) : undefined}
      rollCount={pool + desperationDice}
      onRoll={roll}
      roller={roller}
      problem={problem}
      busy={busy}
      result={result ? <RollResultDialog result={result} onChange={setResult} onClose={() => setResult(undefined)} table={messageId === undefined ? undefined : { roller, messageId }} /> : null}
    />
  );
}
