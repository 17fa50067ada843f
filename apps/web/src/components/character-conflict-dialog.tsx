import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathKey } from '@vitae/core/patch';
import type { CharacterEntry } from '../lib/character-manager.ts';
import { characterManager, useCharacters } from '../lib/characters.ts';
import { fieldLabel, valueText } from '../lib/conflict-text.ts';
import { useOffline } from '../lib/connectivity.ts';
import { rememberReturnTo } from '../lib/return-to.ts';
import type { describeRejection } from '../lib/save-problem.ts';
import { Modal } from './ui/dialog.tsx';

type Choice = 'mine' | 'theirs';

function ConflictChoices({ entry }: { entry: CharacterEntry }) {
  const { t } = useTranslation();
  const conflicts = entry.conflicts ?? [];
  const [choices, setChoices] = useState<Choice[]>(() => conflicts.map(() => 'mine'));
  const id = entry.character.id;
  const choose = (index: number, choice: Choice) => setChoices((current) => current.map((old, i) => (i === index ? choice : old)));

  return (
    <Modal
      open
      title={t('conflicts.title', { name: entry.character.name || t('characters.unnamed') })}
      onClose={() => undefined}
      footer={
        <div className="button-row">
          <button type="button" className="button" onClick={() => setChoices(conflicts.map(() => 'theirs'))}>
            {t('conflicts.allTheirs')}
          </button>
          <button type="button" className="button" onClick={() => setChoices(conflicts.map(() => 'mine'))}>
            {t('conflicts.allMine')}
          </button>
          <button type="button" className="button button--primary" onClick={() => characterManager.resolveConflicts(id, choices)}>
            {t('conflicts.apply')}
          </button>
        </div>
      }
    >
      <div className="stack">
        <p>{t('conflicts.text', { count: conflicts.length })}</p>
        {conflicts.map((conflict, index) => {
          const name = `conflict-${pathKey(conflict.path)}`;
          return (
            <fieldset key={name} className="conflict">
              <legend className="conflict__field">{fieldLabel(conflict.path, t)}</legend>
              {(['mine', 'theirs'] as const).map((side) => (
                <label key={side} className={`conflict__option${choices[index] === side ? ' conflict__option--chosen' : ''}`}>
                  <input type="radio" name={name} checked={choices[index] === side} onChange={() => choose(index, side)} />
                  <span className="conflict__side">{t(side === 'mine' ? 'conflicts.mine' : 'conflicts.theirs')}</span>
                  <span className="conflict__value">{valueText(side === 'mine' ? conflict.mine : conflict.theirs, t)}</span>
                </label>
              ))}
            </fieldset>
          );
        })}
      </div>
    </Modal>
  );
}

/**
 * Fields changed here and on another device to different values: for each, the user sees both
 * values and picks one. Everything else was merged already; nothing is dropped before the choice.
 */
export function CharacterConflictDialog() {
  const conflict = useCharacters().entries.find((entry) => entry.saveState === 'conflict' && entry.conflicts && entry.conflicts.length > 0);
  if (!conflict) return null;
  return <ConflictChoices key={`${conflict.character.id}-${conflict.conflicts!.map((c) => pathKey(c.path)).join(',')}`} entry={conflict} />;
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
    if (needed && !describe) void import('../lib/save-problem.ts').then((module) => setDescribe(() => module.describeRejection));
  }, [needed, describe]);
  return entry?.rejection && describe ? describe(entry.character, entry.rejection) : undefined;
}
