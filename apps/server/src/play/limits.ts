import type { PlayLimitsConfig } from '../config.ts';
import { HttpError } from '../errors.ts';

const windowMs = 60_000;
const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
const kilobytes = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

/**
 * Failed joins per key (account, client address) in a fixed one-minute window. Only failures
 * count: a player who types the right code is never slowed, a guesser pays for every miss.
 * Counted per instance, like the character write budget.
 */
export function createJoinGuard(config: PlayLimitsConfig, now: () => number = Date.now) {
  const failures = new Map<string, { since: number; count: number }>();

  function current(key: string, at: number) {
    const entry = failures.get(key);
    return entry && at - entry.since < windowMs ? entry : undefined;
  }

  function keys(userId: string, address: string): Array<[string, number]> {
    return [
      [`user:${userId}`, config.joinFailuresPerAccount],
      [`address:${address}`, config.joinFailuresPerAddress],
    ];
  }

  return {
    /** 429 while the account or the address used up its failed joins of the minute. */
    check(userId: string, address: string): void {
      const at = now();
      for (const [key, max] of keys(userId, address)) {
        const entry = current(key, at);
        if (entry && entry.count >= max) {
          const wait = Math.max(1, Math.ceil((entry.since + windowMs - at) / 1000));
          throw new HttpError(429, `too many wrong join codes; please wait ${wait} seconds and try again`, 'rate_limited');
        }
      }
    },
    failed(userId: string, address: string): void {
      const at = now();
      if (failures.size > 50_000) for (const [key, entry] of failures) if (at - entry.since >= windowMs) failures.delete(key);
      for (const [key] of keys(userId, address)) {
        const entry = current(key, at);
        if (entry) entry.count += 1;
        else failures.set(key, { since: at, count: 1 });
      }
    },
  };
}
export type JoinGuard = ReturnType<typeof createJoinGuard>;

/** Decoded bytes of a `data:` URL's base64 part (an https URL stores only itself). */
export function dataUrlBytes(url: string): number {
  const comma = url.indexOf(',');
  if (!url.startsWith('data:') || comma < 0) return 0;
  const base64 = url.slice(comma + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

export function checkImage(config: PlayLimitsConfig, url: string): void {
  const bytes = dataUrlBytes(url);
  if (bytes > config.imageBytes) {
    throw new HttpError(413, `this picture has ${kilobytes(bytes)}; a chat picture may have at most ${kilobytes(config.imageBytes)} — shrink it or send a link`, 'play_image_too_large');
  }
}

/** 413 once a session's log holds its budget: what a member posts would grow it past that. */
export function checkSessionRoom(config: PlayLimitsConfig, storedBytes: number, adding: number): void {
  if (storedBytes + adding > config.sessionBytes) {
    throw new HttpError(
      413,
      `this session's log is full (${megabytes(storedBytes)} of ${megabytes(config.sessionBytes)}); pictures take the most room — the storyteller can open a new session for the next evening`,
      'play_storage_full',
    );
  }
}
