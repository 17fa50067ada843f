import type { Npc, NpcBody, RevealedNpc, PlayNight, StartNightBody, UpdateNightBody, WebhookTestResponse, HistoryResponse, JoinSessionBody, PlayMessage, PlaySession, PlaySessionSummary, RollRequestBody, UpdateSessionBody, XpAwardBody } from '@vitae/core/play';
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

/** Takes a player out: a kick (may rejoin) unless `ban`. */
export function removeMember(id: string, userId: string, ban: boolean): Promise<ApiResult<{ session: PlaySession }>> {
  return apiRequest('DELETE', `${base}/${id}/members/${userId}?ban=${ban}`);
}

export function unbanMember(id: string, userId: string): Promise<ApiResult<{ session: PlaySession }>> {
  return apiRequest('POST', `${base}/${id}/members/${userId}/unban`);
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

export function testWebhook(id: string): Promise<ApiResult<WebhookTestResponse>> {
  return apiRequest('POST', `${base}/${id}/webhook/test`);
}

export function fetchNights(id: string): Promise<ApiResult<{ nights: PlayNight[] }>> {
  return apiRequest('GET', `${base}/${id}/nights`);
}

export function startNight(id: string, body: StartNightBody): Promise<ApiResult<{ night: PlayNight }>> {
  return apiRequest('POST', `${base}/${id}/nights`, { body });
}

export function updateNight(id: string, nightId: string, body: UpdateNightBody): Promise<ApiResult<{ night: PlayNight }>> {
  return apiRequest('PATCH', `${base}/${id}/nights/${nightId}`, { body });
}

export function endNight(id: string, nightId: string): Promise<ApiResult<{ night: PlayNight }>> {
  return apiRequest('POST', `${base}/${id}/nights/${nightId}/end`);
}

export function fetchNightLog(id: string, nightId: string): Promise<ApiResult<{ messages: PlayMessage[]; cut: boolean }>> {
  return apiRequest('GET', `${base}/${id}/nights/${nightId}/messages`);
}

export function fetchNpcs(id: string): Promise<ApiResult<{ npcs: Npc[]; revealed: RevealedNpc[] }>> {
  return apiRequest('GET', `${base}/${id}/npcs`);
}

export function createNpc(id: string, body: NpcBody): Promise<ApiResult<{ npc: Npc }>> {
  return apiRequest('POST', `${base}/${id}/npcs`, { body });
}

export function replaceNpc(id: string, npcId: string, body: NpcBody): Promise<ApiResult<{ npc: Npc }>> {
  return apiRequest('PUT', `${base}/${id}/npcs/${npcId}`, { body });
}

export function deleteNpc(id: string, npcId: string): Promise<ApiResult<unknown>> {
  return apiRequest('DELETE', `${base}/${id}/npcs/${npcId}`);
}
