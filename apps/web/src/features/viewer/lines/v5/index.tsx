import { TraitsGrid } from '../../fifth-edition/traits-grid.tsx';
import { TraitsTab } from '../../fifth-edition/traits-tab.tsx';
import { InventoryTab } from '../../components/inventory-tab.tsx';
import type { SheetLine } from '../types.ts';
import { DiceTools } from './dice/dice-tools.tsx';
import { DisciplinesTab } from './disciplines-tab.tsx';
import { HomebrewUpdateSection } from './homebrew-update.tsx';
import { ProfileTab } from './profile-tab.tsx';
import { RitualsTab } from './rituals-tab.tsx';
import { v5HistoryNames } from './history-names.ts';
import { v5SearchTargets } from './search-targets.ts';
import { learnableTraits } from '@vitae/core/v5';
import { VampireTrackers } from './vampire-trackers.tsx';

const QuickTrackers = () => <VampireTrackers compact />;

const AttributesTab = () => <TraitsGrid kind="attributes" />;
const SkillsTab = () => <TraitsGrid kind="skills" />;

/** The Vampire sheet: profile with hunger and humanity, the 5th-edition tabs, disciplines, rituals, hunger dice. */
export const v5Sheet: SheetLine<'v5'> = {
  tabs: {
    profile: ProfileTab,
    inventory: InventoryTab,
    attributes: AttributesTab,
    skills: SkillsTab,
    disciplines: DisciplinesTab,
    bloodrituals: RitualsTab,
    traits: TraitsTab,
  },
  hotkeys: {
    KeyP: 'profile', Digit1: 'profile',
    KeyI: 'inventory', Digit2: 'inventory',
    KeyA: 'attributes', Digit3: 'attributes',
    KeyF: 'skills', Digit4: 'skills',
    KeyD: 'disciplines', Digit5: 'disciplines',
    KeyR: 'bloodrituals',
    KeyV: 'traits', Digit6: 'traits',
  },
  DiceTools,
  InfoSection: HomebrewUpdateSection,
  switches: ['useAdavancedDisciplines', 'allowLearningOfAllPowers'],
  searchTargets: v5SearchTargets,
  historyNames: v5HistoryNames,
  loadPdf: async () => (await import('./character-pdf.ts')).buildCharacterPdf,
  QuickTrackers,
  learnableTraits,
};
