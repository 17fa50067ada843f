/** Base address of the Vitae API: same origin as the app (spec {host} = <origin>/api). */
export const apiBaseUrl = `${window.location.origin}/api`;

/** True when the server answers `GET /ping` with pong. */
export async function pingServer(): Promise<boolean> {
  try {
    const response = await fetch(`${apiBaseUrl}/ping`);
    if (!response.ok) return false;
    const body = (await response.json()) as { message?: unknown };
    return body.message === 'pong';
  } catch {
    return false;
  }
}
