import { numericId } from '@vitae/core/fifth-edition';
import type { W5Character, W5Content } from '@vitae/core/w5';
import { fifthEditionSearchTargets } from '../../fifth-edition/search-targets.ts';
import type { SearchTarget, Translate } from '../types.ts';

/** What the search finds on a werewolf's sheet: the shared 5th-edition parts, Gifts and rites. */
export function w5SearchTargets(character: W5Character, content: W5Content, t: Translate): SearchTarget[] {
  const list = fifthEditionSearchTargets(character, content, t);
  for (const gift of character.gifts) {
    const name = content.gifts.find((g) => g.id === numericId(gift.id))?.name ?? gift.name;
    list.push({ label: name, kind: t('viewer.tabs.gifts'), tab: 'gifts', anchor: `sheet-gift-${String(gift.id)}` });
  }
  for (const rite of character.rites) {
    const name = content.rites.find((r) => r.id === numericId(rite.id))?.name ?? rite.name;
    list.push({ label: name, kind: t('w5.gifts.rites'), tab: 'gifts', anchor: `sheet-rite-${String(rite.id)}` });
  }
  return list;
}
