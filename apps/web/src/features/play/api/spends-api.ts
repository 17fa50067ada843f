import type { CharacterSpends, SpendDecisionBody, SpendRequest } from '@vitae/core/play';
import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';

/** The sheet: whether the character's table asks for approval, with its open and recently decided requests. */
export function fetchCharacterSpends(characterId: string): Promise<ApiResult<CharacterSpends>> {
  return apiRequest('GET', `/play/spends?characterId=${encodeURIComponent(characterId)}`);
}

export function askSpend(characterId: string, purchase: object, label: string): Promise<ApiResult<{ request: SpendRequest }>> {
  return apiRequest('POST', '/play/spends', { body: { characterId, purchase, label } });
}

export function withdrawSpend(spendId: string): Promise<ApiResult<{ request: SpendRequest }>> {
  return apiRequest('DELETE', `/play/spends/${spendId}`);
}

/** The storyteller: the session's open requests. */
export function fetchPendingSpends(sessionId: string): Promise<ApiResult<{ requests: SpendRequest[] }>> {
  return apiRequest('GET', `/play/sessions/${sessionId}/spends`);
}

export function decideSpend(sessionId: string, spendId: string, body: SpendDecisionBody): Promise<ApiResult<{ request: SpendRequest }>> {
  return apiRequest('POST', `/play/sessions/${sessionId}/spends/${spendId}/decision`, { body });
}
