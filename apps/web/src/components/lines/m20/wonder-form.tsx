import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { M20Character, NewWonder, WonderType } from '@vitae/core/m20';
import { useLineContent } from '../../../lib/content/store.ts';
import { Alert } from '../../ui/alert.tsx';
import { SelectField, TextAreaField, TextField } from '../../ui/field.tsx';

/** What the form hands over: the chosen type and the new Wonder (with a fresh id). */
export interface WonderDraft {
  type: WonderType;
  wonder: NewWonder;
}

/** The form's current choice, for a note on what adding it costs. */
export interface WonderChoice {
  type: WonderType | undefined;
  rank: number;
  selfMade: boolean;
}

const blank = { type: '', name: '', rank: 1, notes: '', selfMade: false };

/**
 * A new Wonder: type, name, rank (background dots), made by the mage or not, notes. The wizard and
 * the sheet charge it differently, so `onAdd` decides and answers with a refusal text, nothing when
 * added, or `false` when the player cancelled (the form keeps its entries); `note` says what the
 * current choice would cost.
 */
export function WonderForm({ character, note, onAdd }: { character: Pick<M20Character, 'allianceType'>; note?: (choice: WonderChoice) => ReactNode; onAdd: (draft: WonderDraft) => string | false | undefined | Promise<string | false | undefined> }) {
  const { t } = useTranslation();
  const content = useLineContent('m20');
  const [form, setForm] = useState(blank);
  const [errors, setErrors] = useState<{ type?: string; name?: string; form?: string }>({});
  const technocrat = character.allianceType === 'technocraticUnion';
  const typeOf = (id: string) => content.wonders.find((wonder) => wonder.id === id);
  const typeName = (type: WonderType) => (technocrat && type.technocraticName ? type.technocraticName : type.name);
  const chosen = typeOf(form.type);
  const selfMade = form.selfMade && (chosen?.permanentWillpower ?? 0) > 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = { type: chosen ? undefined : t('m20.wonders.typeRequired'), name: form.name.trim() ? undefined : t('m20.wonders.nameRequired') };
    if (!chosen || next.name) return setErrors(next);
    const refusal = await onAdd({ type: chosen, wonder: { id: crypto.randomUUID(), name: form.name, rank: form.rank, notes: form.notes, selfMade } });
    if (refusal === false) return;
    if (refusal) return setErrors({ form: refusal });
    setForm(blank);
    setErrors({});
  }

  return (
    <form className="stack" onSubmit={(event) => void submit(event)} noValidate>
      <SelectField label={t('m20.wonders.type')} value={form.type} error={errors.type} onChange={(e) => setForm({ ...form, type: e.target.value, selfMade: false })}>
        <option value="">{t('m20.editor.finishing.choose')}</option>
        {content.wonders.map((type) => (
          <option key={type.id} value={type.id}>
            {typeName(type)}
          </option>
        ))}
      </SelectField>
      {chosen ? <p className="lexicon__meta">{chosen.description}</p> : null}
      <TextField label={t('m20.wonders.name')} value={form.name} maxLength={200} error={errors.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
      <SelectField label={t('m20.wonders.rankLabel')} value={form.rank} onChange={(e) => setForm({ ...form, rank: Number(e.target.value) })}>
        {[1, 2, 3, 4, 5].map((rank) => (
          <option key={rank} value={rank}>
            {rank}
          </option>
        ))}
      </SelectField>
      {chosen && chosen.permanentWillpower > 0 ? (
        <label className="checkbox">
          <input type="checkbox" checked={form.selfMade} onChange={(e) => setForm({ ...form, selfMade: e.target.checked })} />
          {t('m20.wonders.makeIt', { count: chosen.permanentWillpower })}
        </label>
      ) : null}
      <TextAreaField label={t('m20.wonders.notes')} rows={3} value={form.notes} maxLength={10_000} onChange={(e) => setForm({ ...form, notes: e.target.value })} />
      {note ? note({ type: chosen, rank: form.rank, selfMade }) : null}
      {errors.form ? <Alert>{errors.form}</Alert> : null}
      <button type="submit" className="button button--primary">
        {t('m20.editor.finishing.add')}
      </button>
    </form>
  );
}
