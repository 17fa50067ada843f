import { TraitsGrid } from '../../fifth-edition/traits-grid.tsx';
import { TraitsTab } from '../../fifth-edition/traits-tab.tsx';
import { InventoryTab } from '../../components/inventory-tab.tsx';
import type { SheetLine } from '../types.ts';
import { DiceTools } from './dice/dice-tools.tsx';
import { EdgesTab } from './edges-tab.tsx';
import { ProfileTab } from './profile-tab.tsx';
import { h5HistoryNames } from './history-names.ts';
import { h5SearchTargets } from './search-targets.ts';

const AttributesTab = () => <TraitsGrid kind="attributes" />;
const SkillsTab = () => <TraitsGrid kind="skills" />;

/** The Hunter sheet: profile with the cell's trackers and despair, the 5th-edition tabs, edges and perks, desperation dice. */
export const h5Sheet: SheetLine<'h5'> = {
  tabs: {
    profile: ProfileTab,
    inventory: InventoryTab,
    attributes: AttributesTab,
    skills: SkillsTab,
    edges: EdgesTab,
    traits: TraitsTab,
  },
  hotkeys: {
    KeyP: 'profile', Digit1: 'profile',
    KeyI: 'inventory', Digit2: 'inventory',
    KeyA: 'attributes', Digit3: 'attributes',
    KeyF: 'skills', Digit4: 'skills',
    KeyT: 'edges', Digit5: 'edges',
    KeyV: 'traits', Digit6: 'traits',
  },
  DiceTools,
  switches: [],
  searchTargets: h5SearchTargets,
  historyNames: h5HistoryNames,
  loadPdf: async () => (await import('./character-pdf.ts')).buildHunterPdf,
};
