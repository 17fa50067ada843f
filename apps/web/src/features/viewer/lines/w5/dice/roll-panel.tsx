import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { evaluateW5Dice, failsInForm, formModifiers, rollW5Pool, w5RollOdds, type FormTarget, type W5DiceResult } from '@vitae/core/w5';
import { useTableRoller, type TableRollSpec } from '../../../../../components/table-roll.tsx';
import { useLineContent } from '../../../../../lib/content/store.ts';
import { randomSource } from '../../../lib/random.ts';
import { usePoolParts, withCurrentValues } from '../../../lib/roll-selection.ts';
import { impairmentFor } from '../../../fifth-edition/impairment.tsx';
import { partsLabel, percent, RollPanelFrame, useRollControls } from '../../../components/dice/roll-controls.tsx';
import { useWerewolf } from '../use-werewolf.ts';
import { poolTraitsOf, w5TraitValue } from './pool-traits.ts';
import { powerSourceOf } from './power-source.ts';
import { W5RollResultDialog } from './roll-result-dialog.tsx';

/**
 * The roll builder: traits clicked on the sheet plus the current form's modifiers (situational
 * ones by choice), bonus, speciality, difficulty, the exact odds (brutal results included), the roll.
 */
export function W5RollPanel() {
  const { t } = useTranslation();
  const content = useLineContent('w5');
  const picked = usePoolParts();
  const { entry } = useWerewolf();
  const parts = entry ? withCurrentValues(picked, (id) => w5TraitValue(entry.character, id)) : picked;
  const controls = useRollControls();
  const [confirmed, setConfirmed] = useState<ReadonlySet<FormTarget>>(new Set());
  const [result, setResult] = useState<W5DiceResult>();
  // At a table: the posted roll (its re-roll goes to the server too), the refusal, the wait for the answer.
  const roller = useTableRoller(entry?.character.id);
  const [messageId, setMessageId] = useState<number>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const form = content.forms.find((f) => f.id === entry?.character.form);
  const traits = poolTraitsOf(parts);
  const modifiers = form ? formModifiers(form, traits) : [];
  const formDice = modifiers.reduce((sum, m) => sum + (!m.conditional || confirmed.has(m.applies) ? m.dice : 0), 0);
  const base = parts.reduce((sum, part) => sum + part.value, 0);
  const impaired = entry ? impairmentFor(entry.character, parts, form?.healthBonus ?? 0) : 0;
  const pool = Math.max(0, base + formDice + controls.added - impaired);
  const rage = entry?.character.rage ?? 0;
  const rageDice = Math.min(rage, pool);
  const { target } = controls;
  const odds = useMemo(() => (target === undefined ? undefined : w5RollOdds({ pool, rage, difficulty: target })), [pool, rage, target]);
  if (parts.length === 0 || !entry) return null;
  const fails = form ? failsInForm(form, traits) : false;
  const power = powerSourceOf(parts.map((part) => part.id));
  const table: TableRollSpec = { characterId: entry.character.id, label: power ? t('w5.dice.powerTitle', { power, pool: partsLabel(parts) }) : partsLabel(parts), pool, specialDice: rageDice, difficulty: target ?? null };

  async function roll() {
    setProblem(undefined);
    if (!roller.table) return setResult(rollW5Pool({ pool, rage, difficulty: target }, randomSource()));
    setBusy(true);
    const answer = await roller.roll(table);
    setBusy(false);
    if (!answer.ok) return setProblem(answer.problem);
    setMessageId(answer.messageId);
    setResult(evaluateW5Dice({ normal: answer.result.normal, rage: answer.result.special, difficulty: answer.result.difficulty }));
  }
  const targetName = (applies: FormTarget) => t(`w5.form.targets.${applies}`, { defaultValue: content.skills.find((s) => s.key === applies)?.name ?? applies });

  return (
    <RollPanelFrame
      controls={controls}
      parts={parts}
      impaired={impaired}
      beforeControls={
        <>
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
        </>
      }
      summary={t('w5.dice.summary', { total: t('w5.dice.diceCount', { count: pool }), normal: t('w5.dice.normalCount', { count: pool - rageDice }), rage: t('w5.dice.rageCount', { count: rageDice }) })}
      odds={odds ? t('w5.dice.odds', { success: percent(odds.success), critical: percent(odds.critical), brutal: percent(odds.brutal), clean: percent(odds.cleanSuccess) }) : undefined}
      rollCount={pool}
      onRoll={() => void roll()}
      roller={roller}
      problem={problem}
      busy={busy}
      result={
        result ? (
          <W5RollResultDialog
            result={result}
            onChange={setResult}
            onClose={() => setResult(undefined)}
            rerollAtTable={roller.table && messageId !== undefined ? (indices) => roller.reroll(messageId, indices) : undefined}
          />
        ) : null
      }
    />
  );
}
