import { redirect, type LoaderFunctionArgs } from 'react-router';
import { parseLoginCallback } from '../../lib/login-callback.ts';
import { saveSession } from '../../lib/session-store.ts';

/**
 * /logged-in?s_atk&s_rtk&s_exp&r (docs/product-spec.md §2): stores valid tokens, else shows the alert
 * 'Failed to log in' (hard-coded English by the spec); then goes to `r` or `/`.
 */
export async function loggedInLoader({ request }: LoaderFunctionArgs): Promise<Response> {
  const callback = parseLoginCallback(new URL(request.url).searchParams);
  if (callback.ok) await saveSession(callback.session);
  else window.alert('Failed to log in');
  return redirect(callback.returnTo);
}
