import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { h5RollOdds, rollH5Pool, type H5DiceResult } from '@vitae/core/h5';
import { useLineContent } from '../../../../../lib/content-store.ts';
import { randomSource } from '../../../lib/random.ts';
import { useRollPanelHeight } from '../../../hooks/use-roll-panel-height.ts';
import { clearPool, usePoolParts } from '../../../lib/roll-selection.ts';
import { useHunter } from '../use-hunter.ts';
import { RollResultDialog } from './roll-result-dialog.tsx';
import { SendToTable } from '../../../../../components/table-roll.tsx';

const percent = (value: number) => `${Math.round(value * 100)} %`;

/**
 * The roll builder of a hunter: traits clicked on the sheet, bonus, speciality, difficulty and the
 * desperation dice (added to the pool when the action serves the creed; never in despair), the
 * exact odds before rolling, then the roll.
 */
export function RollPanel() {
  const panelHeight = useRollPanelHeight();
  const { t } = useTranslation();
  const parts = usePoolParts();
  const content = useLineContent('h5');
  const { entry } = useHunter();
  const [bonus, setBonus] = useState(0);
  const [speciality, setSpeciality] = useState(false);
  const [difficulty, setDifficulty] = useState('');
  const [desperate, setDesperate] = useState(false);
  const [result, setResult] = useState<H5DiceResult>();
  const desperation = entry?.character.desperation ?? 0;
  const despair = entry?.character.despair ?? false;
  const canDespair = !despair && desperation > 0;
  const desperationDice = desperate && canDespair ? desperation : 0;
  const pool = Math.max(0, parts.reduce((sum, part) => sum + part.value, 0) + bonus + (speciality ? 1 : 0));
  const target = difficulty === '' ? undefined : Math.max(0, Math.min(20, Number(difficulty) || 0));
  const odds = useMemo(() => (target === undefined ? undefined : h5RollOdds({ pool, desperation: desperationDice, difficulty: target })), [pool, desperationDice, target]);
  if (parts.length === 0 || !entry) return null;
  const creed = content.creeds.find((c) => c.id === entry.character.creed);

  return (
    <section ref={panelHeight} className="roll-panel card" aria-label={t('dice.panel')}>
      <p className="roll-panel__parts">
        {parts.map((part) => `${part.label} (${part.value})`).join(' + ')}
        {speciality ? ` + ${t('dice.speciality')}` : ''}
        {bonus !== 0 ? ` ${bonus > 0 ? '+' : '−'} ${Math.abs(bonus)}` : ''}
      </p>
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
          <input type="checkbox" checked={desperate && canDespair} disabled={!canDespair} onChange={(e) => setDesperate(e.target.checked)} />
          {t('h5.dice.useDesperation', { count: desperation })}
        </label>
      </div>
      <p className="lexicon__meta">{despair ? t('h5.dice.noDesperationInDespair') : t('h5.dice.creedField', { field: creed?.desperationDomain ?? t('h5.dice.noCreed') })}</p>
      <p data-testid="roll-summary">{t('h5.dice.summary', { total: pool + desperationDice, normal: pool, desperation: desperationDice })}</p>
      {odds ? (
        <p className="roll-panel__odds" data-testid="roll-odds">
          {t('h5.dice.odds', { success: percent(odds.success), critical: percent(odds.critical), choice: percent(odds.choice), despair: percent(odds.despair) })}
        </p>
      ) : null}
      <div className="button-row">
        <button type="button" className="button button--primary" disabled={pool + desperationDice === 0} onClick={() => setResult(rollH5Pool({ pool, desperation: desperationDice, difficulty: target }, randomSource()))}>
          {t('dice.roll', { count: pool + desperationDice })}
        </button>
        <button type="button" className="button" onClick={clearPool}>
          {t('dice.clear')}
        </button>
        <SendToTable roll={{ characterId: entry.character.id, label: parts.map((part) => part.label).join(' + '), pool, specialDice: desperationDice, difficulty: target ?? null }} />
      </div>
      {result ? <RollResultDialog result={result} onChange={setResult} onClose={() => setResult(undefined)} /> : null}
    </section>
  );
}
