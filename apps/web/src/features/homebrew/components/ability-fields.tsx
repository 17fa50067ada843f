import { useTranslation } from 'react-i18next';
import { homebrewLimits, requirementOptions, type HomebrewAbility, type HomebrewDiscipline } from '@vitae/core/homebrew';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field.tsx';
import type { KnownDiscipline } from '../hooks/use-known-disciplines.ts';

const bloodPotencies = Array.from({ length: 11 }, (_, value) => value);

/**
 * One ability of the discipline editor. The pickers offer only what exists: combos with other
 * known disciplines and their levels, requirements on other abilities of this discipline that do
 * not lead back to this one.
 */
export function AbilityFields({
  discipline,
  ability,
  level,
  number,
  path,
  comboDisciplines,
  error,
  readOnly,
  onChange,
  onRemove,
}: {
  discipline: HomebrewDiscipline;
  ability: HomebrewAbility;
  level: number;
  number: number;
  path: string;
  comboDisciplines: readonly KnownDiscipline[];
  error: (path: string) => string | undefined;
  readOnly: boolean;
  onChange: (changes: Partial<HomebrewAbility>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const comboDiscipline = comboDisciplines.find((known) => known.id === ability.combo?.disciplineId);
  // A combo with a discipline this browser does not know any more stays visible (and is reported).
  const comboChoices = ability.combo && !comboDiscipline ? [...comboDisciplines, { id: ability.combo.disciplineId, name: t('homebrew.unknownDiscipline', { id: ability.combo.disciplineId }), levels: ability.combo.level, homebrew: true }] : comboDisciplines;
  const comboLevels = Math.max(comboDiscipline?.levels ?? ability.combo?.level ?? 1, 1);
  const requirements = requirementOptions(discipline, ability.id);
  const text = (field: 'dicePool' | 'cost' | 'duration') => (
    <TextField
      label={t(`homebrew.ability.${field}`)}
      value={ability[field] ?? ''}
      maxLength={homebrewLimits.fact}
      readOnly={readOnly}
      error={error(`${path}.${field}`)}
      onChange={(event) => onChange({ [field]: event.target.value || null })}
    />
  );

  return (
    <fieldset className="homebrew-ability" disabled={readOnly}>
      <legend>{t('homebrew.ability.legend', { level, number })}</legend>
      <TextField
        label={t('homebrew.ability.name')}
        value={ability.name}
        maxLength={homebrewLimits.name}
        error={error(`${path}.name`)}
        onChange={(event) => onChange({ name: event.target.value })}
      />
      <TextAreaField
        label={t('homebrew.ability.summary')}
        rows={3}
        value={ability.summary}
        maxLength={homebrewLimits.summary}
        error={error(`${path}.summary`)}
        onChange={(event) => onChange({ summary: event.target.value })}
      />
      <div className="homebrew-ability__facts">
        {text('dicePool')}
        {text('cost')}
        {text('duration')}
      </div>
      <div className="homebrew-ability__facts">
        <SelectField
          label={t('homebrew.ability.combo')}
          value={ability.combo?.disciplineId ?? ''}
          error={error(`${path}.combo`)}
          onChange={(event) => onChange({ combo: event.target.value ? { disciplineId: Number(event.target.value), level: 1 } : null })}
        >
          <option value="">{t('homebrew.ability.none')}</option>
          {comboChoices.map((known) => (
            <option key={known.id} value={known.id}>
              {known.homebrew ? t('homebrew.ability.homebrewDiscipline', { name: known.name }) : known.name}
            </option>
          ))}
        </SelectField>
        {ability.combo ? (
          <SelectField
            label={t('homebrew.ability.comboLevel')}
            value={ability.combo.level}
            onChange={(event) => onChange({ combo: { disciplineId: ability.combo!.disciplineId, level: Number(event.target.value) } })}
          >
            {Array.from({ length: comboLevels }, (_, index) => index + 1).map((value) => (
              <option key={value} value={value}>
                {t('lexicon.level', { level: value })}
              </option>
            ))}
          </SelectField>
        ) : null}
        <SelectField
          label={t('homebrew.ability.minBloodPotency')}
          value={ability.minBloodPotency ?? ''}
          error={error(`${path}.minBloodPotency`)}
          onChange={(event) => onChange({ minBloodPotency: event.target.value === '' ? null : Number(event.target.value) })}
        >
          <option value="">{t('homebrew.ability.none')}</option>
          {bloodPotencies.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('homebrew.ability.requirement')}
          value={ability.requirement ?? ''}
          error={error(`${path}.requirement`)}
          onChange={(event) => onChange({ requirement: event.target.value === '' ? null : Number(event.target.value) })}
        >
          <option value="">{t('homebrew.ability.none')}</option>
          {requirements.map((option) => (
            <option key={option.ability.id} value={option.ability.id}>
              {t('homebrew.ability.requirementOption', { level: option.level, name: option.ability.name || t('homebrew.ability.unnamed') })}
            </option>
          ))}
        </SelectField>
      </div>
      {readOnly ? null : (
        <div className="button-row">
          <Button variant="danger" onClick={onRemove}>
            {t('homebrew.ability.remove', { name: ability.name || t('homebrew.ability.unnamed') })}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
