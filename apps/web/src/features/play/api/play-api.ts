import type { HistoryResponse, JoinSessionBody, PlayMessage, PlaySession, PlaySessionSummary, RollRequestBody, UpdateSessionBody, XpAwardBody } from '@vitae/core/play';
import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';

const base = '/play/sessions';

export function fetchSessions(): Promise<ApiResult<{ sessions: PlaySessionSummary[] }>> {
  return apiRequest('GET', base);
}

export function createSession(name: string): Promise<ApiResult<{ session: PlaySession }>> {
  return apiRequest('POST', base, { body: { name } });
}

export function fetchSession(id: string): Promise<ApiResult<{ session: PlaySession }>> {
  return apiRequest('GET', `${base}/${id}`);
}

export function updateSession(id: string, body: UpdateSessionBody): Promise<ApiResult<{ session: PlaySession }>> {
  return apiRequest('PATCH', `${base}/${id}`, { body });
}

export function joinSession(body: JoinSessionBody): Promise<ApiResult<{ session: PlaySession }>> {
  return apiRequest('POST', '/play/join', { body });
}

export function bringCharacters(id: string, characterIds: string[]): Promise<ApiResult<{ session: PlaySession }>> {
  return apiRequest('PUT', `${base}/${id}/characters`, { body: { characterIds } });
}

export function leaveSession(id: string): Promise<ApiResult<unknown>> {
  return apiRequest('POST', `${base}/${id}/leave`);
}

export function closeSession(id: string): Promise<ApiResult<{ session: PlaySession }>> {
  return apiRequest('POST', `${base}/${id}/close`);
}

export function reopenSession(id: string): Promise<ApiResult<{ session: PlaySession }>> {
  return apiRequest('POST', `${base}/${id}/reopen`);
}

export function newCode(id: string): Promise<ApiResult<{ session: PlaySession }>> {
  return apiRequest('POST', `${base}/${id}/code`);
}

export function removeMember(id: string, userId: string): Promise<ApiResult<unknown>> {
  return apiRequest('DELETE', `${base}/${id}/members/${userId}`);
}

export function fetchHistory(id: string, before: number): Promise<ApiResult<HistoryResponse>> {
  return apiRequest('GET', `${base}/${id}/messages?before=${before}&limit=50`);
}

/** The newest page of a session's log (what the caller may see). */
export function fetchLatest(id: string, limit = 100): Promise<ApiResult<HistoryResponse>> {
  return apiRequest('GET', `${base}/${id}/messages?limit=${limit}`);
}

export function awardXp(id: string, body: XpAwardBody): Promise<ApiResult<{ message: PlayMessage }>> {
  return apiRequest('POST', `${base}/${id}/xp`, { body });
}

export function requestRoll(id: string, body: RollRequestBody): Promise<ApiResult<{ message: PlayMessage }>> {
  return apiRequest('POST', `${base}/${id}/roll-requests`, { body });
}
