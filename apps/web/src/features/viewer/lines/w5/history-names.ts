import type { W5Content } from '@vitae/core/w5';
import { fifthEditionHistoryNames } from '../../fifth-edition/history-names.ts';
import type { HistorySubjectNames } from '../../lib/history-text.ts';

/** A werewolf's history names: the 5th-edition ones, and Gifts and rites by their content id. */
export function w5HistoryNames(content: W5Content): HistorySubjectNames {
  const shared = fifthEditionHistoryNames(content);
  return (kind, ref) => {
    if (kind === 'gift') return content.gifts.find((gift) => String(gift.id) === ref)?.name;
    if (kind === 'rite') return content.rites.find((rite) => String(rite.id) === ref)?.name;
    return shared(kind, ref);
  };
}
