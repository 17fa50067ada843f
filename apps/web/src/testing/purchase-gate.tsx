/**
 * Test-only: a sheet at a table whose spends may need the storyteller's approval (issue #48), with
 * the purchase gate the play feature would give it.
 */
import type { ReactElement } from 'react';
import type { StoredCharacter } from '@vitae/core/api';
import { PurchaseGateProvider, type PurchaseGate } from '../components/purchase-gate.tsx';
import { renderSheet } from './render.tsx';

/** One request the sheet sent the storyteller instead of spending. */
export interface AskedPurchase {
  characterId: string;
  purchase: object;
  label: string;
}

/** A table's gate: it asks for approval when `needs`; `asked` records each request, which the table accepts. */
export function tableGate(needs: boolean): { gate: PurchaseGate; asked: AskedPurchase[] } {
  const asked: AskedPurchase[] = [];
  const gate: PurchaseGate = {
    watch: () => () => {},
    needsApproval: () => needs,
    ask: async (characterId, purchase, label) => {
      asked.push({ characterId, purchase, label });
      return { ok: true, status: 201, data: {} };
    },
  };
  return { gate, asked };
}

interface AtTableOptions {
  /** The sheet's tab in the address (as `renderSheet`). */
  tab?: string;
  /** Whether the table's spends need approval; by default they do. */
  needs?: boolean;
}

/** `renderSheet` at a table: `asked` is what the sheet asked the storyteller for. */
export function renderSheetAtTable(ui: ReactElement, character: StoredCharacter, { tab, needs = true }: AtTableOptions = {}) {
  const { gate, asked } = tableGate(needs);
  return { ...renderSheet(<PurchaseGateProvider value={gate}>{ui}</PurchaseGateProvider>, character, tab), asked };
}
