import { useTranslation } from 'react-i18next';
import { homebrewOriginOf } from '@vitae/core/homebrew';
import { availableClans, chooseClan } from '@vitae/core/v5';
import { TextField } from '../../../../components/ui/field.tsx';
import { useDialogs } from '../../../../components/ui/dialog-provider.tsx';
import { useContentStore, useLineContent } from '../../../../lib/content/store.ts';
import { type ClanStepState } from './steps.ts';
import { ActionWidgets } from './action-widgets.tsx';
import { stepState } from '../../components/step-state.ts';
import type { StepProps } from '../types.ts';

/** A clan with this many disciplines lets the player choose freely (Caitiff). */
const freeChoiceDisciplines = 11;

/** Step 1: the sire's name and the clan, with its bane, compulsion and disciplines. */
export function ClanStep({ draft, onChange }: StepProps<'v5'>) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const store = useContentStore();
  const content = useLineContent('v5');
  const meta = store.meta.lines.v5;
  const { character } = draft;
  const clans = availableClans(character, content.clans, meta);
  const clan = content.clans.find((entry) => entry.id === Number(character.clan?.id));
  const state = stepState<ClanStepState>(draft);
  const origin = clan ? homebrewOriginOf(clan) : undefined;

  return (
    <div className="stack">
      <TextField
        label={t('editor.clan.sire')}
        value={character.sire}
        maxLength={200}
        onChange={(e) => onChange({ ...draft, character: { ...character, sire: e.target.value } })}
        error={character.sire.trim() ? undefined : t('editor.problems.sire_missing')}
      />
      <div className="wizard__grid" role="group" aria-label={t('editor.clan.choose')}>
        {clans.map((entry) => (
          <button
            key={entry.id}
            type="button"
            className="wizard__tile"
            aria-pressed={entry.id === clan?.id}
            onClick={() => onChange({ ...draft, character: chooseClan(character, entry), state: {} })}
          >
            {entry.name}
          </button>
        ))}
      </div>
      {clan ? (
        <article className="card stack" aria-label={t('editor.clan.details', { name: clan.name })}>
          <h3>{clan.name}</h3>
          {origin ? <p className="lexicon__meta">{t('lexicon.homebrewBy', { creator: origin.creator, version: origin.version })}</p> : null}
          <p className="lexicon__meta">{clan.slogan}</p>
          <p>{clan.description}</p>
          <h4>
            {t('lexicon.bane')}{' '}
            <button type="button" className="button button--ghost" aria-label={t('editor.clan.baneTip')} onClick={() => dialogs.tip({ title: t('lexicon.bane'), content: clan.bane })}>
              ?
            </button>
          </h4>
          <p>{clan.bane}</p>
          {clan.compulsion.name ? (
            <>
              <h4>{t('lexicon.compulsion', { name: clan.compulsion.name })}</h4>
              <p>{clan.compulsion.description}</p>
            </>
          ) : null}
          <h4>{t('editor.clan.disciplines')}</h4>
          {clan.disciplines.length >= freeChoiceDisciplines ? (
            <p>{t('editor.clan.allDisciplines')}</p>
          ) : (
            <ul>
              {clan.disciplines.map((id) => {
                const discipline = content.disciplines.find((d) => d.id === id);
                return (
                  <li key={id}>
                    <strong>{discipline?.name ?? id}</strong>: {discipline?.description.split('. ')[0]}
                  </li>
                );
              })}
            </ul>
          )}
          <ActionWidgets character={character} actions={clan.actions} choices={state.choices ?? {}} content={content} onChange={(choices) => onChange({ ...draft, state: { ...state, choices } })} />
        </article>
      ) : null}
    </div>
  );
}
