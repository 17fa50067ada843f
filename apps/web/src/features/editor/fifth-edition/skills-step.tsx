import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  allSkillKeys,
  allowedSkillValues,
  categoryNames,
  chooseSkillSpread,
  remainingByPoints,
  requiredSpecialitySkills,
  setCreationSkill,
  skillCaps,
  skillKeys,
  skillValue,
  specialitySuggestions,
  type SkillKey,
  type SpecialityChoices,
} from '@vitae/core/fifth-edition';
import { useDialogs } from '../../../components/ui/dialog-provider.tsx';
import { useLineContent } from '../../../lib/content/store.ts';
import { PoolsLeft } from '../components/pools-left.tsx';
import { RatingSelect } from '../components/rating-select.tsx';
import type { FifthEditionStepProps } from './lines.ts';
import { specialitiesOf } from './steps.ts';

/** The skills step of every 5th-edition line: a skill spread, the 27 skills by category, and the free specialities. */
export function SkillsStep({ draft, onChange }: FifthEditionStepProps) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const content = useLineContent(draft.character.gameLine);
  const { character } = draft;
  const spread = content.skillSpreads.find((entry) => entry.id === Number(character.skillspread?.id));
  const specialities = specialitiesOf(draft);
  const caps = skillCaps(character);
  const name = (key: string) => content.skills.find((skill) => skill.key === key)?.name ?? key;
  // The shared suggestions and the line's own (a vampire's "Hämatologie" is no werewolf's).
  const suggestions = (key: string) => {
    const skill = content.skills.find((entry) => entry.key === key);
    return skill ? specialitySuggestions(skill, character.gameLine) : [];
  };
  const setSpecialities = (next: SpecialityChoices) => onChange({ ...draft, state: { ...draft.state, specialities: next } });
  const withDots = allSkillKeys.filter((key) => skillValue(character, key) > 0).sort((a, b) => name(a).localeCompare(name(b), 'de'));

  async function pickSpread(id: number) {
    const chosen = content.skillSpreads.find((entry) => entry.id === id);
    if (!chosen) return;
    const hasDots = allSkillKeys.some((key) => skillValue(character, key) > 0);
    if (hasDots && !(await dialogs.confirm({ title: t('editor.skills.changeSpreadTitle'), content: t('editor.skills.changeSpreadText'), confirmLabel: t('editor.skills.changeSpreadConfirm') }))) return;
    onChange({ ...draft, character: chooseSkillSpread(character, chosen) });
  }

  return (
    <div className="stack">
      <div className="field">
        <label htmlFor="skill-spread">{t('editor.skills.spread')}</label>
        <select id="skill-spread" value={spread?.id ?? ''} onChange={(e) => void pickSpread(Number(e.target.value))}>
          <option value="" disabled>
            {t('editor.skills.spreadPlaceholder')}
          </option>
          {content.skillSpreads.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.name} ({entry.spread.map((s) => `${s.amount}×${s.points}`).join(', ')})
            </option>
          ))}
        </select>
      </div>
      {spread ? (
        <>
          <PoolsLeft left={remainingByPoints(allSkillKeys.map((key) => skillValue(character, key)), spread.spread)} />
          <div className="wizard__columns">
            {categoryNames.map((category) => (
              <fieldset key={category} className="card wizard__category">
                <legend>{t(`editor.categories.${category}`)}</legend>
                {skillKeys[category].map((key) => {
                  const allowed = allowedSkillValues(character, spread, key);
                  const values = [0, ...new Set(spread.spread.map((s) => s.points))].sort((a, b) => a - b);
                  const cap = caps.get(key);
                  return (
                    <RatingSelect
                      key={key}
                      id={`creation-skill-${key}`}
                      label={name(key)}
                      badge={cap !== undefined ? <small className="badge">{t('editor.skills.capped', { cap })}</small> : undefined}
                      value={skillValue(character, key)}
                      values={values}
                      allowed={allowed}
                      onChange={(value) => onChange({ ...draft, character: setCreationSkill(character, spread, key, value) })}
                    />
                  );
                })}
              </fieldset>
            ))}
          </div>
          <fieldset className="card stack">
            <legend>{t('editor.skills.specialities')}</legend>
            <p className="lexicon__meta">{t('editor.skills.specialitiesIntro')}</p>
            {/* Only the four skills with dots take their free speciality (5th-edition core rules). */}
            {requiredSpecialitySkills(character).map((key) => (
              <SpecialityInput
                key={key}
                label={t('editor.skills.specialityFor', { skill: name(key) })}
                value={specialities.fixed[key] ?? ''}
                suggestions={suggestions(key)}
                onChange={(text) => setSpecialities({ ...specialities, fixed: { ...specialities.fixed, [key]: text } })}
              />
            ))}
            <div className="wizard__free-speciality">
              <div className="field">
                <label htmlFor="creation-free-skill">{t('editor.skills.freeSkill')}</label>
                <select id="creation-free-skill" value={specialities.free.skill ?? ''} onChange={(e) => setSpecialities({ ...specialities, free: { ...specialities.free, skill: (e.target.value || null) as SkillKey | null } })}>
                  <option value="">{t('editor.skills.freeSkillPlaceholder')}</option>
                  {withDots.map((key) => (
                    <option key={key} value={key}>
                      {name(key)}
                    </option>
                  ))}
                </select>
              </div>
              <SpecialityInput
                label={t('editor.skills.freeSpeciality')}
                value={specialities.free.text}
                suggestions={specialities.free.skill ? suggestions(specialities.free.skill) : []}
                onChange={(text) => setSpecialities({ ...specialities, free: { ...specialities.free, text } })}
              />
            </div>
          </fieldset>
        </>
      ) : null}
    </div>
  );
}

function SpecialityInput({ label, value, suggestions, onChange }: { label: string; value: string; suggestions: readonly string[]; onChange: (text: string) => void }) {
  const id = useId();
  const listId = `${id}-suggestions`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} value={value} maxLength={200} list={suggestions.length > 0 ? listId : undefined} onChange={(e) => onChange(e.target.value)} />
      {suggestions.length > 0 ? (
        <datalist id={listId}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      ) : null}
    </div>
  );
}
