import type { CharacterSpends, SpendRequest } from '@vitae/core/play';
import type { PurchaseGate } from '../../../components/purchase-gate.tsx';
import type { ApiResult } from '../../../lib/api-client.ts';
import { onLive } from '../../../lib/live-events.ts';
import { askSpend, fetchCharacterSpends, withdrawSpend } from '../api/spends-api.ts';

interface Watched {
  spends: CharacterSpends | undefined;
  listeners: Set<() => void>;
}

const none: readonly SpendRequest[] = [];
const watched = new Map<string, Watched>();
/** Rejections the player has read and put away (for this page's life). */
const dismissed = new Set<string>();

function entry(characterId: string): Watched {
  let found = watched.get(characterId);
  if (!found) watched.set(characterId, (found = { spends: undefined, listeners: new Set() }));
  return found;
}

function set(characterId: string, spends: CharacterSpends): void {
  const watching = entry(characterId);
  watching.spends = spends;
  for (const listener of [...watching.listeners]) listener();
}

async function read(characterId: string): Promise<void> {
  const result = await fetchCharacterSpends(characterId);
  // Offline or refused: the sheet spends as it always did (nothing to show).
  if (result.ok) set(characterId, result.data);
}

function readWatched(): void {
  for (const [characterId, watching] of watched) if (watching.listeners.size > 0) void read(characterId);
}

onLive('play-spend', ({ characterId }) => {
  if (characterId === null) readWatched();
  else if (watched.get(characterId)?.listeners.size) void read(characterId);
});
onLive('connected', readWatched);

/** The sheet's open and rejected (not yet put away) requests, as last read; the same array until it changes. */
export function spendsOf(characterId: string): readonly SpendRequest[] {
  return watched.get(characterId)?.spends?.requests ?? none;
}

export function dismissSpend(characterId: string, spendId: string): void {
  dismissed.add(spendId);
  const spends = watched.get(characterId)?.spends;
  if (spends) set(characterId, { ...spends, requests: [...spends.requests] });
}

export function isDismissed(spendId: string): boolean {
  return dismissed.has(spendId);
}

export async function withdraw(characterId: string, spendId: string): Promise<ApiResult<unknown>> {
  const result = await withdrawSpend(spendId);
  await read(characterId);
  return result;
}

/** The play feature's gate for the sheet's "+" (see `components/purchase-gate.tsx`). */
export const spendGate: PurchaseGate = {
  watch(characterId, onChange) {
    const watching = entry(characterId);
    if (watching.listeners.size === 0) void read(characterId);
    watching.listeners.add(onChange);
    return () => watching.listeners.delete(onChange);
  },
  needsApproval: (characterId) => watched.get(characterId)?.spends?.needsApproval ?? false,
  async ask(characterId, purchase, label) {
    const result = await askSpend(characterId, purchase, label);
    // Asked or refused, the list and the setting may have moved on: read them again.
    await read(characterId);
    return result;
  },
};
