import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { keyInventoryItems, type GameLine, type Inventory } from '@vitae/core';
import { useOtherLanguageContent } from '../../../lib/content/other-language.ts';
import { useLineContent } from '../../../lib/content/store.ts';

/**
 * Items added before they kept their catalogue key (issue #47) get it once their sheet is open:
 * their copied names are matched against the catalogue in both languages (the other language is
 * fetched only when such an item exists), and the keys are saved, so from then on the items read
 * in whatever language the reader uses. Nothing is written when nothing matched.
 */
export function ItemKeysBackfill({ line, inventory, onChange }: { line: GameLine; inventory: Inventory; onChange: (next: Inventory) => void }) {
  const { i18n } = useTranslation();
  const own = useLineContent(line).items;
  const unkeyed = [...inventory.carriedItems, ...inventory.ownedItems].some((item) => !item.isCustom && !item.key);
  const other = useOtherLanguageContent([line], unkeyed);
  const otherItems = other ? other.store.forLine(line, other.language).items : undefined;
  useEffect(() => {
    if (!unkeyed) return;
    const next = keyInventoryItems(inventory, otherItems ? [own, otherItems] : [own]);
    if (next) onChange(next);
  }, [unkeyed, inventory, own, otherItems, onChange, i18n.language]);
  return null;
}
