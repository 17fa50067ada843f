import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bloodSurgeDice, rollOdds, rollPool, rollWithBloodSurge, type DiceResult } from '@vitae/core/v5';
import { randomSource } from '../../../lib/random.ts';
import { clearPool, usePoolParts } from '../../../lib/roll-selection.ts';
import { useVampire } from '../use-vampire.ts';
import { RollResultDialog } from './roll-result-dialog.tsx';

const percent = (value: number) => `${Math.round(value * 100)} %`;

/**
 * The roll builder: traits clicked on the sheet, bonus or penalty, speciality, difficulty, the
 * exact odds before rolling, then the roll.
 */
export function RollPanel() {
  const { t } = useTranslation();
  const parts = usePoolParts();
  const { entry, update } = useVampire();
  const [bonus, setBonus] = useState(0);
  const [speciality, setSpeciality] = useState(false);
  const [difficulty, setDifficulty] = useState('');
  const [surge, setSurge] = useState(false);
  const [result, setResult] = useState<DiceResult>();
  const [surgeNote, setSurgeNote] = useState<string>();
  const hunger = entry?.character.hunger ?? 0;
  const bloodPotency = entry?.character.bloodPotency ?? 0;
  const surgeBonus = surge ? bloodSurgeDice(bloodPotency) : 0;
  const pool = Math.max(0, parts.reduce((sum, part) => sum + part.value, 0) + bonus + (speciality ? 1 : 0) + surgeBonus);
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
    <section className="roll-panel card" aria-label={t('dice.panel')}>
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
          <input type="checkbox" checked={surge} onChange={(e) => setSurge(e.target.checked)} />
          {t('dice.surge', { dice: bloodSurgeDice(bloodPotency) })}
        </label>
      </div>
      <p data-testid="roll-summary">{t('dice.summary', { total: pool, hunger: Math.min(hunger, pool), normal: pool - Math.min(hunger, pool) })}</p>
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
      </div>
      {result ? <RollResultDialog result={result} note={surgeNote} onChange={setResult} onClose={() => setResult(undefined)} /> : null}
    </section>
  );
}
