import { useNavigate } from 'react-router';
import type { SessionTokens } from '@vitae/core/api';
import { loginCallbackUrl } from '../../../lib/session/login-callback.ts';
import { takeReturnTo } from '../../../lib/session/return-to.ts';

/**
 * After any way of logging in, pass through `/logged-in?s_atk&s_rtk&s_exp&r` exactly as an
 * external account site would (docs/product-spec.md §2), back to the route the user first wanted.
 */
export function useFinishLogin(): (tokens: SessionTokens) => void {
  const navigate = useNavigate();
  return (tokens) => {
    void navigate(loginCallbackUrl(tokens, takeReturnTo()), { replace: true });
  };
}
