import type { Me, SessionTokens, UserWithPasskey } from '@vitae/core/api';
import { saveAccount } from './account.ts';
import { apiRequest, type ApiResult } from './api-client.ts';

type Message = { message: string };

export function register(alias: string, email: string): Promise<ApiResult<Message>> {
  return apiRequest('POST', '/auth/register', { body: { alias, email }, auth: false });
}

export function beginRecovery(email: string): Promise<ApiResult<Message>> {
  return apiRequest('PUT', `/auth/recover/${encodeURIComponent(email)}/begin`, { auth: false });
}

/** Activation or recovery by code; on success the account and its passkey are stored (docs/product-spec.md §4). */
export async function redeemCode(purpose: 'activate' | 'recover', code: string): Promise<ApiResult<{ user: UserWithPasskey }>> {
  const cleaned = code.replace(/[\s-]/g, '');
  const path = purpose === 'activate' ? `/auth/activate/${encodeURIComponent(cleaned)}` : `/auth/recover/${encodeURIComponent(cleaned)}/finish`;
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

export function changePassword(password: string, oldPassword: string | undefined): Promise<ApiResult<null>> {
  return apiRequest('PUT', '/users/@me/password', { body: { password, ...(oldPassword ? { oldPassword } : {}) } });
}
