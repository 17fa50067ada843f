import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bloodSurgeDice, rollOdds, rollPool, rollWithBloodSurge, type DiceResult } from '@vitae/core/v5';
import { impairmentPenalty } from '@vitae/core/fifth-edition';
import { randomSource } from '../../../lib/random.ts';
import { usePoolParts, type PoolPart } from '../../../lib/roll-selection.ts';
import { partsLabel, percent, RollPanelFrame, useRollControls } from '../../../components/dice/roll-controls.tsx';
import { useVampire } from '../use-vampire.ts';
import { impairments } from '../vampire.ts';
import { RollResultDialog } from './roll-result-dialog.tsx';

/** The kind of pool the parts make: an attribute decides; without one, the first skill does. */
function poolCategory(parts: readonly PoolPart[]): NonNullable<PoolPart['category']> | null {
  return (parts.find((part) => part.id.startsWith('attributes:') && part.category) ?? parts.find((part) => part.category))?.category ?? null;
}

/** Brings the newest picked row back into view above the panel (a bottom sheet on a phone). */
function useNewestInView(parts: readonly PoolPart[]) {
  const newest = parts.at(-1)?.anchor;
  useEffect(() => {
    if (!newest) return;
    requestAnimationFrame(() => document.getElementById(newest)?.scrollIntoView({ block: 'nearest' }));
  }, [newest, parts.length]);
}

/**
 * The roll builder: traits clicked on the sheet, bonus or penalty, speciality, difficulty, the
 * exact odds before rolling, then the roll. A full health or willpower track takes its 2 dice off
 * the pools it impairs; a blood surge adds dice after a rouse check.
 */
export function RollPanel() {
  const { t } = useTranslation();
  const parts = usePoolParts();
  const { entry, update } = useVampire();
  const controls = useRollControls();
  const [surge, setSurge] = useState(false);
  const [result, setResult] = useState<DiceResult>();
  const [surgeNote, setSurgeNote] = useState<string>();
  useNewestInView(parts);
  const hunger = entry?.character.hunger ?? 0;
  const bloodPotency = entry?.character.bloodPotency ?? 0;
  const surgeBonus = surge ? bloodSurgeDice(bloodPotency) : 0;
  const impaired = entry ? impairmentPenalty(poolCategory(parts), impairments(entry.character)) : 0;
  const pool = Math.max(0, parts.reduce((sum, part) => sum + part.value, 0) + controls.added + surgeBonus - impaired);
  const { target } = controls;
  const odds = useMemo(() => (target === undefined ? undefined : rollOdds({ pool, hunger: Math.min(hunger, pool), difficulty: target })), [pool, hunger, target]);
  if (parts.length === 0 || !entry) return null;

  function roll() {
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
      partsSuffix={impaired > 0 ? ` − ${impaired}` : ''}
      beforeControls={
        impaired > 0 ? (
          <p className="lexicon__meta" data-testid="roll-impaired">
            {t('dice.impaired', { dice: impaired })}
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
      table={{ characterId: entry.character.id, label: partsLabel(parts), pool, specialDice: Math.min(hunger, pool), difficulty: target ?? null }}
      result={result ? <RollResultDialog result={result} note={surgeNote} onChange={setResult} onClose={() => setResult(undefined)} /> : null}
    />
  );
}
