import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaySession, SpendRequest } from '@vitae/core/play';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { onLive } from '../../../lib/live-events.ts';
import { decideSpend, fetchPendingSpends } from '../api/spends-api.ts';
import { playProblem } from '../lib/problem.ts';
import '../spends.css';

function RequestRow({ sessionId, request, onDecided }: { sessionId: string; request: SpendRequest; onDecided: () => void }) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  async function decide(approve: boolean) {
    setBusy(true);
    setFailure(undefined);
    const result = await decideSpend(sessionId, request.id, { approve, note: note.trim() });
    setBusy(false);
    if (!result.ok) return setFailure(playProblem(t, result));
    onDecided();
  }
  return (
    <li className="card spend-request" data-testid={`spend-request-${request.character.name}`}>
      <p>
        <strong>{request.character.name}</strong> ({request.owner.alias}): {t('play.spends.what', { label: request.label, cost: request.cost })}
      </p>
      <TextField label={t('play.spends.noteLabel')} value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} />
      <div className="button-row">
        <Button variant="primary" disabled={busy} onClick={() => void decide(true)} aria-label={t('play.spends.approveNamed', { name: request.character.name, label: request.label })}>
          {t('play.spends.approve')}
        </Button>
        <Button disabled={busy} onClick={() => void decide(false)} aria-label={t('play.spends.rejectNamed', { name: request.character.name, label: request.label })}>
          {t('play.spends.reject')}
        </Button>
      </div>
      {failure ? (
        <p role="alert" className="field__error">
          {failure}
        </p>
      ) : null}
    </li>
  );
}

/**
 * The storyteller's open spend requests on the table view: character, what, cost; "Zustimmen"
 * (the server applies it to the character as it is then) or "Ablehnen", each with an optional note.
 */
export function SpendRequests({ session }: { session: PlaySession }) {
  const { t } = useTranslation();
  const [requests, setRequests] = useState<readonly SpendRequest[]>([]);
  const load = useCallback(async () => {
    const result = await fetchPendingSpends(session.id);
    if (result.ok) setRequests(result.data.requests ?? []);
  }, [session.id]);
  const asks = session.spendsNeedApproval;
  useEffect(() => {
    // A table that does not ask has no requests to read (until one is told live).
    if (asks) void load();
    const stops = [
      onLive('play-spend', (event) => event.sessionId === session.id && void load()),
      onLive('connected', () => asks && void load()),
    ];
    return () => stops.forEach((stop) => stop());
  }, [asks, load, session.id]);
  if (requests.length === 0) return session.spendsNeedApproval ? <p className="play-hint">{t('play.spends.none')}</p> : null;
  return (
    <section className="spend-requests" aria-labelledby="spend-requests-title">
      <h3 id="spend-requests-title">{t('play.spends.title', { count: requests.length })}</h3>
      <ul className="spend-requests__list">
        {requests.map((request) => (
          <RequestRow key={request.id} sessionId={session.id} request={request} onDecided={() => void load()} />
        ))}
      </ul>
    </section>
  );
}
