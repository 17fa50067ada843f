import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addWonder, removeWonder } from '@vitae/core/m20';
import { Alert } from '../../../../components/ui/alert.tsx';
import { useDialogs } from '../../../../components/ui/dialog-provider.tsx';
import { Modal } from '../../../../components/ui/dialog.tsx';
import { SelectField, TextAreaField, TextField } from '../../../../components/ui/field.tsx';
import { useLineContent } from '../../../../lib/content/store.ts';
import { useMage } from './use-mage.ts';

/** The mage's Wonders; writing a grimoire or principium costs 1 permanent Willpower, a primer 2 (spec §9). */
export function WondersCard() {
  const { t } = useTranslation();
  const { confirm } = useDialogs();
  const content = useLineContent('m20');
  const { entry, update, readOnly } = useMage();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState({ type: '', name: '', rank: 1, notes: '', selfMade: false });
  const [errors, setErrors] = useState<{ type?: string; name?: string; form?: string }>({});
  if (!entry) return null;
  const character = entry.character;
  const technocrat = character.allianceType === 'technocraticUnion';
  const typeOf = (id: string) => content.wonders.find((wonder) => wonder.id === id);
  const typeName = (id: string) => {
    const type = typeOf(id);
    return type ? (technocrat && type.technocraticName ? type.technocraticName : type.name) : id;
  };
  const chosen = typeOf(form.type);

  function submit(event: FormEvent) {
    event.preventDefault();
    const type = typeOf(form.type);
    const next = { type: type ? undefined : t('m20.wonders.typeRequired'), name: form.name.trim() ? undefined : t('m20.wonders.nameRequired') };
    if (!type || next.name) return setErrors(next);
    const result = addWonder(character, type, { id: crypto.randomUUID(), name: form.name, rank: form.rank, notes: form.notes, selfMade: form.selfMade });
    if (!result.ok) return setErrors({ form: t(`m20.wonders.refused.${result.reason}`, { willpower: type.permanentWillpower, current: character.willpower }) });
    update(() => result.character);
    setOpen(false);
    setForm({ type: '', name: '', rank: 1, notes: '', selfMade: false });
    setErrors({});
  }

  async function remove(id: string, name: string) {
    if (await confirm({ title: t('m20.sheet.removeTrait', { name }), content: t('m20.wonders.removeText'), confirmLabel: t('m20.sheet.remove'), danger: true })) update((current) => removeWonder(current, id));
  }

  return (
    <section className="card stack" aria-label={t('m20.wonders.title')}>
      <h3>{t('m20.wonders.title')}</h3>
      {character.wonders.length === 0 ? <p className="lexicon__meta">{t('m20.traits.none')}</p> : null}
      <ul className="m20-list">
        {character.wonders.map((wonder) => (
          <li key={wonder.id} id={`sheet-wonder-${wonder.id}`} tabIndex={-1}>
            <span>
              <strong>{wonder.name}</strong> – {typeName(wonder.type)}, {t('m20.wonders.rank', { rank: wonder.rank })}
              {wonder.selfMade ? ` (${t('m20.wonders.selfMade')})` : ''}
              {wonder.notes ? <small className="traits-grid__specialities"> {wonder.notes}</small> : null}
            </span>
            {readOnly ? null : (
              <button type="button" className="button button--ghost" aria-label={t('m20.editor.finishing.remove', { name: wonder.name })} onClick={() => void remove(wonder.id, wonder.name)}>
                ×
              </button>
            )}
          </li>
        ))}
      </ul>
      {readOnly ? null : (
        <div>
          <button type="button" className="button" onClick={() => setOpen(true)}>
            {t('m20.wonders.add')}
          </button>
        </div>
      )}
      <Modal open={open} title={t('m20.wonders.add')} onClose={() => setOpen(false)}>
        <form className="stack" onSubmit={submit} noValidate>
          <SelectField label={t('m20.wonders.type')} value={form.type} error={errors.type} onChange={(e) => setForm({ ...form, type: e.target.value, selfMade: false })}>
            <option value="">{t('m20.editor.finishing.choose')}</option>
            {content.wonders.map((type) => (
              <option key={type.id} value={type.id}>
                {typeName(type.id)}
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
          {errors.form ? <Alert>{errors.form}</Alert> : null}
          <button type="submit" className="button button--primary">
            {t('m20.editor.finishing.add')}
          </button>
        </form>
      </Modal>
    </section>
  );
}
