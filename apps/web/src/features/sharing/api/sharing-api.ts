import type { Offer, StoredCharacter } from '@vitae/core/api';
import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';
import { realtimeSocketId } from '../../../lib/realtime.ts';
import { resolveShareTarget } from '../lib/share-target.ts';

function socketHeader(): Record<string, string> | undefined {
  const id = realtimeSocketId();
  return id ? { 'x-socket-id': id } : undefined;
}

export function fetchOwnShareId(): Promise<ApiResult<{ shareId: string | null }>> {
  return apiRequest('GET', '/share/id');
}

export function registerShareId(shareId: string): Promise<ApiResult<{ message: string }>> {
  return apiRequest('POST', '/share/id', { body: { shareId } });
}

export function removeShareId(): Promise<ApiResult<{ message: string }>> {
  return apiRequest('DELETE', '/share/id');
}

/** A recipient's share id from what the user typed (an id or an alias, spec §5). */
export function resolveRecipient(input: string): Promise<string> {
  return resolveShareTarget(input, async (alias) => {
    const result = await apiRequest<{ id: string }>('GET', `/share/${encodeURIComponent(alias)}/id`, { auth: false });
    return result.ok ? result.data.id : undefined;
  });
}

export function sendCharacter(to: string, characterId: string): Promise<ApiResult<{ id: string; recipient: { alias: string } }>> {
  return apiRequest('POST', '/share/offers', { body: { to, characterId } });
}

export function fetchOffers(): Promise<ApiResult<{ offers: Offer[] }>> {
  return apiRequest('GET', '/share/offers');
}

export function acceptOffer(id: string): Promise<ApiResult<{ id: string; revision: number }>> {
  return apiRequest('POST', `/share/offers/${id}/accept`, { headers: socketHeader() });
}

export function declineOffer(id: string): Promise<ApiResult<null>> {
  return apiRequest('DELETE', `/share/offers/${id}`);
}

export function fetchViewers(characterId: string): Promise<ApiResult<{ viewers: StoredCharacter['viewers'] }>> {
  return apiRequest('GET', `/characters/${characterId}/viewers`);
}

export function addViewer(characterId: string, shareId: string): Promise<ApiResult<{ viewers: StoredCharacter['viewers']; added: StoredCharacter['viewers'][number] }>> {
  return apiRequest('POST', `/characters/${characterId}/viewers`, { body: { shareId }, headers: socketHeader() });
}

export function removeViewer(characterId: string, userId: string): Promise<ApiResult<{ viewers: StoredCharacter['viewers'] }>> {
  return apiRequest('DELETE', `/characters/${characterId}/viewers/${userId}`, { headers: socketHeader() });
}
