import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canSendToTabletop, tabletopRoll, type Character } from '@vitae/core';
import { maxRelayDice } from '@vitae/core/api';
import { Alert } from '../../../../components/ui/alert.tsx';
import { useFlash, useTabletopSend } from './send-roll.ts';

/**
 * "In FoundryVTT würfeln" under the dice pool calculator's result (docs/behaviour-notes.md §11.1):
 * only when the character has a tabletop id; the pool's total with the line's special dice, against
 * the calculator's difficulty (`undefined`: none; `null`: typed wrong, so nothing is sent).
 */
export function TabletopPoolRoll({ character, total, title, difficulty }: { character: Character; total: number | undefined; title: string; difficulty: number | undefined | null }) {
  const { t } = useTranslation();
  const { send, sending } = useTabletopSend();
  const [failure, setFailure] = useState<string>();
  const [flash, setFlash] = useFlash();
  if (!canSendToTabletop(character)) return null;
  const accessKey = character.tabletop.id.trim();

  async function roll() {
    if (total === undefined || total < 1 || difficulty === null) return;
    const body = tabletopRoll(character, { title, dice: Math.min(total, maxRelayDice), difficulty });
    if (!body) return;
    const outcome = await send(accessKey, body);
    if (outcome.ok) {
      setFailure(undefined);
      setFlash(t(outcome.heard === false ? 'tabletop.sentUnheard' : 'tabletop.sent', { title }));
    } else setFailure(outcome.message);
  }

  return (
    <div className="stack tabletop-pool" data-testid="tabletop-pool">
      <button type="button" className="button button--primary" disabled={sending || total === undefined || total < 1 || difficulty === null} onClick={() => void roll()}>
        {t('tabletop.poolSend')}
      </button>
      {failure ? <Alert>{failure}</Alert> : null}
      {flash && !failure ? <Alert tone="success">{flash}</Alert> : null}
    </div>
  );
}
