import type { ErrorCode } from '@vitae/core/api';
import i18next from 'i18next';
import { defaultLanguage } from '../i18n/languages.ts';
import { reportReached } from './connectivity.ts';
import { sessionState, type StoredSession } from './session/state.ts';
import { clearSession, loadSession, saveSession } from './session/store.ts';
import { networkUrl } from './settings.ts';

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  /** `status` 0 means the server was not reached (`message` is then `network_error`). */
  | { ok: false; status: number; message: string; code?: ErrorCode; body?: unknown };

export type RefreshResult = { ok: true } | { ok: false; reason: string };

/** Fired when the session is gone (refresh refused, logout): the app then shows the login. */
export const sessionEvents = new EventTarget();
export const sessionEndedEvent = 'session-ended';

let refreshing: Promise<RefreshResult> | null = null;

/**
 * The app's own language on every call, so the server writes account mails in it. Set here, not
 * left to the browser: its default `Accept-Language` is the system's, not the one chosen in Vitae.
 */
function languageHeader(): Record<string, string> {
  return { 'accept-language': i18next.language || defaultLanguage };
}

function isTokens(value: unknown): value is StoredSession {
  const tokens = value as Partial<StoredSession> | null;
  return typeof tokens?.accessToken === 'string' && typeof tokens.refreshToken === 'string' && typeof tokens.exp === 'number';
}

async function refreshOnce(): Promise<RefreshResult> {
  const session = await loadSession();
  if (!session?.refreshToken) return { ok: false, reason: 'not_found' };
  let response: Response;
  try {
    response = await fetch(`${networkUrl()}/auth/refresh?rtk=${encodeURIComponent(session.refreshToken)}`, {
      method: 'POST',
      headers: { ...languageHeader(), ...(session.accessToken ? { authorization: `Bearer ${session.accessToken}` } : {}) },
    });
  } catch (error) {
    // Offline is not a reason to forget the session (docs/product-spec.md §4).
    return { ok: false, reason: error instanceof Error && error.message ? error.message : 'network_error' };
  }
  if (!response.ok) {
    await clearSession();
    sessionEvents.dispatchEvent(new Event(sessionEndedEvent));
    return { ok: false, reason: `HTTP ${response.status}` };
  }
  const tokens: unknown = await response.json().catch(() => null);
  if (!isTokens(tokens)) return { ok: false, reason: 'invalid_response' };
  await saveSession(tokens);
  return { ok: true };
}

/** Trades the refresh token for new tokens; concurrent callers share one request (tokens rotate). */
export function refreshSession(): Promise<RefreshResult> {
  refreshing ??= refreshOnce().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** The access token to send now, refreshed first when it is about to expire; none without a session. */
export async function currentAccessToken(): Promise<string | undefined> {
  const state = sessionState(await loadSession(), Date.now());
  if (state === 'not_found') return undefined;
  if (state === 'needs_refresh') await refreshSession();
  const session = await loadSession();
  return sessionState(session, Date.now()) === 'ok' ? session?.accessToken : undefined;
}

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** Send the bearer token (default). */
  auth?: boolean;
}

async function send(method: string, path: string, options: RequestOptions, token: string | undefined): Promise<Response> {
  const headers: Record<string, string> = { ...languageHeader(), ...options.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${networkUrl()}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

/** A raw authorised call (for downloads); `undefined` when the server was not reached. */
export async function authorizedFetch(method: string, path: string): Promise<Response | undefined> {
  try {
    let response = await send(method, path, {}, await currentAccessToken());
    if (response.status === 401 && (await refreshSession()).ok) response = await send(method, path, {}, await currentAccessToken());
    return response;
  } catch {
    return undefined;
  }
}

/**
 * Calls the Vitae API. JSON bodies are parsed for every status; a failure carries the server's
 * message (or the body text) and error code. One 401 with a token triggers one refresh and retry.
 */
export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  try {
    let token = options.auth === false ? undefined : await currentAccessToken();
    let response = await send(method, path, options, token);
    if (response.status === 401 && token) {
      const refreshed = await refreshSession();
      if (refreshed.ok) {
        token = await currentAccessToken();
        response = await send(method, path, options, token);
      }
    }
    const text = await response.text();
    reportReached(true);
    let body: unknown = undefined;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    if (response.ok) return { ok: true, status: response.status, data: body as T };
    const error = body as { message?: unknown; code?: ErrorCode } | undefined;
    return {
      ok: false,
      status: response.status,
      message: typeof error?.message === 'string' ? error.message : text || `HTTP ${response.status}`,
      code: error?.code,
      body,
    };
  } catch {
    reportReached(false);
    return { ok: false, status: 0, message: 'network_error' };
  }
}
