import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Discipline, buyCreationPower, chooseClanDisciplines, chooseStartingCeremony, chooseStartingRitual, clanDisciplines, creationPowerOptions, disciplineProgress, removeLastCreationPower, startingCeremonyOptions, startingRitualOptions } from '@vitae/core/v5';
import { Button } from '../../../../components/ui/button.tsx';
import { Modal } from '../../../../components/ui/dialog.tsx';
import { useDialogs } from '../../../../components/ui/dialog-provider.tsx';
import { PowerOptionRow } from '../../../../components/lines/v5/power-option.tsx';
import { useLineContent } from '../../../../lib/content/store.ts';
import { type DisciplineStepState } from './steps.ts';
import { stepState } from '../../components/step-state.ts';
import type { StepProps } from '../types.ts';

/** Step 5: two clan disciplines (2 and 1 points), a power per point, and the first ritual or ceremony. */
export function DisciplinesStep({ draft, onChange }: StepProps<'v5'>) {
  const { t } = useTranslation();
  const content = useLineContent('v5');
  const dialogs = useDialogs();
  const { character } = draft;
  const state = stepState<DisciplineStepState>(draft);
  const clan = clanDisciplines(character, content.disciplines);
  const [picking, setPicking] = useState<Discipline>();
  const [two, setTwo] = useState(state.twoPointId ?? clan[0]?.id);
  const [one, setOne] = useState(state.onePointId ?? clan[1]?.id);
  const chosen = state.beforeChoice !== undefined;

  function choose() {
    if (two === undefined || one === undefined) return;
    const result = chooseClanDisciplines(character, two, one, content.disciplines);
    if (result.ok) onChange({ ...draft, character: result.character, state: { twoPointId: two, onePointId: one, beforeChoice: character } });
  }

  async function undoChoice() {
    if (!state.beforeChoice) return;
    const boughtPowers = character.disciplines.some((entry) => entry.abilities.length > 0);
    if (boughtPowers && !(await dialogs.confirm({ title: t('editor.disciplines.changeTitle'), content: t('editor.disciplines.changeText'), confirmLabel: t('editor.disciplines.changeConfirm') }))) return;
    onChange({ ...draft, character: state.beforeChoice, state: { twoPointId: two, onePointId: one } });
  }

  const ritualOptions = startingRitualOptions(character, content.bloodRituals);
  const ceremonyOptions = startingCeremonyOptions(character, content.oblivionCeremonies);
  const setCharacter = (next: typeof character) => onChange({ ...draft, character: next });

  return (
    <div className="stack">
      <fieldset className="card stack" disabled={chosen}>
        <legend>{t('editor.disciplines.clanChoice')}</legend>
        <div className="wizard__columns">
          <DisciplineSelect id="discipline-two" label={t('editor.disciplines.twoPoints')} value={two} options={clan} onChange={setTwo} />
          <DisciplineSelect id="discipline-one" label={t('editor.disciplines.onePoint')} value={one} options={clan} onChange={setOne} />
        </div>
        {two === one ? <small className="field__error">{t('editor.problems.same_discipline')}</small> : null}
        {chosen ? null : (
          <Button variant="primary" disabled={two === one} onClick={choose}>
            {t('editor.disciplines.apply')}
          </Button>
        )}
      </fieldset>
      {chosen ? (
        <>
          <Button onClick={() => void undoChoice()}>{t('editor.disciplines.change')}</Button>
          <div className="traits-grid">
            {disciplineProgress(character).map((progress) => {
              const discipline = content.disciplines.find((d) => d.id === progress.id);
              const entry = character.disciplines.find((d) => Number(d.discipline.id) === progress.id);
              if (!discipline || !entry) return null;
              return (
                <section key={progress.id} className="card traits-grid__category" aria-label={discipline.name} data-testid={`creation-discipline-${progress.id}`}>
                  <h3>{discipline.name}</h3>
                  <p className="lexicon__meta">{t('editor.disciplines.points', { used: progress.used, count: progress.points })}</p>
                  <ul>
                    {entry.abilities.map((ability, i) => (
                      <li key={String(ability['key'] ?? i)} className="traits-grid__row">
                        <span className="traits-grid__name">
                          {String(ability['name'] ?? '')} <small>{t('lexicon.level', { level: ability['level'] })}</small>
                        </span>
                        {i === entry.abilities.length - 1 ? (
                          <Button variant="ghost" aria-label={t('editor.disciplines.remove', { name: String(ability['name'] ?? '') })} onClick={() => setCharacter(removeLastCreationPower(character, progress.id))}>
                            ✕
                          </Button>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                  {progress.used < progress.points ? (
                    <Button onClick={() => setPicking(discipline)} aria-label={t('editor.disciplines.pick', { name: discipline.name })}>
                      + {t('editor.disciplines.pickShort')}
                    </Button>
                  ) : null}
                </section>
              );
            })}
          </div>
          {ritualOptions.length > 0 ? (
            <RiteChoice
              legend={t('editor.disciplines.ritual')}
              options={ritualOptions}
              chosenId={Number(character.bloodRituals[0]?.id)}
              onPick={(ritual) => setCharacter(chooseStartingRitual(character, ritual))}
            />
          ) : null}
          {ceremonyOptions.length > 0 ? (
            <RiteChoice
              legend={t('editor.disciplines.ceremony')}
              options={ceremonyOptions}
              chosenId={Number(character.oblivionCeremonies[0]?.id)}
              onPick={(ceremony) => setCharacter(chooseStartingCeremony(character, ceremony))}
            />
          ) : null}
        </>
      ) : null}
      {picking ? (
        <Modal open title={t('editor.disciplines.pickTitle', { name: picking.name })} onClose={() => setPicking(undefined)}>
          <ul className="item-picker power-picker">
            {creationPowerOptions(character, picking, content.disciplines).map((option) => (
              <PowerOptionRow
                key={option.power.key}
                option={option}
                label={`${option.power.name} (${t('lexicon.level', { level: option.power.level })})`}
                onPick={() => {
                  const next = buyCreationPower(character, picking, option.power);
                  if (next) setCharacter(next);
                  setPicking(undefined);
                }}
              />
            ))}
          </ul>
        </Modal>
      ) : null}
    </div>
  );
}

function DisciplineSelect({ id, label, value, options, onChange }: { id: string; label: string; value: number | undefined; options: Discipline[]; onChange: (id: number) => void }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ''} onChange={(e) => onChange(Number(e.target.value))}>
        {options.map((discipline) => (
          <option key={discipline.id} value={discipline.id}>
            {discipline.name}
          </option>
        ))}
      </select>
    </div>
  );
}

function RiteChoice<T extends { id: number; name: string; summary: string }>({ legend, options, chosenId, onPick }: { legend: string; options: T[]; chosenId: number; onPick: (rite: T) => void }) {
  return (
    <fieldset className="card stack wizard__choice">
      <legend>{legend}</legend>
      {options.map((rite) => (
        <label key={rite.id} className="wizard__radio">
          <input type="radio" name={legend} checked={chosenId === rite.id} onChange={() => onPick(rite)} /> <strong>{rite.name}</strong>
          <small>{rite.summary}</small>
        </label>
      ))}
    </fieldset>
  );
}
