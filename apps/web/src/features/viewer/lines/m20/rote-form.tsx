import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { mageAbilityCategories, mageAttributes, mageSpheres, type MageAttribute, type MageSphere, type Rote } from '@vitae/core/m20';
import { sphereLabel } from '../../../../components/lines/m20/labels.ts';
import { SelectField, TextAreaField, TextField } from '../../../../components/ui/field.tsx';
import { useLineContent } from '../../../../lib/content/store.ts';
import type { StoredMage } from './use-mage.ts';

const ranks = [0, 1, 2, 3, 4, 5];

/** The new rote's fields: name, a rank per Sphere it uses, the pool's Attribute and Ability, notes. */
export function RoteForm({ character, onSave }: { character: StoredMage; onSave: (rote: Rote) => void }) {
  const { t } = useTranslation();
  const content = useLineContent('m20');
  const [name, setName] = useState('');
  const [spheres, setSpheres] = useState<Partial<Record<MageSphere, number>>>({});
  const [attribute, setAttribute] = useState('');
  const [ability, setAbility] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<{ name?: string; spheres?: string }>({});
  // The abilities the mage could roll: every primary one and the secondary ones they have.
  const abilities = content.abilities.filter((entry) => !entry.secondary || character.abilities[entry.category][entry.id] !== undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    const used = Object.fromEntries(Object.entries(spheres).filter(([, level]) => (level ?? 0) > 0));
    const next = { name: name.trim() ? undefined : t('m20.rotes.nameRequired'), spheres: Object.keys(used).length > 0 ? undefined : t('m20.rotes.spheresRequired') };
    if (next.name || next.spheres) return setErrors(next);
    onSave({
      id: crypto.randomUUID(),
      name: name.trim(),
      spheres: used,
      ...(attribute ? { attribute: attribute as MageAttribute } : {}),
      ...(ability ? { ability } : {}),
      notes: notes.trim(),
    });
  }

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <TextField label={t('m20.rotes.name')} value={name} maxLength={200} error={errors.name} onChange={(e) => setName(e.target.value)} />
      <fieldset className="field">
        <legend>{t('m20.rotes.spheres')}</legend>
        <div className="m20-rote-spheres">
          {mageSpheres.map((sphere) => (
            <label key={sphere} className="field">
              <span>{sphereLabel(content, sphere, character)}</span>
              <select value={spheres[sphere] ?? 0} onChange={(e) => setSpheres({ ...spheres, [sphere]: Number(e.target.value) })}>
                {ranks.map((rank) => (
                  <option key={rank} value={rank}>
                    {rank === 0 ? '–' : rank}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
        {errors.spheres ? (
          <small className="field__error" role="alert">
            {errors.spheres}
          </small>
        ) : null}
      </fieldset>
      <div className="wizard__columns">
        <SelectField label={t('m20.rotes.attribute')} value={attribute} onChange={(e) => setAttribute(e.target.value)}>
          <option value="">–</option>
          {mageAttributes.map((key) => (
            <option key={key} value={key}>
              {content.attributes.find((entry) => entry.id === key)?.name ?? key}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('m20.rotes.ability')} value={ability} onChange={(e) => setAbility(e.target.value)}>
          <option value="">–</option>
          {mageAbilityCategories.map((category) => (
            <optgroup key={category} label={t(`m20.categories.${category}`)}>
              {abilities
                .filter((entry) => entry.category === category)
                .map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {entry.name}
                  </option>
                ))}
            </optgroup>
          ))}
        </SelectField>
      </div>
      <TextAreaField label={t('m20.rotes.notes')} rows={3} value={notes} maxLength={10_000} onChange={(e) => setNotes(e.target.value)} />
      <button type="submit" className="button button--primary">
        {t('m20.editor.finishing.add')}
      </button>
    </form>
  );
}
