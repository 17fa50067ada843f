import type { ApiResult } from './api-client.ts';

/** The translation key that explains a failed call to the user (server codes → German text). */
export function errorKey(result: Extract<ApiResult<unknown>, { ok: false }>): string {
  if (result.status === 0) return 'errors.network';
  if (result.code && result.code !== 'invalid_request' && result.code !== 'server_error') return `errors.codes.${result.code}`;
  if (result.status >= 500) return 'errors.server';
  return 'errors.unexpected';
}
