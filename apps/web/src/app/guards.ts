import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { Me } from '@vitae/core/api';
import { fetchMe } from '../lib/session/account-api.ts';
import { keptMe, rememberMe } from '../lib/session/account.ts';
import { rememberReturnTo } from '../lib/session/return-to.ts';
import { accessTokenExpiry, sessionState } from '../lib/session/state.ts';
import { loadSession, saveAccessToken } from '../lib/session/store.ts';
import { accessTokenSubject } from '../lib/session/token-claims.ts';

function pathOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

export function toLogin(request: Request): Response {
  rememberReturnTo(pathOf(request));
  return redirect('/login');
}

async function hasSession(): Promise<boolean> {
  return sessionState(await loadSession(), Date.now()) !== 'not_found';
}

/** Routes that only need a session (the character editor). */
export async function sessionGuard({ request }: LoaderFunctionArgs): Promise<Response | null> {
  return (await hasSession()) ? null : toLogin(request);
}

/**
 * `/` (docs/product-spec.md §2): an `stk` query becomes the session token; without a session, or when the
 * logged-in user cannot be confirmed, the user goes to /login.
 */
export async function mainLoader({ request }: LoaderFunctionArgs): Promise<Response | { me: Me }> {
  const url = new URL(request.url);
  const stk = url.searchParams.get('stk');
  if (stk) {
    const exp = accessTokenExpiry(stk);
    if (exp) saveAccessToken(stk, exp);
    url.searchParams.delete('stk');
    return redirect(`${url.pathname}${url.search}`);
  }
  if (!(await hasSession())) return toLogin(request);
  const me = await fetchMe();
  if (!me.ok) {
    // Offline (the server not reached) the app opens as the user it last confirmed; a refusal still asks to log in.
    const kept = me.status === 0 ? await keptMe(accessTokenSubject((await loadSession())?.accessToken)) : undefined;
    return kept ? { me: kept } : toLogin(request);
  }
  rememberMe(me.data);
  return { me: me.data };
}

