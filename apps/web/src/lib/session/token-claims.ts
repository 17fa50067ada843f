/** The account id (`sub`) a Vitae access token (`v1.<claims>.<signature>`) names, read without verifying. */
export function accessTokenSubject(token: string | undefined): string | null {
  const body = token?.split('.')[1];
  if (!body) return null;
  try {
    const sub = (JSON.parse(atob(body.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown }).sub;
    return typeof sub === 'string' ? sub : null;
  } catch {
    return null;
  }
}
