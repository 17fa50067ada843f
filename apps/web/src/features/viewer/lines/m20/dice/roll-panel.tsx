import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  abilityRating,
  defaultDifficulty,
  effectiveDifficulty,
  m20Odds,
  m20RollFromTable,
  mageAbilityCategories,
  rollM20,
  spendWillpower,
  spentWillpower,
  tableDifficulty,
  woundState,
  type M20RollResult,
} from '@vitae/core/m20';
import { useTableRoller, type TableRollSpec } from '../../../../../components/table-roll.tsx';
import { Modal } from '../../../../../components/ui/dialog.tsx';
import { randomSource } from '../../../lib/random.ts';
import { usePoolParts, withCurrentValues } from '../../../lib/roll-selection.ts';
import { BonusField, partsLabel } from '../../../components/dice/roll-controls.tsx';
import { RollPanelShell } from '../../../components/dice/roll-panel-shell.tsx';
import { useMage, type StoredMage } from '../use-mage.ts';
import { M20DiceFaces } from './faces.tsx';
import { OutcomeText, percent } from './outcome.tsx';

/**
 * The roll builder: traits clicked on the sheet, bonus or penalty, the wound penalty, difficulty
 * (6 unless said otherwise), specialty and a Willpower success, the exact odds, then the roll.
 */
export function RollPanel() {
  const { t } = useTranslation();
  const { entry, update, readOnly } = useMage();
  const parts = useCurrentParts(entry?.character);
  const [bonus, setBonus] = useState(0);
  const [difficultyText, setDifficultyText] = useState(String(defaultDifficulty));
  const [specialty, setSpecialty] = useState(false);
  const [willpower, setWillpower] = useState(false);
  const [wounds, setWounds] = useState(true);
  const [result, setResult] = useState<M20RollResult>();
  // At a table the server rolls (M20's rules, the specialty and the Willpower success with it); the sheet spends the point.
  const roller = useTableRoller(entry?.character.id);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const wound = woundState(entry?.character.healthDamage ?? []);
  const penalty = wounds && wound.penalty !== null ? wound.penalty : 0;
  const pool = Math.max(0, parts.reduce((sum, part) => sum + part.value, 0) + bonus + penalty);
  const raw = Math.max(-100, Math.min(100, Math.trunc(Number(difficultyText)) || defaultDifficulty));
  const { difficulty, required } = effectiveDifficulty(raw);
  const willpowerLeft = entry ? entry.character.willpower - spentWillpower(entry.character) : 0;
  const useWillpower = willpower && willpowerLeft > 0 && !readOnly;
  const odds = useMemo(() => m20Odds(pool, { difficulty, required, specialty, willpower: useWillpower }), [pool, difficulty, required, specialty, useWillpower]);
  if (parts.length === 0 || !entry) return null;
  const incapacitated = wounds && wound.penalty === null;

  const rules = { difficulty, required, specialty, willpower: useWillpower };
  const table: TableRollSpec = { characterId: entry.character.id, label: partsLabel(parts), pool, specialDice: 0, difficulty: tableDifficulty(rules), specialty, willpower: useWillpower };

  async function roll() {
    setProblem(undefined);
    if (roller.table) {
      setBusy(true);
      const answer = await roller.roll(table);
      setBusy(false);
      if (!answer.ok) return setProblem(answer.problem);
      setResult(m20RollFromTable(answer.result, rules));
    } else {
      setResult(rollM20(pool, rules, randomSource()));
    }
    if (useWillpower) update((character) => spendWillpower(character) ?? character);
    setWillpower(false);
  }

  return (
    <RollPanelShell
      parts={parts}
      poolText={
        <>
          {parts.map((part) => `${part.label} (${part.value})`).join(' + ')}
          {bonus !== 0 ? ` ${bonus > 0 ? '+' : '−'} ${Math.abs(bonus)}` : ''}
          {penalty !== 0 ? ` − ${Math.abs(penalty)} (${t('m20.dice.woundShort')})` : ''}
        </>
      }
      summary={t('m20.dice.summary', { count: pool, difficulty })}
      rollCount={pool}
      // No dice roll only with the Willpower success (at a table too: the server takes it as the one success).
      rollDisabled={(pool === 0 && !useWillpower) || incapacitated}
      onRoll={() => void roll()}
      roller={roller}
      problem={problem}
      busy={busy}
      result={
        result ? (
          <Modal open title={t('dice.resultTitle')} onClose={() => setResult(undefined)}>
            <div className="stack">
              <OutcomeText result={result} />
              <M20DiceFaces faces={result.faces} difficulty={result.difficulty} />
            </div>
          </Modal>
        ) : null
      }
    >
      <div className="roll-panel__controls">
        <BonusField bonus={bonus} onChange={setBonus} />
        <label className="field">
          <span>{t('dice.difficulty')}</span>
          <input type="number" min={2} max={13} value={difficultyText} onChange={(e) => setDifficultyText(e.target.value)} aria-describedby={required > 1 ? 'roll-required' : undefined} />
        </label>
        <label className="checkbox">
          <input type="checkbox" checked={specialty} onChange={(e) => setSpecialty(e.target.checked)} />
          {t('m20.dice.specialty')}
        </label>
        <label className="checkbox">
          <input type="checkbox" checked={useWillpower} disabled={willpowerLeft === 0 || readOnly} onChange={(e) => setWillpower(e.target.checked)} />
          {t('m20.dice.willpower', { left: willpowerLeft })}
        </label>
        <label className="checkbox">
          <input type="checkbox" checked={wounds} onChange={(e) => setWounds(e.target.checked)} />
          {t('m20.dice.wounds', { penalty: Math.abs(wound.penalty ?? 0) })}
        </label>
      </div>
      {required > 1 ? (
        <p id="roll-required" className="lexicon__meta">
          {t('m20.dice.required', { required })}
        </p>
      ) : null}
      {incapacitated ? <p className="alert alert--info">{t('m20.dice.incapacitated')}</p> : null}
      <p className="roll-panel__odds" data-testid="roll-odds">
        {t('m20.dice.odds', { success: percent(odds.success), failure: percent(odds.failure), botch: percent(odds.botch) })}
      </p>
    </RollPanelShell>
  );
}

/** The picked traits with the mage's current ratings (attributes by key, abilities in any category). */
function useCurrentParts(character: StoredMage | undefined) {
  const picked = usePoolParts();
  if (!character) return picked;
  return withCurrentValues(picked, (id) => {
    const [kind, key = ''] = id.split(':');
    if (kind === 'attributes' && key in character.attributes) return character.attributes[key as keyof typeof character.attributes];
    if (kind === 'abilities') return Math.max(0, ...mageAbilityCategories.map((category) => abilityRating(character, category, key)));
    return undefined;
  });
}
