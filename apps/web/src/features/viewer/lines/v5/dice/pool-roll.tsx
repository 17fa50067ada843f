import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rollPool, type DiceResult } from '@vitae/core/v5';
import { useTableRoller } from '../../../../../components/table-roll.tsx';
import { TableRollNote, TableRollProblem } from '../../../../../components/table-roll-note.tsx';
import { randomSource } from '../../../lib/random.ts';
import { vampireDiceOf } from './table-rolls.ts';

/** A calculator's roll: its dice, and the table's message when the table rolled it (for the re-roll). */
export interface PoolRolled {
  result: DiceResult;
  messageId?: number | undefined;
}

/**
 * "n Würfel werfen" under the dice pool calculator: at a table the server rolls the pool and posts
 * it (titled `title`), else it rolls here; either way without a FoundryVTT id. `difficulty`: the
 * calculator's (`undefined`: none; `null`: typed wrong, so nothing rolls).
 */
export function PoolRoll({
  characterId,
  pool,
  hunger,
  title,
  difficulty,
  onRolled,
}: {
  characterId: string;
  pool: number | undefined;
  hunger: number;
  title: string;
  difficulty: number | undefined | null;
  onRolled: (rolled: PoolRolled) => void;
}) {
  const { t } = useTranslation();
  const roller = useTableRoller(characterId);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const size = pool ?? 0;
  const target = difficulty ?? null;
  const hungerDice = Math.min(hunger, size);

  async function roll() {
    setProblem(undefined);
    if (!roller.table) return onRolled({ result: rollPool({ pool: size, hunger: hungerDice, difficulty: target }, randomSource()) });
    setBusy(true);
    const answer = await roller.roll({ characterId, label: title, pool: size, specialDice: hungerDice, difficulty: target });
    setBusy(false);
    if (!answer.ok) return setProblem(answer.problem);
    onRolled({ result: vampireDiceOf(answer.result), messageId: answer.messageId });
  }

  return (
    <div className="stack" data-testid="pool-roll">
      <TableRollNote roller={roller} />
      <button type="button" className="button button--primary" disabled={busy || size < 1 || difficulty === null} onClick={() => void roll()}>
        {t('dice.roll', { count: size })}
      </button>
      <TableRollProblem problem={problem} />
    </div>
  );
}
