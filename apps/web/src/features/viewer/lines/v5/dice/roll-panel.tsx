import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { bloodSurgeDice, rollOdds, rollPool, rollWithBloodSurge, type DiceResult } from '@vitae/core/v5';
import { impairmentPenalty } from '@vitae/core/fifth-edition';
import { randomSource } from '../../../lib/random.ts';
import { clearPool, usePoolParts, type PoolPart } from '../../../lib/roll-selection.ts';
import { useVampire } from '../use-vampire.ts';
import { impairments } from '../vampire.ts';
import { RollResultDialog } from './roll-result-dialog.tsx';
import { SendToTable } from '../../../../../components/table-roll.tsx';

const percent = (value: number) => `${Math.round(value * 100)} %`;

/** The kind of pool the parts make: an attribute decides; without one, the first skill does. */
function poolCategory(parts: readonly PoolPart[]): NonNullable<PoolPart['category']> | null {
  return (parts.find((part) => part.id.startsWith('attributes:') && part.category) ?? parts.find((part) => part.category))?.category ?? null;
}

/**
 * Keeps the page's bottom padding as tall as the panel (so nothing scrolls out of reach under it
 * on a phone, where it is a bottom sheet) and brings the newest picked row back into view above it.
 */
function useBottomSheet(panel: RefObject<HTMLElement | null>, parts: readonly PoolPart[], visible: boolean) {
  useLayoutEffect(() => {
    const element = panel.current;
    const root = document.documentElement;
    if (!element) return;
    const measure = () => root.style.setProperty('--roll-panel-height', `${Math.ceil(element.getBoundingClientRect().height)}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--roll-panel-height');
    };
  }, [panel, visible]);
  const newest = parts.at(-1)?.anchor;
  useEffect(() => {
    if (!newest) return;
    requestAnimationFrame(() => document.getElementById(newest)?.scrollIntoView({ block: 'nearest' }));
  }, [newest, parts.length]);
}

/**
 * The roll builder: traits clicked on the sheet, bonus or penalty, speciality, difficulty, the
 * exact odds before rolling, then the roll. A full health or willpower track takes its 2 dice off
 * the pools it impairs. On a phone it is a bottom sheet that never hides the row just picked.
 */
export function RollPanel() {
  const { t } = useTranslation();
  const parts = usePoolParts();
  const { entry, update } = useVampire();
  const panel = useRef<HTMLElement>(null);
  const [bonus, setBonus] = useState(0);
  const [speciality, setSpeciality] = useState(false);
  const [difficulty, setDifficulty] = useState('');
  const [surge, setSurge] = useState(false);
  const [result, setResult] = useState<DiceResult>();
  const [surgeNote, setSurgeNote] = useState<string>();
  useBottomSheet(panel, parts, parts.length > 0 && entry !== undefined);
  const hunger = entry?.character.hunger ?? 0;
  const bloodPotency = entry?.character.bloodPotency ?? 0;
  const surgeBonus = surge ? bloodSurgeDice(bloodPotency) : 0;
  const impaired = entry ? impairmentPenalty(poolCategory(parts), impairments(entry.character)) : 0;
  const pool = Math.max(0, parts.reduce((sum, part) => sum + part.value, 0) + bonus + (speciality ? 1 : 0) + surgeBonus - impaired);
  const target = difficulty === '' ? undefined : Math.max(0, Math.min(20, Number(difficulty) || 0));
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
    <section ref={panel} className="roll-panel card" aria-label={t('dice.panel')}>
      <p className="roll-panel__parts">
        {parts.map((part) => `${part.label} (${part.value})`).join(' + ')}
        {speciality ? ` + ${t('dice.speciality')}` : ''}
        {bonus !== 0 ? ` ${bonus > 0 ? '+' : '−'} ${Math.abs(bonus)}` : ''}
        {impaired > 0 ? ` − ${impaired}` : ''}
      </p>
      {impaired > 0 ? (
        <p className="lexicon__meta" data-testid="roll-impaired">
          {t('dice.impaired', { dice: impaired })}
        </p>
      ) : null}
      <div className="roll-panel__controls">
        <label className="field">
          <span>{t('dice.bonus')}</span>
          <input type="number" value={bonus} onChange={(e) => setBonus(Math.max(-20, Math.min(20, Number(e.target.value) || 0)))} />
        </label>
        <label className="field">
          <span>{t('dice.difficulty')}</span>
          <input type="number" min={0} max={20} value={difficulty} placeholder={t('dice.noDifficulty')} onChange={(e) => setDifficulty(e.target.value)} />
        </label>
        <label className="checkbox">
          <input type="checkbox" checked={speciality} onChange={(e) => setSpeciality(e.target.checked)} />
          {t('dice.speciality')}
        </label>
        <label className="checkbox">
          <input type="checkbox" checked={surge} onChange={(e) => setSurge(e.target.checked)} />
          {t('dice.surge', { dice: bloodSurgeDice(bloodPotency) })}
        </label>
      </div>
      <p data-testid="roll-summary">
        {t('dice.summary', { count: pool, hunger: t('dice.hungerDice', { count: Math.min(hunger, pool) }), normal: t('dice.normalDice', { count: pool - Math.min(hunger, pool) }) })}
      </p>
      {odds ? (
        <p className="roll-panel__odds" data-testid="roll-odds">
          {t('dice.odds', { success: percent(odds.success), critical: percent(odds.critical), messy: percent(odds.messyCritical), bestial: percent(odds.bestialFailure) })}
        </p>
      ) : null}
      <div className="button-row">
        <button type="button" className="button button--primary" disabled={pool === 0} onClick={roll}>
          {t('dice.roll', { count: pool })}
        </button>
        <button type="button" className="button" onClick={clearPool}>
          {t('dice.clear')}
        </button>
        <SendToTable roll={{ characterId: entry.character.id, label: parts.map((part) => part.label).join(' + '), pool, specialDice: Math.min(hunger, pool), difficulty: target ?? null }} />
      </div>
      {result ? <RollResultDialog result={result} note={surgeNote} onChange={setResult} onClose={() => setResult(undefined)} /> : null}
    </section>
  );
}
