import type { LightCharacterListResponse, StoredCharacter } from '@vitae/core/api';
import { apiRequest, type ApiResult } from '../api-client.ts';
import { wantContentLines } from '../content/lines.ts';
import { accessTokenSubject } from '../session/token-claims.ts';

/**
 * The requests a sheet's start needs (its character and the list, then its line's content), sent
 * by the login callback the moment the session is stored. The character manager lives in a chunk
 * that arrives with the sheet's other ~25 files; asked for from there, both requests queued behind
 * those downloads on a phone (a browser opens six connections per server), which made the sheet's
 * line start a second later.
 */
export interface SheetHeadStart {
  /** The account the requests were made for (the access token's subject). */
  accountId: string;
  id: string;
  character: Promise<ApiResult<StoredCharacter>>;
  list: Promise<ApiResult<LightCharacterListResponse>>;
}

let started: SheetHeadStart | undefined;

export function startSheetRequests(id: string, accessToken: string): void {
  const accountId = accessTokenSubject(accessToken);
  if (accountId === null) return;
  const character = apiRequest<StoredCharacter>('GET', `/characters/${encodeURIComponent(id)}`);
  // The character names its line: that line's content starts as it arrives, not once the sheet's code is here.
  void character.then((answer) => answer.ok && wantContentLines([answer.data.gameLine]));
  started = { accountId, id, character, list: apiRequest<LightCharacterListResponse>('GET', '/characters') };
}

/** The head start, once, when it was made for this account; a later start asks anew. */
export function takeSheetRequests(accountId: string | null): SheetHeadStart | undefined {
  const taken = started;
  started = undefined;
  return taken && taken.accountId === accountId ? taken : undefined;
}
