import { useTranslation } from 'react-i18next';
import { rulesOfLine } from '@vitae/core';
import type { TableCheck, TablePoolResult } from '@vitae/core/play';
import { checkWords } from '../lib/check-words.ts';

/**
 * A roll the server made, as everyone at the table sees it: the normal dice, the line's special
 * dice drawn apart (hunger red, rage and desperation in their own colours), successes, the outcome.
 */
export function RollDice({ result, check }: { result: TablePoolResult; check?: TableCheck | undefined }) {
  const { t } = useTranslation();
  // A line's table check (a rouse check) says what it did to its tracker, not "Schwierigkeit 1".
  const checked = checkWords(t, check, result);
  const special = result.specialName;
  // The faces that mark a special die as dangerous are the line's (its dice rule's `triggerFaces`).
  const triggerFaces = rulesOfLine(result.line).dice.special?.triggerFaces ?? [];
  const face = (value: number) => `dice__die${value >= 6 ? ' dice__die--success' : ''}${value === 10 ? ' dice__die--ten' : ''}`;
  return (
    <div className="play-roll">
      <div className="dice" role="group" aria-label={t('play.roll.dice')}>
        {result.normal.map((value, index) => (
          <span key={`n${index}`} className={face(value)} role="img" aria-label={t('play.roll.normalDie', { value })}>
            {value}
          </span>
        ))}
        {special
          ? result.special.map((value, index) => (
              <span
                key={`s${index}`}
                className={`${face(value)} dice__die--hunger play-roll__die--${special}${triggerFaces.includes(value) ? ' dice__die--skull' : ''}`}
                role="img"
                aria-label={t(`play.roll.specialDie.${special}`, { value })}
              >
                {value}
              </span>
            ))
          : null}
        {result.normal.length === 0 && result.special.length === 0 ? <span className="play-roll__no-dice">{t('play.roll.noDice')}</span> : null}
      </div>
      {checked && !checked.besideOutcome ? (
        <p className={`play-roll__outcome play-roll__outcome--${checked.passed ? 'win' : 'failure'}`} data-testid="play-roll-check">
          <strong>{checked.text}</strong>
        </p>
      ) : (
        <p className={`play-roll__outcome play-roll__outcome--${result.outcome}`}>
          <strong>{t(`play.roll.outcome.${result.outcome}`)}</strong>
          {' · '}
          {t('play.roll.successes', { count: result.successes })}
          {result.difficulty !== null ? ` · ${t(`play.roll.difficultyOf.${result.line}`, { value: result.difficulty })}` : ''}
        </p>
      )}
      {checked?.besideOutcome ? (
        // What the special dice did (a hunter's desperation dice) says what their notes would, in full.
        <p className="play-roll__notes" data-testid="play-roll-check">
          {checked.text}
        </p>
      ) : result.notes.length > 0 ? (
        <p className="play-roll__notes">{result.notes.map((note) => t(`play.roll.note.${note}`)).join(' · ')}</p>
      ) : null}
    </div>
  );
}
