import { useCallback, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpendRequest } from '@vitae/core/play';
import { Button } from '../../../components/ui/button.tsx';
import { playProblem } from '../lib/problem.ts';
import { dismissSpend, isDismissed, spendGate, spendsOf, withdraw } from '../lib/spend-gate.ts';
import '../spends.css';

function PendingRow({ characterId, request }: { characterId: string; request: SpendRequest }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  async function takeBack() {
    setBusy(true);
    const result = await withdraw(characterId, request.id);
    setBusy(false);
    if (!result.ok) setFailure(playProblem(t, result));
  }
  return (
    <li className="card spend-note spend-note--pending" data-testid="spend-pending">
      <p>{t('play.spends.pending', { label: request.label, cost: request.cost })}</p>
      <Button variant="ghost" disabled={busy} onClick={() => void takeBack()} aria-label={t('play.spends.withdrawNamed', { label: request.label })}>
        {t('play.spends.withdraw')}
      </Button>
      {failure ? (
        <p role="alert" className="field__error">
          {failure}
        </p>
      ) : null}
    </li>
  );
}

function RejectedRow({ characterId, request }: { characterId: string; request: SpendRequest }) {
  const { t } = useTranslation();
  return (
    <li className="card spend-note spend-note--rejected" data-testid="spend-rejected">
      <p>
        {t('play.spends.rejected', { label: request.label, cost: request.cost, alias: request.decidedBy?.alias ?? '' })}
        {request.note ? <span className="spend-note__note"> {t('play.spends.note', { note: request.note })}</span> : null}
      </p>
      <Button variant="ghost" onClick={() => dismissSpend(characterId, request.id)}>
        {t('play.spends.dismiss')}
      </Button>
    </li>
  );
}

/**
 * On the owner's sheet, under its header: purchases waiting for the storyteller ("Wartet auf
 * Zustimmung: Geschick 2 → 3, 10 EXP", with "Zurückziehen"), and rejections with their note until
 * put away. Nothing at a table that does not ask, or away from a table.
 */
export function PendingSpends({ characterId }: { characterId: string }) {
  const { t } = useTranslation();
  const subscribe = useCallback((onChange: () => void) => spendGate.watch(characterId, onChange), [characterId]);
  const requests = useSyncExternalStore(subscribe, () => spendsOf(characterId));
  const shown = requests.filter((request) => request.state === 'pending' || (request.state === 'rejected' && !isDismissed(request.id)));
  if (shown.length === 0) return null;
  return (
    <section className="spend-notes" aria-label={t('play.spends.sheetTitle')}>
      <ul className="spend-notes__list">
        {shown.map((request) =>
          request.state === 'pending' ? <PendingRow key={request.id} characterId={characterId} request={request} /> : <RejectedRow key={request.id} characterId={characterId} request={request} />,
        )}
      </ul>
    </section>
  );
}
