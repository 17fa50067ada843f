import { useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { itemCategories, maxNameLength, type GameLine, type Item } from '@vitae/core';
import type { CatalogueItem } from '@vitae/core/content';
import { Modal } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { useLineContent } from '../../../lib/content/store.ts';
import { allCategories, groupItems } from '../lib/item-catalogue.ts';
import { ItemListbox } from './item-listbox.tsx';

const maxQuantity = 1_000_000;

/**
 * Add an item (spec §4, issue #47): the character's own line's catalogue, searchable by name and
 * description, grouped by category ("Alle Gegenstände" first), with an amount; or one of your own.
 */
export function AddItemDialog({ line, open, onAdd, onClose }: { line: GameLine; open: boolean; onAdd: (item: Item) => void; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const items = useLineContent(line).items;
  const [category, setCategory] = useState(allCategories);
  const [search, setSearch] = useState('');
  const [chosenKey, setChosenKey] = useState<string>();
  const [amount, setAmount] = useState('1');
  const [status, setStatus] = useState('');
  const [custom, setCustom] = useState({ name: '', description: '' });
  const [nameError, setNameError] = useState(false);
  const box = useRef<HTMLDivElement | null>(null);
  const listId = useId();
  const groups = useMemo(() => groupItems(items, { category, search, language: i18n.language }), [items, category, search, i18n.language]);
  const shownCount = groups.reduce((sum, group) => sum + group.items.length, 0);
  const chosen = groups.flatMap((group) => group.items).find((item) => item.key === chosenKey);

  const quantity = () => Math.min(maxQuantity, Math.max(1, Number.parseInt(amount, 10) || 1));

  function pick(item: CatalogueItem) {
    const count = quantity();
    onAdd({ name: item.name, description: item.description, quantity: count, category: item.category, isCustom: false, key: item.key });
    setStatus(t('viewer.inventory.added', { name: item.name, count }));
  }

  function addCustom(event: FormEvent) {
    event.preventDefault();
    if (!custom.name.trim()) return setNameError(true);
    onAdd({ name: custom.name.trim(), description: custom.description.trim(), quantity: 1, category: t('character.inventory.custom'), isCustom: true });
    setStatus(t('viewer.inventory.added', { name: custom.name.trim(), count: 1 }));
    setCustom({ name: '', description: '' });
  }

  // ↓ in the search field goes on to the list and chooses its first item.
  function searchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'ArrowDown' || shownCount === 0) return;
    event.preventDefault();
    if (!chosen) setChosenKey(groups[0]?.items[0]?.key);
    box.current?.focus();
  }

  return (
    <Modal open={open} title={t('viewer.inventory.addTitle')} onClose={onClose}>
      <div className="item-dialog stack">
        <div className="item-dialog__filters">
          <label className="field item-dialog__search">
            <span>{t('viewer.inventory.search')}</span>
            <input
              type="search"
              value={search}
              placeholder={t('viewer.inventory.searchPlaceholder')}
              aria-controls={listId}
              autoComplete="off"
              onChange={(e) => setSearch(e.target.value)}
              onKeyDown={searchKeyDown}
            />
          </label>
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
        </div>
        <p className="item-dialog__count" aria-live="polite">
          {shownCount === 0 ? t('viewer.inventory.nothingFound') : t('viewer.inventory.found', { count: shownCount })}
        </p>
        <div className="item-dialog__list">
          <ItemListbox id={listId} label={t('viewer.inventory.predefined')} groups={groups} chosen={chosen?.key} onChoose={setChosenKey} onPick={pick} box={box} />
        </div>
        <div className="item-dialog__chosen">
          {chosen ? (
            <div className="item-dialog__chosen-text">
              <strong>{chosen.name}</strong>
              <small>{chosen.description}</small>
            </div>
          ) : (
            <p className="item-dialog__hint">{t('viewer.inventory.chooseHint')}</p>
          )}
          <div className="item-dialog__amount">
            <label className="field">
              <span>{t('viewer.inventory.quantity')}</span>
              <input type="number" inputMode="numeric" min={1} max={maxQuantity} step={1} value={amount} onChange={(e) => setAmount(e.target.value)} />
            </label>
            <button type="button" className="button button--primary" disabled={!chosen} onClick={() => chosen && pick(chosen)}>
              {chosen ? t('viewer.inventory.addChosen', { name: chosen.name }) : t('viewer.inventory.addChosenNone')}
            </button>
          </div>
        </div>
        <p role="status" className="item-dialog__status">
          {status}
        </p>
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
