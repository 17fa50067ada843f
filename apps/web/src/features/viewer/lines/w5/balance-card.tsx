import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert.tsx';
import { damageCounts } from '@vitae/core/fifth-edition';
import { balanceDifficulty, balancePool, balanceTest, balanceTrackBoxes, balanceTracks, markVoluntarily, startSession, type BalanceTrack } from '@vitae/core/w5';
import { sequenceRandomSource } from '@vitae/core/dice';
import { useTableRoller } from '../../../../components/table-roll.tsx';
import { TableRollProblem } from '../../../../components/table-roll-note.tsx';
import { ValueTrack } from '../../components/trackers.tsx';
import { randomSource } from '../../lib/random.ts';
import { useWerewolf } from './use-werewolf.ts';

/** Harano and Hauglosk: the trackers, their tests (a failure marks a box) and the voluntary box once per session. */
export function BalanceCard() {
  const { t } = useTranslation();
  const { entry, update, readOnly } = useWerewolf();
  const [difficulty, setDifficulty] = useState(balanceDifficulty);
  const [message, setMessage] = useState<string>();
  // At a table the test's dice are the server's, read by the same rule.
  const roller = useTableRoller(entry?.character.id);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  if (!entry) return null;
  const character = entry.character;
  const pool = balancePool(character);

  async function test(track: BalanceTrack) {
    setProblem(undefined);
    let random = randomSource();
    if (roller.table) {
      setBusy(true);
      // The test is its track's check: the card says what it did to the track ("Harano steigt auf 2").
      const answer = await roller.roll({ characterId: character.id, label: t('w5.balance.test', { track: t(`w5.balance.${track}`) }), pool, specialDice: 0, difficulty, check: { name: track, before: character[track] } });
      setBusy(false);
      if (!answer.ok) return setProblem(answer.problem);
      random = sequenceRandomSource(answer.result.normal);
    }
    const result = balanceTest(character, track, random, difficulty);
    update((current) => (result.passed ? current : { ...current, [track]: result.character[track] }));
    setMessage(t(result.passed ? 'w5.balance.passed' : 'w5.balance.failed', { track: t(`w5.balance.${track}`), dice: result.dice.join(', '), count: result.successes }));
  }

  function voluntary(track: BalanceTrack) {
    const result = markVoluntarily(character, track);
    if (!result.ok) return setMessage(t(`w5.balance.problems.${result.problem}`));
    update((current) => {
      const next = markVoluntarily(current, track);
      return next.ok ? next.character : current;
    });
    setMessage(t('w5.balance.marked', { track: t(`w5.balance.${track}`) }));
  }

  function newSession() {
    const superficial = (track: typeof character.willpowerDamage) => damageCounts(track, track.length).superficial;
    const healed = superficial(character.willpowerDamage) - superficial(startSession(character).willpowerDamage);
    update((current) => startSession(current));
    setMessage(t('w5.balance.sessionStarted', { count: healed }));
  }

  return (
    <section id="sheet-balance" tabIndex={-1} className="card stack" aria-label={t('w5.balance.title')}>
      <h3>{t('w5.balance.title')}</h3>
      {balanceTracks.map((track) => (
        <div key={track} className="stack">
          <ValueTrack label={t(`w5.balance.${track}`)} value={character[track]} max={balanceTrackBoxes} readOnly={readOnly} onChange={(value) => update((current) => ({ ...current, [track]: value }))} />
          {character[track] >= balanceTrackBoxes ? <Alert>{t(`w5.balance.full.${track}`)}</Alert> : null}
          {readOnly ? null : (
            <div className="button-row">
              <button type="button" className="button button--ghost" disabled={busy} onClick={() => void test(track)}>
                {t('w5.balance.test', { track: t(`w5.balance.${track}`) })}
              </button>
              <button type="button" className="button button--ghost" disabled={character.sessionMarks[track] || character[track] >= balanceTrackBoxes} onClick={() => voluntary(track)}>
                {t('w5.balance.voluntary', { track: t(`w5.balance.${track}`) })}
              </button>
            </div>
          )}
        </div>
      ))}
      {readOnly ? null : (
        <div className="roll-panel__controls">
          <p className="lexicon__meta">{t('w5.balance.pool', { pool })}</p>
          <label className="field">
            <span>{t('dice.difficulty')}</span>
            <input type="number" min={0} max={20} value={difficulty} onChange={(e) => setDifficulty(Math.max(0, Math.min(20, Number(e.target.value) || 0)))} />
          </label>
          <button type="button" className="button button--ghost" onClick={newSession}>
            {t('w5.balance.newSession')}
          </button>
        </div>
      )}
      <TableRollProblem problem={problem} />
      {message ? (
        <p role="status" data-testid="balance-message">
          {message}
        </p>
      ) : null}
    </section>
  );
}
