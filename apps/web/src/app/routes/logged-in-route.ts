import { redirect, type LoaderFunctionArgs } from 'react-router';
import { fetchMe } from '../../lib/session/account-api.ts';
import { loadAccount, rememberMe } from '../../lib/session/account.ts';
import { parseLoginCallback } from '../../lib/session/login-callback.ts';
import { saveSession } from '../../lib/session/store.ts';
import { startSheetRequests } from '../../lib/characters/sheet-head-start.ts';
import { accessTokenSubject } from '../../lib/session/token-claims.ts';

/**
 * /logged-in?s_atk&s_rtk&s_exp&r (docs/product-spec.md §2): stores valid tokens, else shows the alert
 * 'Failed to log in' (hard-coded English by the spec); then goes to `r` or `/`.
 */
export async function loggedInLoader({ request }: LoaderFunctionArgs): Promise<Response> {
  const callback = parseLoginCallback(new URL(request.url).searchParams);
  if (callback.ok) {
    await saveSession(callback.session);
    startSheet(callback.returnTo, callback.session.accessToken);
    await rememberWhoLoggedIn(callback.session.accessToken);
  } else window.alert('Failed to log in');
  return redirect(callback.returnTo);
}

/**
 * `r` may lead straight to a sheet, past the main screen that otherwise learns the account: without it
 * the sheet would not know whose roll requests to show. Skipped when the stored account is already this one.
 */
async function rememberWhoLoggedIn(accessToken: string): Promise<void> {
  const subject = accessTokenSubject(accessToken);
  if (subject !== null && loadAccount()?.id === subject) return;
  const me = await fetchMe();
  if (me.ok) rememberMe(me.data);
}

/**
 * `r` leads to a sheet: its character and the list are asked for at once, beside the account check
 * (a phone's first start waited for both in turn), and the sheet's code starts loading.
 */
function startSheet(returnTo: string, accessToken: string): void {
  const sheet = /^\/viewer\/([^/?#%]+)(?:[/?#]|$)/.exec(returnTo)?.[1];
  if (!sheet) return;
  startSheetRequests(sheet, accessToken);
  import('../viewer-guard.ts').then(({ startViewer }) => void startViewer(sheet), () => undefined);
}
