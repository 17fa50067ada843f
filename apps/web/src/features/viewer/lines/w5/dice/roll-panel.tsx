import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failsInForm, formModifiers, rollW5Pool, w5RollOdds, type FormTarget, type W5DiceResult } from '@vitae/core/w5';
import { useLineContent } from '../../../../../lib/content-store.ts';
import { randomSource } from '../../../lib/random.ts';
import { useRollPanelHeight } from '../../../hooks/use-roll-panel-height.ts';
import { clearPool, usePoolParts } from '../../../lib/roll-selection.ts';
import { useWerewolf } from '../use-werewolf.ts';
import { poolTraitsOf } from './pool-traits.ts';
import { W5RollResultDialog } from './roll-result-dialog.tsx';
import { SendToTable } from '../../../../../components/table-roll.tsx';

const percent = (value: number) => `${Math.round(value * 100)} %`;

/**
 * The roll builder: traits clicked on the sheet plus the current form's modifiers (situational
 * ones by choice), bonus, speciality, difficulty, the exact odds (brutal results included), the roll.
 */
export function W5RollPanel() {
  const panelHeight = useRollPanelHeight();
  const { t } = useTranslation();
  const content = useLineContent('w5');
  const parts = usePoolParts();
  const { entry } = useWerewolf();
  const [bonus, setBonus] = useState(0);
  const [speciality, setSpeciality] = useState(false);
  const [difficulty, setDifficulty] = useState('');
  const [confirmed, setConfirmed] = useState<ReadonlySet<FormTarget>>(new Set());
  const [result, setResult] = useState<W5DiceResult>();
  const form = content.forms.find((f) => f.id === entry?.character.form);
  const traits = poolTraitsOf(parts);
  const modifiers = form ? formModifiers(form, traits) : [];
  const formDice = modifiers.reduce((sum, m) => sum + (!m.conditional || confirmed.has(m.applies) ? m.dice : 0), 0);
  const base = parts.reduce((sum, part) => sum + part.value, 0);
  const pool = Math.max(0, base + formDice + bonus + (speciality ? 1 : 0));
  const rage = entry?.character.rage ?? 0;
  const rageDice = Math.min(rage, pool);
  const target = difficulty === '' ? undefined : Math.max(0, Math.min(20, Number(difficulty) || 0));
  const odds = useMemo(() => (target === undefined ? undefined : w5RollOdds({ pool, rage, difficulty: target })), [pool, rage, target]);
  if (parts.length === 0 || !entry) return null;
  const fails = form ? failsInForm(form, traits) : false;
  const targetName = (applies: FormTarget) => t(`w5.form.targets.${applies}`, { defaultValue: content.skills.find((s) => s.key === applies)?.name ?? applies });

  return (
    <section ref={panelHeight} className="roll-panel card" aria-label={t('dice.panel')}>
      <p className="roll-panel__parts">
        {parts.map((part) => `${part.label} (${part.value})`).join(' + ')}
        {speciality ? ` + ${t('dice.speciality')}` : ''}
        {bonus !== 0 ? ` ${bonus > 0 ? '+' : '−'} ${Math.abs(bonus)}` : ''}
      </p>
      {modifiers.length > 0 && form ? (
        <ul className="roll-panel__form" aria-label={t('w5.dice.formModifiers', { form: form.name })}>
          {modifiers.map((m) => (
            <li key={m.applies}>
              {m.conditional ? (
                <label className="checkbox">
                  <input
                    type="checkbox"
                    checked={confirmed.has(m.applies)}
                    onChange={(e) => setConfirmed((current) => {
                      const next = new Set(current);
                      if (e.target.checked) next.add(m.applies);
                      else next.delete(m.applies);
                      return next;
                    })}
                  />
                  {t('w5.dice.situational', { form: form.name, dice: m.dice > 0 ? `+${m.dice}` : m.dice, target: targetName(m.applies) })}
                  {m.note ? ` (${m.note})` : ''}
                </label>
              ) : (
                t('w5.dice.formModifier', { form: form.name, dice: m.dice > 0 ? `+${m.dice}` : m.dice, target: targetName(m.applies) })
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {fails && form ? <p className="alert alert--info">{t('w5.dice.failsInForm', { form: form.name })}</p> : null}
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
      </div>
      <p data-testid="roll-summary">{t('w5.dice.summary', { total: pool, rage: rageDice, normal: pool - rageDice })}</p>
      {odds ? (
        <p className="roll-panel__odds" data-testid="roll-odds">
          {t('w5.dice.odds', { success: percent(odds.success), critical: percent(odds.critical), brutal: percent(odds.brutal), clean: percent(odds.cleanSuccess) })}
        </p>
      ) : null}
      <div className="button-row">
        <button type="button" className="button button--primary" disabled={pool === 0} onClick={() => setResult(rollW5Pool({ pool, rage, difficulty: target }, randomSource()))}>
          {t('dice.roll', { count: pool })}
        </button>
        <button type="button" className="button" onClick={clearPool}>
          {t('dice.clear')}
        </button>
        <SendToTable roll={{ characterId: entry.character.id, label: parts.map((part) => part.label).join(' + '), pool, specialDice: rageDice, difficulty: target ?? null }} />
      </div>
      {result ? <W5RollResultDialog result={result} onChange={setResult} onClose={() => setResult(undefined)} /> : null}
    </section>
  );
}
