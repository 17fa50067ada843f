import type { M20Content } from '@vitae/core/m20';
import type { HistorySubjectNames } from '../../lib/history-text.ts';
import type { Translate } from '../types.ts';

/** A mage's history names by kind and reference: Spheres, abilities (`category:id`), backgrounds, Arete and Willpower, in the mage's side's words. */
export function m20HistoryNames(content: M20Content, t: Translate, context?: string): HistorySubjectNames {
  // A Technocrat's history uses the Union's names where the content has them (`t` already speaks its words).
  const technocratic = context === 'technocracy';
  const named = (entry: { name: string; technocraticName?: string | null } | undefined) => (entry && technocratic && entry.technocraticName ? entry.technocraticName : entry?.name);
  return (kind, ref) => {
    switch (kind) {
      case 'attribute':
        return content.attributes.find((entry) => entry.id === ref)?.name;
      case 'ability': {
        const id = ref?.split(':').pop();
        return content.abilities.find((entry) => entry.id === id)?.name;
      }
      case 'sphere':
        return named(content.spheres.spheres.find((entry) => entry.id === ref));
      case 'background':
        return named(content.backgrounds.find((entry) => entry.id === ref));
      case 'arete':
        return t('m20.arete');
      case 'willpower':
        return t('viewer.trackers.willpower');
      default:
        return undefined;
    }
  };
}
