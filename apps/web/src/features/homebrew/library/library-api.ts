import type { HomebrewInstalled } from '@vitae/core/homebrew';
import type { LibraryItemResponse, LibraryList, LibraryReview, LibrarySort } from './library-types.ts';
import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';

/** What the library list asks for; empty filters are left out of the address. */
export interface LibraryQuery {
  q: string;
  line: string;
  kind: string;
  /** `''`: the server's default (relevance while searching, else newest). */
  sort: LibrarySort | '';
  page: number;
  pageSize: number;
}

export function libraryParams(query: LibraryQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.line) params.set('line', query.line);
  if (query.kind) params.set('kind', query.kind);
  if (query.sort) params.set('sort', query.sort);
  params.set('page', String(query.page));
  params.set('pageSize', String(query.pageSize));
  return params;
}

const base = '/homebrew/library';
const itemPath = (kind: string, id: number) => `${base}/${encodeURIComponent(kind)}/${id}`;

export function searchLibrary(query: LibraryQuery): Promise<ApiResult<LibraryList>> {
  return apiRequest('GET', `${base}?${libraryParams(query)}`);
}

export function fetchLibraryItem(kind: string, id: number): Promise<ApiResult<LibraryItemResponse>> {
  return apiRequest('GET', itemPath(kind, id));
}

/** Rates the item (one review per account: saving again replaces it). */
export function saveReview(kind: string, id: number, body: { stars: number; text: string }): Promise<ApiResult<LibraryReview>> {
  return apiRequest('PUT', `${itemPath(kind, id)}/review`, { body });
}

export function deleteReview(kind: string, id: number): Promise<ApiResult<unknown>> {
  return apiRequest('DELETE', `${itemPath(kind, id)}/review`);
}

/** The item's author answers one review. */
export function answerReview(kind: string, id: number, userId: string, text: string): Promise<ApiResult<LibraryReview>> {
  return apiRequest('PUT', `${itemPath(kind, id)}/reviews/${encodeURIComponent(userId)}/answer`, { body: { text } });
}

export function reportItem(kind: string, id: number, reason: string): Promise<ApiResult<{ hidden: boolean }>> {
  return apiRequest('POST', `${itemPath(kind, id)}/report`, { body: { reason } });
}

/** The author answers the reports: they are cleared and the item shows in the library again. */
export function answerReports(kind: string, id: number, text: string): Promise<ApiResult<unknown>> {
  return apiRequest('POST', `${itemPath(kind, id)}/reports/answer`, { body: { text } });
}

/** A private copy in the caller's own content, crediting the original. */
export function copyToMine(kind: string, id: number): Promise<ApiResult<{ id: number; name: string }>> {
  return apiRequest('POST', `${itemPath(kind, id)}/copy`);
}

/** Installs an item of any kind; the answer is the whole installed list (the Vampire lists and one per other kind). */
export function installFromLibrary(kind: string, id: number): Promise<ApiResult<HomebrewInstalled & Record<string, unknown>>> {
  return apiRequest('POST', '/homebrew/installed', { body: { kind, id } });
}
