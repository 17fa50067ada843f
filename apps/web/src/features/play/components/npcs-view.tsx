import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Npc, NpcBody, PlaySession, RevealedNpc } from '@vitae/core/play';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { createNpc, deleteNpc, fetchNpcs, replaceNpc } from '../api/play-api.ts';
import type { PlaySessionState } from '../hooks/use-play-session.ts';
import { playProblem } from '../lib/problem.ts';
import { NpcForm } from './npc-form.tsx';

/** One quick character on the storyteller's side: its pools rolled with a tap (secret unless unticked), reveal, delete. */
function NpcCard({ npc, play, onChange, onDelete }: { npc: Npc; play: PlaySessionState; onChange: (npc: Npc) => void; onDelete: () => void }) {
  const { t } = useTranslation();
  const [secret, setSecret] = useState(true);
  const [difficulty, setDifficulty] = useState('');
  const [told, setTold] = useState<{ ok: boolean; text: string }>();
  const target = difficulty.trim() === '' ? null : Math.trunc(Number(difficulty));
  const badDifficulty = target !== null && !(Number.isInteger(target) && target >= 0 && target <= 50);

  async function roll(index: number) {
    const pool = npc.pools[index];
    if (!pool || badDifficulty) return;
    const answer = await play.roll({ characterId: null, label: `${npc.name}: ${pool.label}`, secret, requestId: null, roll: { kind: 'check', pool: pool.dice, difficulty: target, special: Math.min(npc.special, pool.dice), line: npc.line } });
    if (!answer) return setTold({ ok: false, text: t('play.offline') });
    setTold(answer.ok ? { ok: true, text: t(secret ? 'play.npcs.rolledSecret' : 'play.npcs.rolled', { label: pool.label }) } : { ok: false, text: playProblem(t, answer) });
  }

  async function reveal() {
    const { id: _id, ...block } = npc;
    const result = await replaceNpc(play.session!.id, npc.id, { ...block, revealed: !npc.revealed });
    if (result.ok) onChange(result.data.npc);
    else setTold({ ok: false, text: playProblem(t, result) });
  }

  return (
    <li className="card play-npc" data-testid="play-npc">
      <h3 className="play-night__title">
        {npc.name}
        <span className="badge">{t(`play.npcs.tiers.${npc.tier}`)}</span>
        {npc.revealed ? <span className="badge">{t('play.npcs.revealed')}</span> : null}
      </h3>
      <p className="play-hint">
        {t('play.npcs.facts', { line: t(`characters.gameLines.${npc.line}`), health: npc.health, willpower: npc.willpower })}
      </p>
      {npc.notes ? <p className="play-night__notes">{npc.notes}</p> : null}
      <div className="play-nights__row">
        <TextField label={t('play.npcs.difficulty')} type="number" inputMode="numeric" min={0} max={50} value={difficulty} placeholder={t('play.request.none')} onChange={(event) => setDifficulty(event.target.value)} error={badDifficulty ? t('play.request.problem.difficulty') : undefined} />
        <label className="checkbox">
          <input type="checkbox" checked={secret} onChange={(event) => setSecret(event.target.checked)} />
          {t('play.npcs.secret')}
        </label>
      </div>
      <div className="button-row">
        {npc.pools.map((pool, index) => (
          <Button key={`${pool.label}-${index}`} onClick={() => void roll(index)} aria-label={t('play.npcs.rollNamed', { name: npc.name, label: pool.label, count: pool.dice })}>
            {t('play.npcs.roll', { label: pool.label, count: pool.dice })}
          </Button>
        ))}
      </div>
      <div className="button-row">
        <Button variant="ghost" onClick={() => void reveal()}>
          {npc.revealed ? t('play.npcs.hide') : t('play.npcs.reveal')}
        </Button>
        <Button variant="ghost" onClick={onDelete} aria-label={t('play.npcs.deleteNamed', { name: npc.name })}>
          {t('play.npcs.delete')}
        </Button>
      </div>
      {told ? (
        <p role={told.ok ? 'status' : 'alert'} className={told.ok ? 'play-hint' : 'field__error'}>
          {told.text}
        </p>
      ) : null}
    </li>
  );
}

/**
 * Quick characters (issue #48): the storyteller makes stat blocks in seconds and rolls them from
 * here, secret by default; players see only the revealed ones, by name and notes.
 */
export function NpcsView({ play, host }: { play: PlaySessionState; host: boolean }) {
  const { t } = useTranslation();
  const session = play.session as PlaySession;
  const [npcs, setNpcs] = useState<Npc[]>();
  const [revealed, setRevealed] = useState<RevealedNpc[]>();
  const [failure, setFailure] = useState<string>();
  // Every session broadcast (one follows each reveal) reads the list again, so players see it at once.
  useEffect(() => {
    let live = true;
    void fetchNpcs(session.id).then((result) => {
      if (!live) return;
      if (!result.ok) return setFailure(playProblem(t, result));
      setNpcs(result.data.npcs);
      setRevealed(result.data.revealed);
    });
    return () => {
      live = false;
    };
  }, [session, t]);

  async function create(body: NpcBody): Promise<string | undefined> {
    const result = await createNpc(session.id, body);
    if (!result.ok) return playProblem(t, result);
    setNpcs((current) => [...(current ?? []), result.data.npc]);
    return undefined;
  }

  async function remove(npc: Npc) {
    const result = await deleteNpc(session.id, npc.id);
    if (!result.ok) return setFailure(playProblem(t, result));
    setNpcs((current) => (current ?? []).filter((other) => other.id !== npc.id));
  }

  return (
    <section className="stack play-npcs" aria-labelledby="play-npcs-title">
      <h2 id="play-npcs-title">{t('play.npcs.title')}</h2>
      <p className="play-hint">{host ? t('play.npcs.explainHost') : t('play.npcs.explainPlayer')}</p>
      {failure ? (
        <p role="alert" className="field__error">
          {failure}
        </p>
      ) : null}
      {!npcs && !failure ? <Spinner label={t('play.npcs.loading')} /> : null}
      {host ? (
        <>
          <ul className="play-nights__list">
            {npcs?.map((npc) => <NpcCard key={npc.id} npc={npc} play={play} onChange={(changed) => setNpcs((current) => (current ?? []).map((other) => (other.id === changed.id ? changed : other)))} onDelete={() => void remove(npc)} />)}
          </ul>
          <NpcForm onCreate={create} />
        </>
      ) : (
        <ul className="play-nights__list">
          {revealed?.length === 0 ? <li className="play-hint">{t('play.npcs.noneRevealed')}</li> : null}
          {revealed?.map((npc) => (
            <li key={npc.id} className="card play-npc" data-testid="play-npc">
              <h3 className="play-night__title">{npc.name}</h3>
              {npc.notes ? <p className="play-night__notes">{npc.notes}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
