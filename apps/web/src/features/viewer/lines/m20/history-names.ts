import type { M20Content } from '@vitae/core/m20';
import type { HistorySubjectNames } from '../../lib/history-text.ts';
import type { Translate } from '../types.ts';

/** A mage's history names by kind and reference: Spheres, abilities (`category:id`), backgrounds, Arete and Willpower. */
export function m20HistoryNames(content: M20Content, t: Translate): HistorySubjectNames {
  return (kind, ref) => {
    switch (kind) {
      case 'attribute':
        return content.attributes.find((entry) => entry.id === ref)?.name;
      case 'ability': {
        const id = ref?.split(':').pop();
        return content.abilities.find((entry) => entry.id === id)?.name;
      }
      case 'sphere':
        return content.spheres.spheres.find((entry) => entry.id === ref)?.name;
      case 'background':
        return content.backgrounds.find((entry) => entry.id === ref)?.name;
      case 'arete':
        return t('m20.arete');
      case 'willpower':
        return t('viewer.trackers.willpower');
      default:
        return undefined;
    }
  };
}
