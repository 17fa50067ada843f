import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { effectiveTable, isOverridden, maxOverridePrice, rulesOfLine, type XpPrice, type XpTableOverrides } from '@vitae/core';
import type { StoredCharacter } from '@vitae/core/api';
import { Modal } from '../../../components/ui/dialog.tsx';
import { useViewerCharacter } from '../hooks/use-viewer-character.ts';
import { priceFormulaText, priceKeyLabel, withPriceOverride } from '../lib/xp-price.ts';
import { PriceSource } from './price-source.tsx';
import './xp-table.css';
import { sheetFor } from '../lines/index.ts';

/** Reads a price field: a whole number 0–100, or nothing while the field is being typed into. */
function parsePrice(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isInteger(value) && value >= 0 && value <= maxOverridePrice ? value : undefined;
}

/** A price field: what is typed stays while typing (an empty field is not a price), each valid number is kept at once. */
function PriceInput({ id, value, label, onPrice }: { id: string; value: number; label: string; onPrice: (value: number) => void }) {
  const [draft, setDraft] = useState<string>();
  return (
    <input
      id={id}
      type="number"
      inputMode="numeric"
      min={0}
      max={maxOverridePrice}
      value={draft ?? String(value)}
      aria-label={label}
      onChange={(event) => {
        setDraft(event.target.value);
        const price = parsePrice(event.target.value);
        if (price !== undefined) onPrice(price);
      }}
      onBlur={() => setDraft(undefined)}
    />
  );
}

/**
 * "XP-Tabelle" (issue #46 items 16, 19): the line's experience prices, each with its source or a
 * "Hausregel" mark, and the chronicle's own prices, stored with the character (`xpTable`), with a
 * way back to the book's table. Every purchase reads this table, so the sheet stays reproducible.
 */
export function XpTableDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { entry, update, readOnly } = useViewerCharacter();
  const idPrefix = useId();
  if (!entry) return null;
  const character = entry.character;
  const line = character.gameLine;
  const context = sheetFor(line)?.textContext?.(character);
  const book = rulesOfLine(line).leveling.table;
  const overrides: XpTableOverrides | undefined = character.xpTable;
  const table = effectiveTable(book, overrides);
  const keys = Object.keys(book);
  const anyChanged = keys.some((key) => isOverridden(book, key, overrides));
  const anyHouseRule = keys.some((key) => book[key]?.source === 'houseRule');

  // Each line's `xpTable` allows only its own keys, and the keys come from its own table.
  const setOverrides = (change: (current: XpTableOverrides | undefined) => XpTableOverrides) =>
    update((current) => ({ ...current, xpTable: change(current.xpTable) }) as StoredCharacter);
  const setPrice = (key: string, field: 'rate' | 'first', value: number) => setOverrides((current) => withPriceOverride(book, current, key, field, value));

  const priceField = (key: string, field: 'rate' | 'first', price: XpPrice) => {
    const id = `${idPrefix}-${key}-${field}`;
    return (
      <label className="field xp-table__field" htmlFor={id}>
        <span>{t(`viewer.xpTable.edit.${field}`)}</span>
        <PriceInput
          id={id}
          value={field === 'rate' ? price.rate : (price.first ?? 0)}
          label={t(`viewer.xpTable.edit.${field}Of`, { label: priceKeyLabel(t, line, key, context) })}
          onPrice={(value) => setPrice(key, field, value)}
        />
      </label>
    );
  };

  return (
    <Modal open={open} title={t('viewer.xpTable.title')} onClose={onClose}>
      <div className="stack">
        <p className="lexicon__meta">{t('viewer.xpTable.intro')}</p>
        {anyHouseRule ? <p className="lexicon__meta">{t('viewer.xpTable.houseRuleIntro')}</p> : null}
        <table className="xp-table">
          <thead>
            <tr>
              <th scope="col">{t('viewer.xpTable.columns.purchase')}</th>
              <th scope="col">{t('viewer.xpTable.columns.price')}</th>
              <th scope="col">{t('viewer.xpTable.columns.source')}</th>
            </tr>
          </thead>
          <tbody>
            {keys.map((key) => {
              const price = table[key];
              if (!price) return null;
              return (
                <tr key={key} data-price={key}>
                  <th scope="row">{priceKeyLabel(t, line, key, context)}</th>
                  <td className="xp-table__price">
                    {priceFormulaText(t, price)}
                    {readOnly ? null : (
                      <div className="xp-table__inputs">
                        {priceField(key, 'rate', price)}
                        {price.formula === 'current' && price.first !== undefined ? priceField(key, 'first', price) : null}
                      </div>
                    )}
                  </td>
                  <td>
                    <PriceSource price={price} changed={isOverridden(book, key, overrides)} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {readOnly ? null : (
          <div className="stack">
            <p className="lexicon__meta">{t('viewer.xpTable.editHint')}</p>
            <button type="button" className="button" disabled={!anyChanged} onClick={() => setOverrides(() => ({}))}>
              {t('viewer.xpTable.reset')}
            </button>
          </div>
        )}
      </div>
    </Modal>
  );
}
