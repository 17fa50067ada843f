import type { V5Content } from '@vitae/core/v5';
import { fifthEditionHistoryNames } from '../../fifth-edition/history-names.ts';
import type { HistorySubjectNames } from '../../lib/history-text.ts';

/** A vampire's history names: the 5th-edition ones, discipline powers by key, rituals and ceremonies by content id. */
export function v5HistoryNames(content: V5Content): HistorySubjectNames {
  const shared = fifthEditionHistoryNames(content);
  return (kind, ref) => {
    switch (kind) {
      case 'discipline':
        for (const discipline of content.disciplines) {
          const power = discipline.powers.find((entry) => entry.key === ref);
          if (power) return power.name;
        }
        return undefined;
      case 'blood_ritual':
        return content.bloodRituals.find((ritual) => String(ritual.id) === ref)?.name;
      case 'oblivion_ceremony':
        return content.oblivionCeremonies.find((ceremony) => String(ceremony.id) === ref)?.name;
      default:
        return shared(kind, ref);
    }
  };
}
