import { InventoryTab } from '../../components/inventory-tab.tsx';
import type { SheetLine } from '../types.ts';
import { AbilitiesTab } from './abilities-tab.tsx';
import { AttributesTab } from './attributes-tab.tsx';
import { DiceTools } from './dice/dice-tools.tsx';
import { ProfileTab } from './profile-tab.tsx';
import { m20HistoryNames } from './history-names.ts';
import { m20SearchTargets } from './search-targets.ts';
import { TraditionTab } from './tradition-tab.tsx';
import { TraitsTab } from './traits-tab.tsx';
import { mageTextContext } from '../../../../components/lines/m20/labels.ts';
import '../../../../components/lines/m20/m20.css';

/** The Mage sheet: profile with health levels and the wheel, attributes, abilities, tradition with the Spheres, backgrounds and Wonders, d10 and magick dice. */
export const m20Sheet: SheetLine<'m20'> = {
  tabs: {
    profile: ProfileTab,
    inventory: InventoryTab,
    attributes: AttributesTab,
    skills: AbilitiesTab,
    tradition: TraditionTab,
    traits: TraitsTab,
  },
  hotkeys: {
    KeyP: 'profile', Digit1: 'profile',
    KeyI: 'inventory', Digit2: 'inventory',
    KeyA: 'attributes', Digit3: 'attributes',
    KeyF: 'skills', Digit4: 'skills',
    KeyT: 'tradition', Digit5: 'tradition',
    KeyH: 'traits', Digit6: 'traits',
  },
  DiceTools,
  switches: [],
  searchTargets: m20SearchTargets,
  historyNames: m20HistoryNames,
  textContext: mageTextContext,
  loadPdf: async () => (await import('./character-pdf.ts')).buildM20Pdf,
};
