import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathKey } from '@vitae/core/patch';
import type { CharacterEntry } from '../lib/characters/manager.ts';
import { characterManager, useCharacters } from '../lib/characters/characters.ts';
import { useOffline } from '../lib/connectivity.ts';
import { rememberReturnTo } from '../lib/session/return-to.ts';
import type { describeRejection } from '../lib/characters/save-problem.ts';

// Shown only when two devices changed the same field: its code loads then, not with every screen.
const ConflictChoices = lazy(async () => ({ default: (await import('./conflict-choices.tsx')).ConflictChoices }));

/**
 * Fields changed here and on another device to different values: for each, the user sees both
 * values and picks one. Everything else was merged already; nothing is dropped before the choice.
 */
export function CharacterConflictDialog() {
  const conflict = useCharacters().entries.find((entry) => entry.saveState === 'conflict' && entry.conflicts && entry.conflicts.length > 0);
  if (!conflict) return null;
  return (
    <Suspense fallback={null}>
      <ConflictChoices key={`${conflict.character.id}-${conflict.conflicts!.map((c) => pathKey(c.path)).join(',')}`} entry={conflict} />
    </Suspense>
  );
}

/**
 * One line for the header: are all edits on the server? A character written by a newer Vitae (or
 * a save the server refused for that reason) asks for a reload instead: this page must not save
 * over it. A session that ended asks for a new login; the edits wait for it.
 */
export function SaveStatus() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const offline = useOffline();
  const entries = useCharacters().entries.filter((entry) => !entry.gone || entry.saveState !== 'saved');
  const states = entries.map((entry) => entry.saveState);
  const outdated = states.includes('outdated') || entries.some((entry) => entry.tooNew);
  const needsLogin = entries.some((entry) => entry.needsLogin);
  const rejected = entries.find((entry) => entry.saveState === 'rejected' && entry.rejection);
  const state = outdated
    ? 'outdated'
    : needsLogin
      ? 'needsLogin'
      : rejected
        ? 'rejected'
      : states.includes('unsaved')
        ? 'unsaved'
        : states.includes('conflict')
          ? 'conflict'
          : states.some((s) => s === 'pending' || s === 'saving')
            ? 'saving'
            : 'saved';
  // Offline, waiting edits are not a failure: they go out when the server is back (issue #21).
  const shown = offline && (state === 'unsaved' || state === 'saving') ? 'offline' : state;
  // A refused save says what to fix, in the field's own name ("Name zu lang (max. 200 Zeichen)").
  const problem = useRejectionProblem(rejected);
  const problemText = problem ? t(problem.key, { ...problem.values, field: t(`characters.fields.${String(problem.values['field'])}`, { defaultValue: String(problem.values['field'] ?? '') }) }) : '';
  // A quota or rate limit says which one (the save is retried later).
  const reason = state === 'unsaved' ? entries.find((entry) => entry.saveState === 'unsaved' && entry.saveError)?.saveError : undefined;
  const explained = reason && i18n.exists(`errors.codes.${reason}`) ? t(`errors.codes.${reason}`) : undefined;
  const cssState = shown === 'needsLogin' || shown === 'rejected' ? 'unsaved' : shown;
  return (
    <>
    {offline ? (
      <span className="offline-indicator" data-testid="offline-indicator" title={t('offline.hint')}>
        {t('offline.indicator')}
      </span>
    ) : null}
    <span className={`save-status save-status--${cssState}`} role="status" data-testid="save-status" title={problem ? t('characters.saveProblem.hint') : undefined}>
      {explained && shown !== 'offline' ? t('characters.saveStatus.quota', { reason: explained }) : t(`characters.saveStatus.${shown}`, { problem: problemText })}
      {outdated ? (
        <button type="button" className="button button--ghost" onClick={() => window.location.reload()}>
          {t('characters.reload')}
        </button>
      ) : null}
      {needsLogin && !outdated ? (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            characterManager.keepForLogin();
            rememberReturnTo(`${window.location.pathname}${window.location.search}`);
            void navigate('/login');
          }}
        >
          {t('characters.logInAgain')}
        </button>
      ) : null}
    </span>
    </>
  );
}

/**
 * What a refused save names, in the field's own words. Reading it needs the character schemas,
 * which the first screen does without: they load the first time a save is refused.
 */
function useRejectionProblem(entry: CharacterEntry | undefined): ReturnType<typeof describeRejection> | undefined {
  const [describe, setDescribe] = useState<typeof describeRejection>();
  const needed = Boolean(entry?.rejection);
  useEffect(() => {
    if (needed && !describe) void import('../lib/characters/save-problem.ts').then((module) => setDescribe(() => module.describeRejection));
  }, [needed, describe]);
  return entry?.rejection && describe ? describe(entry.character, entry.rejection) : undefined;
}
