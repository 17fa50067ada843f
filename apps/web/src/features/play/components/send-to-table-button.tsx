import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaySession } from '@vitae/core/play';
import type { TableRollSpec } from '../../../components/table-roll.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { requestRealtime } from '../../../lib/realtime.ts';
import { tableOf } from '../lib/my-tables.ts';
import { playProblem } from '../lib/problem.ts';

/** Hands a roll dialog's pool to the table the character sits at; nothing shows while it sits at none. */
export function SendToTableButton({ roll }: { roll: TableRollSpec }) {
  const { t } = useTranslation();
  const [table, setTable] = useState<PlaySession>();
  const [status, setStatus] = useState<{ ok: boolean; text: string }>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    void tableOf(roll.characterId).then((found) => live && setTable(found));
    return () => {
      live = false;
    };
  }, [roll.characterId]);
  if (!table) return null;
  const session = table;

  async function send() {
    setBusy(true);
    const answer = await requestRealtime('play_roll', {
      sessionId: session.id,
      characterId: roll.characterId,
      label: roll.label || null,
      roll: { kind: 'check', pool: roll.pool, difficulty: roll.difficulty, special: roll.specialDice, specialty: roll.specialty ?? false },
    });
    setBusy(false);
    if (!answer) return setStatus({ ok: false, text: t('play.offline') });
    if (!answer.ok) return setStatus({ ok: false, text: playProblem(t, answer) });
    const body = answer.message.body;
    const outcome = body.kind === 'roll' && body.result.kind === 'check' ? t(`play.roll.outcome.${body.result.outcome}`) : '';
    setStatus({ ok: true, text: t('play.send.sent', { name: session.name, outcome }) });
  }

  return (
    <>
      <Button onClick={() => void send()} disabled={busy || roll.pool < 1} aria-describedby={status ? 'send-to-table-status' : undefined}>
        {t('play.send.button')}
      </Button>
      {status ? (
        <span id="send-to-table-status" role={status.ok ? 'status' : 'alert'} className={status.ok ? 'play-hint' : 'field__error'}>
          {status.text}
        </span>
      ) : null}
    </>
  );
}
