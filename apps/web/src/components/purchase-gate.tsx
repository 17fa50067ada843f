import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { ApiResult } from '../lib/api-client.ts';

/**
 * A table's "Ausgaben brauchen Zustimmung" (issue #48): when the character sits at a table that
 * asks, a purchase in leveling mode becomes a request to the storyteller instead of a spend. The
 * app shell puts the play feature's gate here; sheets outside a table spend as always.
 */
export interface PurchaseGate {
  /** Starts watching a character's table (reads it now); returns the function that stops. */
  watch(characterId: string, onChange: () => void): () => void;
  /** Whether the character's table asks for approval, as last read. */
  needsApproval(characterId: string): boolean;
  /** Asks the storyteller for the purchase (`purchase` is the line's purchase object; `label` what the sheet calls it). */
  ask(characterId: string, purchase: object, label: string): Promise<ApiResult<unknown>>;
}

const PurchaseGateContext = createContext<PurchaseGate | null>(null);

export const PurchaseGateProvider = PurchaseGateContext.Provider;

/** The gate of the character's sheet: `null` when purchases spend directly (no table asks, or the sheet is only viewed). */
export function usePurchaseGate(characterId: string): { ask: (purchase: object, label: string) => Promise<ApiResult<unknown>> } | null {
  const gate = useContext(PurchaseGateContext);
  // No character yet (a sheet still loading): nothing to watch.
  const subscribe = useCallback((onChange: () => void) => (gate && characterId ? gate.watch(characterId, onChange) : () => {}), [gate, characterId]);
  const needs = useSyncExternalStore(subscribe, () => (characterId ? (gate?.needsApproval(characterId) ?? false) : false));
  return gate && needs ? { ask: (purchase, label) => gate.ask(characterId, purchase, label) } : null;
}
