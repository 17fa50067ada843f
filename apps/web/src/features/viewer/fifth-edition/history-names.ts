import type { LineContent } from '@vitae/core';
import type { HistorySubjectNames } from '../lib/history-text.ts';
import type { FifthEditionLine } from './lines.ts';

/**
 * The names a 5th-edition history record refers to, from the content in the current language: a
 * merit, background or flaw by its `type:pack:trait` reference (a raise names its group, since it
 * refers to the character's own list).
 */
export function fifthEditionHistoryNames(content: LineContent<FifthEditionLine>): HistorySubjectNames {
  return (kind, ref) => {
    if (!ref || (kind !== 'trait' && kind !== 'flaw' && kind !== 'trait_raise')) return undefined;
    const [type, packId, traitId] = ref.split(':');
    const packs = type === 'merits' ? content.merits : type === 'backgrounds' ? content.backgrounds : [];
    const pack = packs.find((entry) => String(entry.id) === packId);
    if (!pack) return undefined;
    if (kind === 'trait_raise') return pack.name;
    const trait = (kind === 'flaw' ? pack.disadvantages : pack.advantages).find((entry) => String(entry.id) === traitId);
    if (!trait) return undefined;
    // "Kontakte 2" names its group already; "Mittelschicht" needs "Ressourcen" in front.
    return trait.name.startsWith(pack.name) ? trait.name : `${pack.name}: ${trait.name}`;
  };
}
