import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sequenceRandomSource } from '@vitae/core/dice';
import { remorseDice, remorseTest, rouseCheck, type RouseResult } from '@vitae/core/v5';
import { useTableRoller } from '../../../../../components/table-roll.tsx';
import { rouseAtTable } from './table-rolls.ts';
import { useVampire } from '../use-vampire.ts';
import { randomSource } from '../../../lib/random.ts';

/**
 * "Wallungs-Check" beside hunger: rolls one die and applies the hunger it costs. At a table the
 * server rolls the die (posted as "Wallungs-Check") and the sheet applies the hunger it read.
 */
export function RouseButton() {
  const { t } = useTranslation();
  const { entry, update, readOnly } = useVampire();
  const roller = useTableRoller(entry?.character.id);
  const [message, setMessage] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  if (!entry || readOnly) return null;
  const { id, hunger, bloodPotency } = entry.character;

  function show(result: RouseResult) {
    update((character) => ({ ...character, hunger: result.hunger }));
    setMessage(t(result.passed ? 'dice.rouse.passed' : result.torporOrFrenzy ? 'dice.rouse.atFive' : 'dice.rouse.failed', { die: result.dice.at(-1), hunger: result.hunger }));
  }

  async function rouse() {
    setProblem(undefined);
    if (!roller.table) return show(rouseCheck({ hunger, bloodPotency }, randomSource()));
    setBusy(true);
    const answer = await rouseAtTable(roller, id, t('dice.table.rouse'), hunger);
    setBusy(false);
    if (!answer.ok) return setProblem(answer.problem);
    show(answer.rouse);
  }

  return (
    <span className="blood-button">
      <button type="button" className="button button--ghost" disabled={busy} onClick={() => void rouse()}>
        {t('dice.rouse.button')}
      </button>
      {message ? <span role="status">{message}</span> : null}
      {problem ? (
        <span role="alert" className="field__error">
          {problem}
        </span>
      ) : null}
    </span>
  );
}

/**
 * "Reuewurf" beside humanity: one die per unmarked box; clears stains, may cost humanity. At a
 * table the server rolls the dice (posted as "Reuewurf") and the sheet reads the result from them.
 */
export function RemorseButton() {
  const { t } = useTranslation();
  const { entry, update, readOnly } = useVampire();
  const roller = useTableRoller(entry?.character.id);
  const [message, setMessage] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  if (!entry || readOnly || entry.character.stains === 0) return message ? <span role="status">{message}</span> : null;
  const { id, humanity, stains } = entry.character;

  async function remorse() {
    setProblem(undefined);
    let random = randomSource();
    if (roller.table) {
      setBusy(true);
      const answer = await roller.roll({ characterId: id, label: t('dice.remorse.button'), pool: remorseDice(humanity, stains), specialDice: 0, difficulty: 1, check: { name: 'remorse', before: humanity } });
      setBusy(false);
      if (!answer.ok) return setProblem(answer.problem);
      random = sequenceRandomSource(answer.result.normal);
    }
    const result = remorseTest({ humanity, stains }, random);
    update((character) => ({ ...character, humanity: result.humanity, stains: result.stains }));
    setMessage(t(result.passed ? 'dice.remorse.passed' : 'dice.remorse.failed', { dice: result.dice.join(', '), humanity: result.humanity }));
  }

  return (
    <span className="blood-button">
      <button type="button" className="button button--ghost" disabled={busy} onClick={() => void remorse()}>
        {t('dice.remorse.button')}
      </button>
      {message ? <span role="status">{message}</span> : null}
      {problem ? (
        <span role="alert" className="field__error">
          {problem}
        </span>
      ) : null}
    </span>
  );
}
