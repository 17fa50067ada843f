import type { StoredKindItem } from '@vitae/core/homebrew-kinds';
import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';

/** `/homebrew/{kind}` for the other lines' kinds (gifts, rites, …): the same calls as clans and disciplines. */
export function fetchKindItem<I extends StoredKindItem>(kind: string, id: number): Promise<ApiResult<I>> {
  return apiRequest('GET', `/homebrew/${kind}/${id}`);
}

export function createKindItem<I extends StoredKindItem>(kind: string, name: string): Promise<ApiResult<I>> {
  return apiRequest('POST', `/homebrew/${kind}`, { body: { name } });
}

/** Saves the whole item; a 409 carries the stored item in `body.item`. */
export function saveKindItem<I extends StoredKindItem>(kind: string, item: I): Promise<ApiResult<I>> {
  return apiRequest('PUT', `/homebrew/${kind}/${item.id}`, { body: item });
}

export function deleteKindItem(kind: string, id: number): Promise<ApiResult<{ message: string }>> {
  return apiRequest('DELETE', `/homebrew/${kind}/${id}`);
}

/** `POST` makes (or answers) the invite code, `PUT` renews it, `DELETE` revokes it. */
export function kindInvite(kind: string, id: number, method: 'POST' | 'PUT' | 'DELETE'): Promise<ApiResult<{ inviteCode?: string; message?: string }>> {
  return apiRequest(method, `/homebrew/${kind}/${id}/invite`);
}

export function kindUsage(kind: string, id: number): Promise<ApiResult<{ installs: number; characters: number }>> {
  return apiRequest('GET', `/homebrew/${kind}/${id}/usage`);
}
