import { useTranslation } from 'react-i18next';
import { homebrewTraitPackLimits, type HomebrewTrait } from '@vitae/core/fifth-edition';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field.tsx';

const levels = [1, 2, 3, 4, 5];
const newTrait = (): HomebrewTrait => ({ name: '', level: 1, description: '', isRepeatable: false });

interface Props {
  side: 'advantages' | 'disadvantages';
  title: string;
  traits: HomebrewTrait[];
  readOnly: boolean;
  error: (path: string) => string | undefined;
  onChange: (traits: HomebrewTrait[]) => void;
}

/** One side of a pack (merits or flaws): each entry with name, dots, description, repeatable; add and remove. */
export function TraitList({ side, title, traits, readOnly, error, onChange }: Props) {
  const { t } = useTranslation();
  const set = (index: number, fields: Partial<HomebrewTrait>) => onChange(traits.map((trait, at) => (at === index ? { ...trait, ...fields } : trait)));
  const full = traits.length >= homebrewTraitPackLimits.traits;
  return (
    <fieldset className="stack card" disabled={readOnly}>
      <legend>{title}</legend>
      {traits.length === 0 ? <p className="field__hint">{t('homebrew.traitPack.none')}</p> : null}
      {traits.map((trait, index) => (
        <div key={index} className="stack homebrew-editor__info" role="group" aria-label={trait.name || t('homebrew.traitPack.entry', { number: index + 1 })}>
          <div className="wizard__columns">
            <TextField
              label={t('homebrew.traitPack.entryName')}
              value={trait.name}
              maxLength={homebrewTraitPackLimits.name}
              error={error(`${side}.${index}.name`)}
              onChange={(event) => set(index, { name: event.target.value })}
            />
            <SelectField label={t('homebrew.traitPack.level')} value={trait.level} error={error(`${side}.${index}.level`)} onChange={(event) => set(index, { level: Number(event.target.value) })}>
              {levels.map((level) => (
                <option key={level} value={level}>
                  {t('homebrew.traitPack.dots', { count: level })}
                </option>
              ))}
            </SelectField>
          </div>
          <TextAreaField
            label={t('homebrew.traitPack.entryDescription')}
            rows={3}
            value={trait.description}
            maxLength={homebrewTraitPackLimits.description}
            error={error(`${side}.${index}.description`)}
            onChange={(event) => set(index, { description: event.target.value })}
          />
          <div className="button-row">
            <label className="checkbox">
              <input type="checkbox" checked={trait.isRepeatable} onChange={(event) => set(index, { isRepeatable: event.target.checked })} />
              {t('homebrew.traitPack.repeatable')}
            </label>
            <Button variant="ghost" onClick={() => onChange(traits.filter((_, at) => at !== index))}>
              {t('homebrew.traitPack.remove', { name: trait.name || t('homebrew.traitPack.entry', { number: index + 1 }) })}
            </Button>
          </div>
        </div>
      ))}
      {error(side) ? <p className="field__error">{error(side)}</p> : null}
      <div className="button-row">
        <Button onClick={() => onChange([...traits, newTrait()])} disabled={full}>
          {t('homebrew.traitPack.add', { side: title })}
        </Button>
      </div>
    </fieldset>
  );
}
