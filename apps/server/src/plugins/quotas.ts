import type { FastifyReply, FastifyRequest } from 'fastify';
import type { QuotaConfig } from '../config.ts';
import { HttpError } from '../errors.ts';
import type { CharacterUsageRepository } from '../repositories/character-usage.ts';

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

interface Reservation {
  userId: string;
  creates: number;
  bytes: number;
}

/**
 * Per-account limits on characters: how many, how large each, how large together, and how many
 * writes a minute. Usage comes from the database (shared by every instance); writes in flight are
 * reserved in memory until they are answered, so parallel requests cannot all slip past one check.
 * The write budget is counted per instance.
 */
export function createQuotas(config: QuotaConfig, usage: CharacterUsageRepository, now: () => Date) {
  const writes = new Map<string, number[]>();
  const pending = new Map<string, { creates: number; bytes: number }>();
  const reservations = new WeakMap<FastifyRequest, Reservation>();

  let sinceSweep = 0;
  function sweep(at: number): void {
    for (const [userId, times] of writes) if ((times.at(-1) ?? 0) <= at - 60_000) writes.delete(userId);
  }

  function countWrite(userId: string): void {
    const at = now().getTime();
    if (++sinceSweep >= 1000) {
      sinceSweep = 0;
      sweep(at);
    }
    const recent = writes.get(userId) ?? [];
    // Kept in the order they came: the ones older than a minute are at the front. Dropped in place,
    // as a storyteller's quick saves would otherwise copy the whole minute on every save.
    while (recent.length > 0 && recent[0]! <= at - 60_000) recent.shift();
    if (recent.length >= config.writesPerMinute) {
      const wait = Math.max(1, Math.ceil((recent[0]! + 60_000 - at) / 1000));
      writes.set(userId, recent);
      throw Object.assign(
        new HttpError(429, `too many saves: at most ${config.writesPerMinute} a minute; the next one is possible in ${wait} seconds`, 'write_rate_limited'),
        { retryAfterSeconds: wait },
      );
    }
    recent.push(at);
    writes.set(userId, recent);
  }

  function release(request: FastifyRequest): void {
    const reservation = reservations.get(request);
    if (!reservation) return;
    reservations.delete(request);
    const open = pending.get(reservation.userId);
    if (!open) return;
    open.creates -= reservation.creates;
    open.bytes -= reservation.bytes;
    if (open.creates <= 0 && open.bytes <= 0) pending.delete(reservation.userId);
  }

  /**
   * preHandler of the character routes: POST (create), PUT and PATCH (save) and DELETE count as
   * writes; creates are also checked against the size and count limits (413), a whole save against
   * the size of one character. Whether a save still fits the account is checked by the save itself
   * (`room`), once it has read the row: it needs the stored size only when the character grows. Other
   * routes of the resource (catch-up, viewers) are no writes of a character.
   */
  async function characterWrite(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const method = request.method;
    const route = request.routeOptions.url ?? '';
    const onOne = route.endsWith('/:id');
    const isWrite = (method === 'POST' && /\/characters\/?$/.test(route)) || ((method === 'PUT' || method === 'PATCH' || method === 'DELETE') && onOne);
    if (!isWrite) return;
    const userId = request.userId;
    try {
      countWrite(userId);
    } catch (error) {
      const wait = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
      if (wait) reply.header('retry-after', String(wait));
      throw error;
    }
    if (method === 'DELETE' || method === 'PATCH') return;
    const bytes = request.bodyBytes;
    if (bytes > config.bytesPerCharacter) {
      throw new HttpError(413, `this character is ${megabytes(bytes)}; at most ${megabytes(config.bytesPerCharacter)} are stored per character (is the avatar image too big?)`, 'character_too_large');
    }
    if (method === 'PUT') return;
    const used = await usage.usage(userId);
    const open = pending.get(userId) ?? { creates: 0, bytes: 0 };
    if (used.characters + open.creates >= config.characters) {
      throw new HttpError(413, `your account already holds ${used.characters} characters, the most it can keep; delete one to make room`, 'too_many_characters');
    }
    const after = used.totalBytes + open.bytes + bytes;
    if (after > config.totalBytes) throw storageFull(after);
    open.creates += 1;
    open.bytes += bytes;
    pending.set(userId, open);
    reservations.set(request, { userId, creates: 1, bytes });
  }

  const storageFull = (after: number) =>
    new HttpError(413, `your characters would take ${megabytes(after)}, more than the ${megabytes(config.totalBytes)} an account can keep; delete or shrink some (avatars are the largest part)`, 'storage_full');

  /** The answer to a save refused by its `room`. */
  function tooLarge(refused: { code: 'character_too_large' | 'storage_full'; bytes: number; limit: number }): HttpError {
    if (refused.code === 'character_too_large') {
      return new HttpError(413, `this character would be ${megabytes(refused.bytes)}; at most ${megabytes(refused.limit)} are stored per character (is the avatar image too big?)`, refused.code);
    }
    // `limit` is what the account has left for this character.
    return storageFull(config.totalBytes - refused.limit + refused.bytes);
  }

  /**
   * How large a character may become by a save: its own limit, and what the account has left
   * with it, from what the account's other characters take (the save reads that when it grows).
   */
  function room(userId: string): (otherCharactersBytes: number) => { perCharacter: number; account: number } {
    return (otherCharactersBytes) => {
      const open = pending.get(userId) ?? { creates: 0, bytes: 0 };
      return { perCharacter: config.bytesPerCharacter, account: config.totalBytes - otherCharactersBytes - open.bytes };
    };
  }

  return { characterWrite, release, room, tooLarge };
}
export type Quotas = ReturnType<typeof createQuotas>;
