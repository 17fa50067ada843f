import { sequenceRandomSource } from '@vitae/core/dice';
import { evaluateDice, rouseCheck, type DiceResult, type RouseResult } from '@vitae/core/v5';
import type { TablePoolResult } from '@vitae/core/play';
import type { TableRoller } from '../../../../../components/table-roll.tsx';

/** The server's dice read by the vampire's own rules, so the result dialog shows them like local ones. */
export function vampireDiceOf(result: TablePoolResult): DiceResult {
  return evaluateDice({ normal: result.normal, hunger: result.special, difficulty: result.difficulty });
}

/**
 * A rouse check at the table: the server rolls the one die (a check of one die against difficulty 1,
 * titled `label`) and the sheet reads the hunger change from that die.
 */
export async function rouseAtTable(roller: TableRoller, characterId: string, label: string, hunger: number): Promise<{ ok: true; rouse: RouseResult } | { ok: false; problem: string }> {
  const answer = await roller.roll({ characterId, label, pool: 1, specialDice: 0, difficulty: 1, check: { name: 'rouse', before: hunger } });
  if (!answer.ok) return answer;
  return { ok: true, rouse: rouseCheck({ hunger }, sequenceRandomSource(answer.result.normal)) };
}
