import i18next from 'i18next';
import type { MessageAck, RollPayload, TableCheck } from '@vitae/core/play';
import type { TableRef, TableRollAnswer, TableRollService, TableRollSpec } from '../../../components/table-roll.tsx';
import { characterManager } from '../../../lib/characters/characters.ts';
import { requestRealtime } from '../../../lib/realtime.ts';
import { tableOf } from './my-tables.ts';
import { playProblem } from './problem.ts';

/** The server's answer as the sheet needs it: the check's dice, or the refusal in the app's language. */
function answerOf(answer: MessageAck | undefined): TableRollAnswer {
  if (!answer) return { ok: false, problem: i18next.t('play.offline') };
  if (!answer.ok) return { ok: false, problem: playProblem(i18next.t, answer) };
  const body = answer.message.body;
  if (body.kind !== 'roll' || body.result.kind !== 'check') return { ok: false, problem: i18next.t('errors.unexpected') };
  return { ok: true, result: body.result, messageId: answer.message.id };
}

async function send(payload: RollPayload): Promise<TableRollAnswer> {
  return answerOf(await requestRealtime('play_roll', payload));
}

/**
 * VitaePlay's side of the sheets' table rolls (see `useTableRoller`): the server rolls every pool
 * and posts it to the session the character sits at; the sheet shows the answer's dice.
 */
export const playTableRolls: TableRollService = {
  async tableOf(characterId) {
    const session = await tableOf(characterId);
    return session ? { id: session.id, name: session.name } : undefined;
  },
  async roll(table: TableRef, spec: TableRollSpec, secret: boolean) {
    // The server names a check's tracker from the stored character: the sheet's last edits go first
    // (a second rouse check within the save's second would otherwise read the hunger before the first).
    if (spec.check) await characterManager.save(spec.characterId);
    return send({
      sessionId: table.id,
      characterId: spec.characterId,
      label: spec.label || null,
      secret,
      roll: { kind: 'check', pool: spec.pool, difficulty: spec.difficulty, special: spec.specialDice, specialty: spec.specialty ?? false, willpower: spec.willpower ?? false },
      ...(spec.check ? { check: spec.check as TableCheck } : {}),
    });
  },
  reroll(table, messageId, normalIndices) {
    return send({ sessionId: table.id, reroll: { messageId, dice: [...normalIndices] } });
  },
};
