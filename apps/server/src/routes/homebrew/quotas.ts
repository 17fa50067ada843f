import type { FastifyReply } from 'fastify';
import type { HomebrewQuotaConfig } from '../../config.ts';
import { HttpError } from '../../errors.ts';
import type { CreateResult, HomebrewStoreLimits, UpdateResult } from '../../repositories/homebrew.ts';

const kilobytes = (bytes: number) => `${Math.ceil(bytes / 1024)} KB`;
/** Below a megabyte in KB, so a small limit never reads "0 MB". */
const megabytes = (bytes: number) => (bytes < 1024 * 1024 ? kilobytes(bytes) : `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`);

/**
 * Per-account bounds on homebrew (issue #43, finding 4), beside the characters' `plugins/quotas.ts`:
 * how many clans and disciplines, how large each, how many versions of each are kept, how much
 * all of them take together, and how many writes a minute. Count, bytes and versions are checked
 * by the repository inside the save's transaction under a lock on the account (so parallel
 * requests and other instances cannot slip past); the write budget is counted per instance.
 */
export function createHomebrewQuotas(config: HomebrewQuotaConfig, now: () => Date) {
  const writes = new Map<string, number[]>();
  let sinceSweep = 0;

  /** Counts one write (create, save, delete, invite) of `userId`; 429 past the minute's budget. */
  function countWrite(userId: string, reply: FastifyReply): void {
    const at = now().getTime();
    if (++sinceSweep >= 1000) {
      sinceSweep = 0;
      for (const [user, times] of writes) if ((times.at(-1) ?? 0) <= at - 60_000) writes.delete(user);
    }
    const recent = (writes.get(userId) ?? []).filter((time) => time > at - 60_000);
    if (recent.length >= config.writesPerMinute) {
      const wait = Math.max(1, Math.ceil((recent[0]! + 60_000 - at) / 1000));
      writes.set(userId, recent);
      reply.header('retry-after', String(wait));
      throw new HttpError(
        429,
        `too many homebrew changes: at most ${config.writesPerMinute} a minute; the next one is possible in ${wait} seconds`,
        'homebrew_rate_limited',
      );
    }
    recent.push(at);
    writes.set(userId, recent);
  }

  /** 413 when one item's content is larger than an item may be. */
  function checkItemSize(content: unknown): void {
    const bytes = Buffer.byteLength(JSON.stringify(content));
    if (bytes > config.bytesPerItem) {
      throw new HttpError(
        413,
        `this item is ${kilobytes(bytes)}; at most ${kilobytes(config.bytesPerItem)} are stored per clan or discipline (is the clan symbol too big?)`,
        'homebrew_too_large',
      );
    }
  }

  const limits: HomebrewStoreLimits = { items: config.items, totalBytes: config.totalBytes, versionsKept: config.versionsKept };

  /** The answer to a write the repository refused for room. */
  function refusal(result: Extract<CreateResult | UpdateResult, { status: 'too_many' | 'storage_full' }>): HttpError {
    if (result.status === 'too_many') {
      return new HttpError(413, `your account already holds ${result.items} clans and disciplines, the most it can keep; delete one to make room`, 'too_many_homebrew');
    }
    return new HttpError(
      413,
      `your homebrew would take ${megabytes(result.bytes)} with its kept versions, more than the ${megabytes(config.totalBytes)} an account can keep; delete or shrink some clans or disciplines`,
      'homebrew_storage_full',
    );
  }

  return { countWrite, checkItemSize, limits, refusal };
}
export type HomebrewQuotas = ReturnType<typeof createHomebrewQuotas>;
