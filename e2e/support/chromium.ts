import { existsSync } from 'node:fs';

/** Debian's Chromium; `CHROMIUM_PATH` points elsewhere. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

export function assertChromiumInstalled(): void {
  const path = chromiumPath();
  if (!existsSync(path)) {
    throw new Error(
      `Chromium is missing at ${path}. The browser tests drive Debian's Chromium: install it with ` +
        '"apt-get update && apt-get install -y chromium" (or set CHROMIUM_PATH).',
    );
  }
}
