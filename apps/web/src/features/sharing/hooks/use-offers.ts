import { useSyncExternalStore } from 'react';
import type { Offer } from '@vitae/core/api';
import { characterManager } from '../../../lib/characters/characters.ts';
import { onLive } from '../../../lib/live-events.ts';
import { acceptOffer, declineOffer, fetchOffers } from '../api/sharing-api.ts';

interface OffersState {
  offers: Offer[];
  /** Arrived live in this tab and not answered or put aside yet: the prompt shows the first. */
  live: string[];
  loaded: boolean;
}

let state: OffersState = { offers: [], live: [], loaded: false };
const listeners = new Set<() => void>();

function set(change: (current: OffersState) => OffersState): void {
  state = change(state);
  listeners.forEach((listener) => listener());
}

onLive('offer', (offer) =>
  set((current) => ({ ...current, offers: current.offers.some((o) => o.id === offer.id) ? current.offers : [...current.offers, offer], live: [...current.live, offer.id] })),
);

/** The inbox as the server has it (characters sent while this account was offline included). */
export async function loadOffers(): Promise<void> {
  const result = await fetchOffers();
  if (result.ok) set((current) => ({ ...current, offers: result.data.offers, loaded: true }));
}

function drop(id: string): void {
  set((current) => ({ ...current, offers: current.offers.filter((offer) => offer.id !== id), live: current.live.filter((liveId) => liveId !== id) }));
}

/** Saves a sent character as an own copy; answers its new id, or `undefined` when it failed. */
export async function saveOffer(id: string): Promise<string | undefined> {
  const result = await acceptOffer(id);
  if (!result.ok) {
    if (result.status === 404) drop(id);
    return undefined;
  }
  drop(id);
  await characterManager.adopt(result.data.id);
  return result.data.id;
}

export async function rejectOffer(id: string): Promise<boolean> {
  const result = await declineOffer(id);
  if (result.ok || result.status === 404) drop(id);
  return result.ok;
}

/** Closing the live prompt keeps the offer in the inbox. */
export function putAside(id: string): void {
  set((current) => ({ ...current, live: current.live.filter((liveId) => liveId !== id) }));
}

export function useOffers(): OffersState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}
