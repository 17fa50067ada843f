import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { itemCategories, maxNameLength, type GameLine, type Item } from '@vitae/core';
import { Modal } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { useLineContent } from '../../../lib/content/store.ts';

const allCategories = '*';

/** Pick a predefined item by category ("Alle Gegenstände" first), or describe one of your own. */
export function AddItemDialog({ line, open, onAdd, onClose }: { line: GameLine; open: boolean; onAdd: (item: Item) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const items = useLineContent(line).items;
  const [category, setCategory] = useState(allCategories);
  const [custom, setCustom] = useState({ name: '', description: '' });
  const [nameError, setNameError] = useState(false);
  const shown = items.filter((item) => category === allCategories || item.category === category).sort((a, b) => a.name.localeCompare(b.name, 'de'));

  function addCustom(event: FormEvent) {
    event.preventDefault();
    if (!custom.name.trim()) return setNameError(true);
    onAdd({ name: custom.name.trim(), description: custom.description.trim(), quantity: 1, category: t('character.inventory.custom'), isCustom: true });
    setCustom({ name: '', description: '' });
  }

  return (
    <Modal open={open} title={t('viewer.inventory.addTitle')} onClose={onClose}>
      <div className="stack">
        <label className="field">
          <span>{t('viewer.inventory.category')}</span>
          <select value={category} onChange={(e) => setCategory(e.target.value)}>
            <option value={allCategories}>{t('viewer.inventory.allItems')}</option>
            {itemCategories(items).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <ul className="item-picker" aria-label={t('viewer.inventory.predefined')}>
          {shown.map((item) => (
            <li key={item.key}>
              <button type="button" className="button button--ghost" onClick={() => onAdd({ name: item.name, description: item.description, quantity: 1, category: item.category, isCustom: false })}>
                {item.name}
              </button>
              <small>{item.description}</small>
            </li>
          ))}
        </ul>
        <form className="stack" onSubmit={addCustom} noValidate>
          <h3>{t('viewer.inventory.customTitle')}</h3>
          <TextField label={t('viewer.inventory.name')} value={custom.name} maxLength={maxNameLength} onChange={(e) => { setCustom({ ...custom, name: e.target.value }); setNameError(false); }} error={nameError ? t('viewer.inventory.nameRequired') : undefined} />
          <TextField label={t('viewer.inventory.description')} value={custom.description} maxLength={5_000} onChange={(e) => setCustom({ ...custom, description: e.target.value })} />
          <button type="submit" className="button">{t('viewer.inventory.addCustom')}</button>
        </form>
      </div>
    </Modal>
  );
}
