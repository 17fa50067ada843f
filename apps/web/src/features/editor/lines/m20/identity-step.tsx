import { useTranslation } from 'react-i18next';
import { mageEssences, type Archetype } from '@vitae/core/m20';
import { TextField } from '../../../../components/ui/field.tsx';
import { useLineContent } from '../../../../lib/content/store.ts';
import type { StepProps } from '../types.ts';

const byName = (a: Archetype, b: Archetype) => a.name.localeCompare(b.name, 'de');

function ArchetypeSelect({ field, value, archetypes, onChange }: { field: 'nature' | 'demeanor'; value: string; archetypes: readonly Archetype[]; onChange: (id: string) => void }) {
  const { t } = useTranslation();
  const chosen = archetypes.find((archetype) => archetype.id === value);
  const core = archetypes.filter((archetype) => archetype.inM20Core).sort(byName);
  const others = archetypes.filter((archetype) => !archetype.inM20Core).sort(byName);
  return (
    <div className="field">
      <label htmlFor={`archetype-${field}`}>{t(`m20.identity.${field}`)}</label>
      <select id={`archetype-${field}`} value={chosen?.id ?? ''} aria-describedby={chosen ? `archetype-${field}-text` : undefined} onChange={(e) => onChange(e.target.value)}>
        <option value="" disabled>
          {t('m20.editor.identity.archetypePlaceholder')}
        </option>
        <optgroup label={t('m20.editor.identity.coreArchetypes')}>
          {core.map((archetype) => (
            <option key={archetype.id} value={archetype.id}>
              {archetype.name}
            </option>
          ))}
        </optgroup>
        <optgroup label={t('m20.editor.identity.otherArchetypes')}>
          {others.map((archetype) => (
            <option key={archetype.id} value={archetype.id}>
              {archetype.name}
            </option>
          ))}
        </optgroup>
      </select>
      {chosen ? (
        <small id={`archetype-${field}-text`} className="field__hint">
          {chosen.description} {field === 'nature' ? t('m20.identity.willpowerRule', { rule: chosen.willpower }) : ''}
        </small>
      ) : null}
    </div>
  );
}

/** Concept, the Avatar's essence, nature and demeanour. */
export function IdentityStep({ draft, onChange }: StepProps<'m20'>) {
  const { t } = useTranslation();
  const content = useLineContent('m20');
  const { character } = draft;
  const set = (change: Partial<typeof character>) => onChange({ ...draft, character: { ...character, ...change } });

  return (
    <div className="stack">
      <TextField label={t('viewer.profile.concept')} value={character.concept} maxLength={500} onChange={(e) => set({ concept: e.target.value })} />
      <fieldset className="card stack">
        <legend>{t('m20.identity.essence')}</legend>
        {mageEssences.map((essence) => {
          const info = content.essences.find((entry) => entry.id === essence);
          return (
            <label key={essence} className="wizard__radio">
              <input type="radio" name="essence" checked={character.essence === essence} onChange={() => set({ essence })} />
              <span>{info?.name ?? essence}</span>
              <small>{info?.description}</small>
            </label>
          );
        })}
      </fieldset>
      <div className="wizard__columns">
        <ArchetypeSelect field="nature" value={character.nature} archetypes={content.archetypes} onChange={(nature) => set({ nature })} />
        <ArchetypeSelect field="demeanor" value={character.demeanor} archetypes={content.archetypes} onChange={(demeanor) => set({ demeanor })} />
      </div>
    </div>
  );
}
