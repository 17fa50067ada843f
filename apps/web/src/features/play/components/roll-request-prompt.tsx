import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredCharacter } from '@vitae/core/api';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { onLive } from '../../../lib/live-events.ts';
import { requestRealtime } from '../../../lib/realtime.ts';
import { dismissRequest, loadOpenRequests, useRollRequests, type PendingRequest } from '../lib/roll-requests.ts';
import { RollDice } from './roll-dice.tsx';
import '../play.css';
import { playProblem } from '../lib/problem.ts';
import { poolOfTraits, type RollTraitsOf } from '../lib/roll-traits.ts';

/** What the prompt reads a request's traits from: the sheet's character as it is now, through its line. */
interface TraitReader {
  character: StoredCharacter;
  rollTraitsOf: RollTraitsOf;
}

function Prompt({ request, characterId, reader }: { request: PendingRequest; characterId: string; reader: TraitReader | undefined }) {
  const { t } = useTranslation();
  const body = request.message.body.kind === 'rollRequest' ? request.message.body : undefined;
  // What the player typed; until then the pool is the traits' current ratings (or the storyteller's number).
  const [typed, setTyped] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [rolled, setRolled] = useState<Parameters<typeof RollDice>[0]['result']>();
  if (!body) return null;
  const fromTraits = body.traits.length > 0 && reader ? poolOfTraits(reader.rollTraitsOf(reader.character), body.traits) : undefined;
  const pool = typed ?? (fromTraits ? String(fromTraits.pool) : body.pool === null ? '' : String(body.pool));
  const poolHint = fromTraits?.parts.map((part) => t('play.request.traitValue', { label: part.label, value: part.value })).join(' + ');
  const dice = Number(pool);
  const from = request.message.sender?.alias ?? '';

  async function roll() {
    if (!Number.isInteger(dice) || dice < 1 || dice > 50) return setProblem(t('play.request.problem.pool'));
    setBusy(true);
    const answer = await requestRealtime('play_roll', {
      sessionId: request.sessionId,
      characterId,
      label: body!.label,
      secret: body!.secret,
      requestId: request.message.id,
      roll: { kind: 'check', pool: dice, difficulty: body!.difficulty, special: body!.special ? 'character' : 0 },
    });
    setBusy(false);
    if (!answer) return setProblem(t('play.offline'));
    if (!answer.ok) return setProblem(playProblem(t, answer));
    setProblem(undefined);
    const result = answer.message.body.kind === 'roll' && answer.message.body.result.kind === 'check' ? answer.message.body.result : undefined;
    if (result) setRolled(result);
    else dismissRequest(request.message.id);
  }

  return (
    <section className="card play-prompt" role="region" aria-label={t('play.request.prompt', { name: request.sessionName })} data-testid="roll-request">
      <p className="play-prompt__title">
        <strong>{t('play.request.asks', { alias: from, session: request.sessionName })}</strong>
      </p>
      <p className="play-prompt__label">
        {body.label}
        {body.difficulty !== null ? ` · ${t('play.roll.difficulty', { value: body.difficulty })}` : ''}
        {body.secret ? ` · ${t('play.roll.secret')}` : ''}
      </p>
      {rolled ? (
        <>
          <RollDice result={rolled} />
          <div className="button-row">
            <Button onClick={() => dismissRequest(request.message.id)}>{t('play.request.done')}</Button>
          </div>
        </>
      ) : (
        <div className="play-prompt__row">
          <TextField label={t('play.request.pool')} type="number" inputMode="numeric" min={1} max={50} value={pool} hint={poolHint} onChange={(event) => setTyped(event.target.value)} error={problem} />
          <div className="button-row">
            <Button variant="primary" disabled={busy} onClick={() => void roll()}>
              {t('play.request.roll')}
            </Button>
            <Button variant="ghost" onClick={() => dismissRequest(request.message.id)}>
              {t('play.request.later')}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}

/**
 * The storyteller's roll requests for the open character, on its sheet: "Würfeln" rolls through the
 * server, a request by traits with the pool their current ratings make (`rollTraitsOf` reads them).
 */
export function RollRequestPrompt({ characterId, character, rollTraitsOf }: { characterId: string; character?: StoredCharacter; rollTraitsOf?: RollTraitsOf }) {
  const requests = useRollRequests(characterId);
  useEffect(() => {
    void loadOpenRequests(characterId);
    // A request made while this tab's socket was (re)connecting never arrived live: ask again once it is up.
    return onLive('connected', () => void loadOpenRequests(characterId));
  }, [characterId]);
  if (requests.length === 0) return null;
  const reader = character && rollTraitsOf ? { character, rollTraitsOf } : undefined;
  return (
    // Reading the traits may wait for the line's content (already here on its own sheet, as a rule).
    <Suspense fallback={null}>
      <div className="play-prompts">
        {requests.map((request) => (
          <Prompt key={request.message.id} request={request} characterId={characterId} reader={reader} />
        ))}
      </div>
    </Suspense>
  );
}
