import { useTranslation } from 'react-i18next';
import { isOverridden, rulesOfLine, type GameLine, type PurchaseOf, type XpPrice } from '@vitae/core';
import type { StoredCharacter } from '@vitae/core/api';
import { priceSourceText, purchasePrice } from '../lib/xp-price.ts';
import './xp-table.css';

/**
 * Where an XP price comes from: the book and page, or a visible "Hausregel" mark when no one could
 * confirm it in a book (issue #46 items 16, 19); `changed` when the chronicle set its own price.
 */
export function PriceSource({ price, changed = false }: { price: XpPrice; changed?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="xp-source">
      {price.source === 'houseRule' ? (
        <small className="badge badge--unverified xp-source__house" title={t('viewer.xpTable.houseRuleHint')}>
          {priceSourceText(t, price)}
        </small>
      ) : (
        <small className="xp-source__book">{priceSourceText(t, price)}</small>
      )}
      {changed ? <small className="badge xp-source__changed">{t('viewer.xpTable.changed')}</small> : null}
    </span>
  );
}

/** The line under a purchase's price in the confirm dialog: its source, and for a house rule why it is marked. */
export function PriceNote({ price, changed }: { price: XpPrice; changed: boolean }) {
  const { t } = useTranslation();
  return (
    <p className="xp-note">
      {t('viewer.xpTable.priceFrom')} <PriceSource price={price} changed={changed} />
      {price.source === 'houseRule' ? <span className="xp-note__hint">{t('viewer.xpTable.houseRuleHint')}</span> : null}
    </p>
  );
}

/** Where the price of a purchase comes from (nothing for a free one), as the confirm dialogs show it. */
export function PurchasePriceNote({ character, purchase }: { character: StoredCharacter; purchase: PurchaseOf<GameLine> }) {
  const price = purchasePrice(character, purchase);
  if (!price) return null;
  return <PriceNote price={price.price} changed={isOverridden(rulesOfLine(character.gameLine).leveling.table, price.key, character.xpTable)} />;
}

/** A purchase's confirm text: its price and what the character has, then where the price comes from. */
export function PurchaseConfirmText({ character, purchase, cost }: { character: StoredCharacter; purchase: PurchaseOf<GameLine>; cost: number }) {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('viewer.leveling.confirmText', { cost, exp: character.exp })}</p>
      <PurchasePriceNote character={character} purchase={purchase} />
    </>
  );
}
