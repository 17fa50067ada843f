import type { AccountCodePurpose, ChangePasswordBody, Me, SessionTokens, UserWithPasskey } from '@vitae/core/api';
import { saveAccount } from './account.ts';
import { apiRequest, authorizedFetch, type ApiResult } from '../api-client.ts';

type Message = { message: string };

export function register(alias: string, email: string): Promise<ApiResult<Message>> {
  return apiRequest('POST', '/auth/register', { body: { alias, email }, auth: false });
}

export function beginRecovery(email: string): Promise<ApiResult<Message>> {
  return apiRequest('PUT', `/auth/recover/${encodeURIComponent(email)}/begin`, { auth: false });
}

/** "Auf neuem Gerät anmelden": mails a code for one more session (other devices stay signed in). */
export function beginDeviceSignIn(email: string): Promise<ApiResult<Message>> {
  return apiRequest('PUT', `/auth/device/${encodeURIComponent(email)}/begin`, { auth: false });
}

/** The mailed device code with its address → a new session, answered like a login. */
export function finishDeviceSignIn(email: string, code: string): Promise<ApiResult<SessionTokens>> {
  return apiRequest('POST', '/auth/device/finish', { body: { email, code: code.replace(/[\s-]/g, '') }, auth: false });
}

/**
 * Activation or recovery by code; on success the account and its passkey are stored
 * (docs/product-spec.md §4). The address the code went to comes along, so wrong tries count
 * against that one code.
 */
export async function redeemCode(purpose: 'activate' | 'recover', code: string, email: string): Promise<ApiResult<{ user: UserWithPasskey }>> {
  const cleaned = code.replace(/[\s-]/g, '');
  const query = `?email=${encodeURIComponent(email)}`;
  const path = purpose === 'activate' ? `/auth/activate/${encodeURIComponent(cleaned)}${query}` : `/auth/recover/${encodeURIComponent(cleaned)}/finish${query}`;
  const result = await apiRequest<{ user: UserWithPasskey }>('GET', path, { auth: false });
  if (result.ok) {
    const { passkey, ...account } = result.data.user;
    saveAccount(account, passkey);
  }
  return result;
}

export function loginWithPasskey(userId: string, passkey: string): Promise<ApiResult<SessionTokens>> {
  return apiRequest('POST', '/auth/login', { headers: { 'x-user-id': userId, 'x-user-passkey': passkey }, auth: false });
}

export function loginWithPassword(login: string, password: string): Promise<ApiResult<SessionTokens>> {
  return apiRequest('POST', '/auth/login', { body: { login, password }, auth: false });
}

export function fetchMe(): Promise<ApiResult<Me>> {
  return apiRequest('GET', '/users/@me');
}

export function logout(refreshToken: string): Promise<ApiResult<null>> {
  return apiRequest('POST', `/auth/logout?rtk=${encodeURIComponent(refreshToken)}`, { auth: false });
}

/** Setting or changing the password needs proof: `oldPassword`, or a `code` mailed just now. */
export function changePassword(body: ChangePasswordBody): Promise<ApiResult<null>> {
  return apiRequest('PUT', '/users/@me/password', { body });
}

export function requestAccountCode(purpose: AccountCodePurpose): Promise<ApiResult<{ message: string }>> {
  return apiRequest('POST', '/users/@me/codes', { body: { purpose } });
}

export function deleteAccount(code: string): Promise<ApiResult<null>> {
  return apiRequest('DELETE', '/users/@me', { body: { code } });
}

/** "Meine Daten exportieren": the whole account as one JSON file (streamed by the server). */
export async function exportAccountData(): Promise<{ ok: true; blob: Blob; fileName: string } | { ok: false; status: number }> {
  const response = await authorizedFetch('GET', '/users/@me/export');
  if (!response?.ok) return { ok: false, status: response?.status ?? 0 };
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'vitae-export.json';
  return { ok: true, blob: await response.blob(), fileName };
}
