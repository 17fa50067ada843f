import { numericId } from '@vitae/core/fifth-edition';
import { renownKeys, type W5Character, type W5Content } from '@vitae/core/w5';
import { fifthEditionSearchTargets } from '../../fifth-edition/search-targets.ts';
import type { SearchTarget, Translate } from '../types.ts';

/** What the search finds on a werewolf's sheet: its trackers (Rage, Harano, Hauglosk, Renown, form), the shared 5th-edition parts, Gifts and rites. */
export function w5SearchTargets(character: W5Character, content: W5Content, t: Translate): SearchTarget[] {
  const tracker = (label: string, anchor: string): SearchTarget => ({ label, kind: t('viewer.trackers.title'), tab: 'profile', anchor });
  const list: SearchTarget[] = [
    tracker(t('viewer.trackers.health'), 'sheet-trackers'),
    tracker(t('viewer.trackers.willpower'), 'sheet-trackers'),
    tracker(t('w5.rage.label'), 'sheet-rage'),
    tracker(t('w5.form.title'), 'sheet-form'),
    tracker(t('w5.balance.harano'), 'sheet-balance'),
    tracker(t('w5.balance.hauglosk'), 'sheet-balance'),
    tracker(t('w5.renown.title'), 'sheet-renown'),
  ];
  for (const key of renownKeys) list.push({ label: content.renown.find((r) => r.id === key)?.name ?? t('w5.renown.title'), kind: t('w5.renown.title'), tab: 'profile', anchor: 'sheet-renown' });
  list.push(...fifthEditionSearchTargets(character, content, t));
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
