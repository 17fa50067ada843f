import type { H5Content } from '@vitae/core/h5';
import { fifthEditionHistoryNames } from '../../fifth-edition/history-names.ts';
import type { HistorySubjectNames } from '../../lib/history-text.ts';

/** A hunter's history names: the 5th-edition ones, and edges and perks by their content id. */
export function h5HistoryNames(content: H5Content): HistorySubjectNames {
  const shared = fifthEditionHistoryNames(content);
  return (kind, ref) => {
    if (kind === 'edge') return content.edges.find((edge) => edge.id === ref)?.name;
    if (kind === 'perk') {
      for (const edge of content.edges) {
        const perk = edge.perks.find((entry) => entry.id === ref);
        if (perk) return `${edge.name}: ${perk.name}`;
      }
      return undefined;
    }
    return shared(kind, ref);
  };
}
