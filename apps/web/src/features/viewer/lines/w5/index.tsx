import { InventoryTab } from '../../components/inventory-tab.tsx';
import { TraitsGrid } from '../../fifth-edition/traits-grid.tsx';
import { TraitsTab } from '../../fifth-edition/traits-tab.tsx';
import type { SheetLine } from '../types.ts';
import { W5DiceTools } from './dice/dice-tools.tsx';
import { GiftsTab } from './gifts-tab.tsx';
import { ProfileTab } from './profile-tab.tsx';
import { w5HistoryNames } from './history-names.ts';
import { w5SearchTargets } from './search-targets.ts';

const AttributesTab = () => <TraitsGrid kind="attributes" />;
const SkillsTab = () => <TraitsGrid kind="skills" />;

/** The Werewolf sheet: profile with Rage, form, Harano and Hauglosk and Renown, the 5th-edition tabs, Gifts and rites, Rage dice. */
export const w5Sheet: SheetLine<'w5'> = {
  tabs: {
    profile: ProfileTab,
    inventory: InventoryTab,
    attributes: AttributesTab,
    skills: SkillsTab,
    gifts: GiftsTab,
    traits: TraitsTab,
  },
  hotkeys: {
    KeyP: 'profile', Digit1: 'profile',
    KeyI: 'inventory', Digit2: 'inventory',
    KeyA: 'attributes', Digit3: 'attributes',
    KeyF: 'skills', Digit4: 'skills',
    KeyG: 'gifts', Digit5: 'gifts',
    KeyV: 'traits', Digit6: 'traits',
  },
  DiceTools: W5DiceTools,
  switches: [],
  searchTargets: w5SearchTargets,
  historyNames: w5HistoryNames,
  loadPdf: async () => (await import('./character-pdf.ts')).buildW5Pdf,
};
