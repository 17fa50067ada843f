import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addItem, cloneItem, coreGameLine, evaluateAmount, itemInLanguage, moveItem, removeItem, setQuantity, transferMoney, type Inventory, type ItemList } from '@vitae/core';
import { Alert } from '../../../components/ui/alert.tsx';
import { useDialogs } from '../../../components/ui/dialog-provider.tsx';
import { useLineContent } from '../../../lib/content/store.ts';
import { useViewerCharacter } from '../hooks/use-viewer-character.ts';
import { AddItemDialog } from './add-item-dialog.tsx';
import { ItemKeysBackfill } from './item-keys-backfill.tsx';
import { MoneyField } from './money-field.tsx';

const lists: ItemList[] = ['carriedItems', 'ownedItems'];

/** Inventory (docs/product-spec.md §4): carried and owned items, cash and bank with transfers. */
export function InventoryTab() {
  const { t } = useTranslation();
  const { confirm } = useDialogs();
  const { entry, update, readOnly } = useViewerCharacter();
  const [adding, setAdding] = useState<ItemList>();
  const [amount, setAmount] = useState('');
  const [transferError, setTransferError] = useState<string>();
  // Catalogue items read in the reader's language by their key (issue #47); others as copied.
  const catalogue = useLineContent(entry?.character.gameLine ?? coreGameLine).items;
  const backfill = useCallback((next: Inventory) => update((character) => ({ ...character, inventory: next })), [update]);
  if (!entry) return null;
  const inventory: Inventory = entry.character.inventory;
  const change = (next: Inventory) => update((character) => ({ ...character, inventory: next }));

  async function changeQuantity(list: ItemList, index: number, quantity: number) {
    if (quantity >= 1) return change(setQuantity(inventory, list, index, quantity));
    const item = inventory[list][index];
    const remove = await confirm({ title: t('character.inventory.amount.change.zero', { name: item?.name ?? '' }), content: t('viewer.inventory.zeroQuestion'), confirmLabel: t('character.inventory.amount.change.delete') });
    change(setQuantity(inventory, list, index, 0, remove ? 'delete' : 'keep'));
  }

  function transfer(direction: 'deposit' | 'withdraw') {
    // The same arithmetic as the money fields ("120 + 35"), which the hint below promises.
    const value = evaluateAmount(amount) ?? Number.NaN;
    const result = transferMoney(inventory, direction, value);
    if (result.ok) {
      change(result.inventory);
      setTransferError(undefined);
      setAmount('');
    } else if (result.reason === 'not_covered') {
      setTransferError(t('character.inventory.transfer.error', { name: t(`viewer.inventory.${result.source}`) }));
    } else {
      setTransferError(t('viewer.inventory.amountInvalid'));
    }
  }

  return (
    <div className="inventory stack">
      {readOnly ? null : <ItemKeysBackfill line={entry.character.gameLine} inventory={inventory} onChange={backfill} />}
      <section className="card inventory__money" aria-label={t('viewer.inventory.money')}>
        <MoneyField label={t('viewer.inventory.cash')} value={inventory.cash} readOnly={readOnly} onCommit={(cash) => change({ ...inventory, cash })} />
        <MoneyField label={t('viewer.inventory.bank')} value={inventory.bank} readOnly={readOnly} onCommit={(bank) => change({ ...inventory, bank })} />
        {readOnly ? null : (
          <div className="inventory__transfer">
            <label className="field">
              <span>{t('viewer.inventory.transferAmount')}</span>
              <input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
            </label>
            <button type="button" className="button" onClick={() => transfer('deposit')}>
              {t('viewer.inventory.deposit')}
            </button>
            <button type="button" className="button" onClick={() => transfer('withdraw')}>
              {t('viewer.inventory.withdraw')}
            </button>
          </div>
        )}
        {transferError ? <Alert>{transferError}</Alert> : null}
      </section>
      <div className="inventory__columns">
        {lists.map((list) => (
          <section key={list} className="card" aria-label={t(`viewer.inventory.${list}`)}>
            <h3>{t(`viewer.inventory.${list}`)}</h3>
            <ul className="inventory__items">
              {inventory[list].map((kept) => itemInLanguage(kept, catalogue)).map((item, index) => (
                <li key={`${item.name}-${index}`} id={`sheet-item-${list}-${index}`} tabIndex={-1} className="inventory__item" data-testid={`item-${list}-${item.name}`}>
                  <span className="inventory__name">
                    {item.name}
                    <small>{item.category}</small>
                  </span>
                  <span className="inventory__quantity">
                    {readOnly ? null : (
                      <button type="button" className="button button--ghost" aria-label={t('viewer.inventory.less', { name: item.name })} onClick={() => void changeQuantity(list, index, item.quantity - 1)}>
                        −
                      </button>
                    )}
                    <span aria-label={t('viewer.inventory.quantity')}>{item.quantity}</span>
                    {readOnly ? null : (
                      <button type="button" className="button button--ghost" aria-label={t('viewer.inventory.more', { name: item.name })} onClick={() => void changeQuantity(list, index, item.quantity + 1)}>
                        +
                      </button>
                    )}
                  </span>
                  {readOnly ? null : (
                    <span className="inventory__actions">
                      <button type="button" className="button button--ghost" onClick={() => change(moveItem(inventory, list, index))}>
                        {t(list === 'carriedItems' ? 'viewer.inventory.leaveHome' : 'viewer.inventory.takeAlong')}
                      </button>
                      <button type="button" className="button button--ghost" onClick={() => change(cloneItem(inventory, list, index))}>
                        {t('characters.actions.clone')}
                      </button>
                      <button type="button" className="button button--ghost button--danger" aria-label={t('characters.actions.deleteNamed', { name: item.name })} onClick={() => change(removeItem(inventory, list, index))}>
                        {t('characters.actions.delete')}
                      </button>
                    </span>
                  )}
                </li>
              ))}
            </ul>
            {readOnly ? null : (
              <button type="button" className="button" onClick={() => setAdding(list)}>
                {t('viewer.inventory.add')}
              </button>
            )}
          </section>
        ))}
      </div>
      <AddItemDialog line={entry.character.gameLine} open={adding !== undefined} onClose={() => setAdding(undefined)} onAdd={(item) => adding && change(addItem(inventory, adding, item))} />
    </div>
  );
}
