import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endFrenzy, enterFrenzy, gainRage, hasLostTheWolf, maxRage, rageAfterTableCheck, rageCheckAtTable, rageChecks, setRage } from '@vitae/core/w5';
import { useTableRoller } from '../../../../components/table-roll.tsx';
import { TableRollNote, TableRollProblem } from '../../../../components/table-roll-note.tsx';
import { ValueTrack } from '../../components/trackers.tsx';
import { randomSource } from '../../lib/random.ts';
import { useWerewolf } from './use-werewolf.ts';

/** Rage 0–5 with a Rage Check, gaining Rage (past 5 it hurts Willpower), the lost wolf at 0, and frenzy. */
export function RageCard() {
  const { t } = useTranslation();
  const { entry, update, readOnly } = useWerewolf();
  const [message, setMessage] = useState<string>();
  // At a table the server rolls the check's die and posts it; the sheet reads Rage from that die.
  const roller = useTableRoller(entry?.character.id);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  if (!entry) return null;
  const character = entry.character;

  async function check() {
    setProblem(undefined);
    if (!roller.table) {
      const result = rageChecks(character.rage, 1, randomSource());
      update((current) => setRage(current, result.rage));
      return setMessage(t(result.rage < result.rageBefore ? 'w5.rage.checkFailed' : 'w5.rage.checkPassed', { die: result.dice[0], rage: result.rage }));
    }
    setBusy(true);
    const answer = await roller.roll({ characterId: character.id, label: t('w5.rage.check'), ...rageCheckAtTable, check: { name: 'rage', before: character.rage } });
    setBusy(false);
    if (!answer.ok) return setProblem(answer.problem);
    const rage = rageAfterTableCheck(character.rage, answer.result);
    update((current) => setRage(current, rageAfterTableCheck(current.rage, answer.result)));
    setMessage(t(rage < character.rage ? 'w5.rage.checkFailed' : 'w5.rage.checkPassed', { die: answer.result.normal[0], rage }));
  }

  function gain() {
    const result = gainRage(character, 1);
    update((current) => gainRage(current, 1).character);
    setMessage(result.overflow > 0 ? t('w5.rage.overflow', { count: result.overflow }) : t('w5.rage.gained', { rage: result.character.rage }));
  }

  return (
    <section id="sheet-rage" tabIndex={-1} className="card stack" aria-label={t('w5.rage.title')}>
      <ValueTrack label={t('w5.rage.label')} value={character.rage} max={maxRage} readOnly={readOnly} onChange={(rage) => update((current) => setRage(current, rage))} />
      {hasLostTheWolf(character) ? (
        <p className="alert alert--info" role="status">
          {t('w5.rage.lostTheWolf')}
        </p>
      ) : null}
      {character.frenzy ? (
        <p className="alert alert--info" role="status">
          {t('w5.rage.inFrenzy')}
        </p>
      ) : null}
      {readOnly ? null : (
        <div className="button-row">
          <button type="button" className="button button--ghost" disabled={character.rage === 0 || busy} onClick={() => void check()}>
            {t('w5.rage.check')}
          </button>
          <button type="button" className="button button--ghost" onClick={gain}>
            {t('w5.rage.gain')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => update((current) => (current.frenzy ? endFrenzy(current) : enterFrenzy(current)))}>
            {character.frenzy ? t('w5.rage.endFrenzy') : t('w5.rage.frenzy')}
          </button>
        </div>
      )}
      {readOnly ? null : <TableRollNote roller={roller} />}
      <TableRollProblem problem={problem} />
      {message ? (
        <p role="status" data-testid="rage-message">
          {message}
        </p>
      ) : null}
    </section>
  );
}
