import type { HomebrewClanList, HomebrewContentResponse, HomebrewDisciplineList, InstallBody, InstalledUpdates, HomebrewUsage } from '@vitae/core/homebrew';
import type { HomebrewClan, HomebrewDiscipline, HomebrewInstalled, HomebrewKind } from '@vitae/core/homebrew';
import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';

export type ItemOf<K extends HomebrewKind> = K extends 'clans' ? HomebrewClan : HomebrewDiscipline;

export function listHomebrew<K extends HomebrewKind>(
  kind: K,
  query: { search: string; page: number; limit: number },
): Promise<ApiResult<K extends 'clans' ? HomebrewClanList : HomebrewDisciplineList>> {
  const params = new URLSearchParams({ search: query.search, page: String(query.page), limit: String(query.limit) });
  return apiRequest('GET', `/homebrew/${kind}?${params}`);
}

export function fetchItem<K extends HomebrewKind>(kind: K, id: number): Promise<ApiResult<ItemOf<K>>> {
  return apiRequest('GET', `/homebrew/${kind}/${id}`);
}

export function createItem<K extends HomebrewKind>(kind: K, body: Record<string, unknown> & { name: string }): Promise<ApiResult<ItemOf<K>>> {
  return apiRequest('POST', `/homebrew/${kind}`, { body });
}

/** Saves the whole item; a 409 carries the stored item in `body.item`. */
export function saveItem<K extends HomebrewKind>(kind: K, item: ItemOf<K>): Promise<ApiResult<ItemOf<K>>> {
  return apiRequest('PUT', `/homebrew/${kind}/${item.id}`, { body: item });
}

export function deleteItem(kind: HomebrewKind, id: number): Promise<ApiResult<{ message: string }>> {
  return apiRequest('DELETE', `/homebrew/${kind}/${id}`);
}

export function makeInviteCode(kind: HomebrewKind, id: number): Promise<ApiResult<{ inviteCode: string }>> {
  return apiRequest('POST', `/homebrew/${kind}/${id}/invite`);
}

/** A new invite code in place of the old one, which stops working at once. */
export function renewInviteCode(kind: HomebrewKind, id: number): Promise<ApiResult<{ inviteCode: string }>> {
  return apiRequest('PUT', `/homebrew/${kind}/${id}/invite`);
}

/** Revokes the invite code: it stops working at once. */
export function revokeInviteCode(kind: HomebrewKind, id: number): Promise<ApiResult<{ message: string }>> {
  return apiRequest('DELETE', `/homebrew/${kind}/${id}/invite`);
}

export function fetchMyContent(): Promise<ApiResult<HomebrewContentResponse>> {
  return apiRequest('GET', '/homebrew/my-content');
}

export function fetchFromInvite(code: string): Promise<ApiResult<HomebrewContentResponse>> {
  return apiRequest('GET', `/homebrew/from-invite/${encodeURIComponent(code)}`);
}

export function fetchInstalled(): Promise<ApiResult<HomebrewInstalled>> {
  return apiRequest('GET', '/homebrew/installed');
}

/** Newer versions of installed items, and installed items no longer visible (issue #49). */
export function fetchInstalledUpdates(): Promise<ApiResult<InstalledUpdates>> {
  return apiRequest('GET', '/homebrew/installed/updates');
}

export function install(body: InstallBody): Promise<ApiResult<HomebrewInstalled>> {
  return apiRequest('POST', '/homebrew/installed', { body });
}

export function uninstall(kind: HomebrewKind, id: number): Promise<ApiResult<HomebrewInstalled>> {
  return apiRequest('DELETE', `/homebrew/installed/${kind}/${id}`);
}

/** Who depends on an own item besides its author (asked before deleting or unpublishing it). */
export function fetchUsage(kind: HomebrewKind, id: number): Promise<ApiResult<HomebrewUsage>> {
  return apiRequest('GET', `/homebrew/${kind}/${id}/usage`);
}
