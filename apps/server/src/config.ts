import path from 'node:path';
import { defaultSharedBuffersMB } from './db/pglite-options.ts';
import { defaultVacuumOptions, type VacuumOptions } from './db/vacuum.ts';

/** Everything the server reads from its environment, parsed once at start. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** `postgres://…` selects a PostgreSQL server; empty means embedded PGlite under `dataDir`. */
  databaseUrl: string | undefined;
  /** How embedded PGlite runs (ignored with `databaseUrl`). */
  embeddedDatabase: {
    /** `PGLITE_WORKER`: in a worker thread, so its statements never hold up the event loop. */
    worker: boolean;
    /** `PGLITE_SHARED_BUFFERS_MB`: PostgreSQL's page cache inside PGlite (all of it is resident). */
    sharedBuffersMB: number;
    /** `PGLITE_OPTIMIZED_WASM`: PGlite's code also compiled by V8's optimizing tier (see `EmbeddedOptions`). */
    optimizedWasm: boolean;
    /** `GROUP_COMMIT`: character saves that arrive together are written in one transaction. */
    groupCommit: boolean;
    /** `BATCH_SAVES`: revisions of different characters that arrive together are written in one statement. */
    batchSaves: boolean;
    /** `PGLITE_VACUUM_WAL_MB` (`0`: never) and `PGLITE_VACUUM_CHECK_SECONDS`: the housekeeping of `db/vacuum.ts`. */
    vacuum: VacuumOptions | false;
  };
  /** `smtp://…` or `smtps://…`; empty means every mail is printed to the log. */
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  authCodeTtlSeconds: number;
  /** Requests per minute and client address on each `/auth` route. */
  authRateLimitPerMinute: number;
  /** Requests per minute and target (e-mail address or account) on each `/auth` route. */
  authTargetRateLimitPerMinute: number;
  /** Seconds that must pass between two account mails to one address (0: no gap). */
  authMailGapSeconds: number;
  /**
   * `POST /sync/characters` reads per minute: anonymous ones per client address
   * (`SYNC_READS_PER_MINUTE`), logged-in ones per account (`SYNC_READS_PER_MINUTE_LOGGED_IN`).
   * A tab polls 6 times a minute; a guesser of sync ids gets few tries.
   */
  syncReadsPerMinute: { anonymous: number; loggedIn: number };
  /** `AUTH_CODE_GUESS_LIMIT`: failed code look-ups without an e-mail address per minute, whole server (`auth/code-guess-budget.ts`). */
  authCodeGuessesPerMinute: number;
  /** `AUTH_CODE_GUESS_CLIENT_LIMIT`: the same per minute and client address. */
  authCodeGuessesPerClientPerMinute: number;
  /**
   * Proxies whose `X-Forwarded-For` is believed (addresses or CIDR ranges). Empty: the header is
   * ignored, so nobody can pick their own rate-limit key by sending it.
   */
  trustProxy: string[];
  quotas: QuotaConfig;
  /** Per-account limits on homebrew clans and disciplines (`routes/homebrew/quotas.ts`). */
  homebrewQuotas: HomebrewQuotaConfig;
  /** VitaePlay's limits (`play/limits.ts`). */
  play: PlayLimitsConfig;
  /** Fixed token-signing secret; empty means one generated once and kept in the database. */
  tokenSecret: string | undefined;
  /** Built SPA to serve; empty or missing folder means API only. */
  webDistDir: string | undefined;
  logLevel: string;
  /** How long a shutdown (SIGTERM, SIGINT) waits for requests in flight before cutting them off. */
  shutdownTimeoutSeconds: number;
  /** Hosts VitaePlay may post rolls to (`WEBHOOK_HOSTS`, comma-separated; subdomains included). */
  webhookHosts: string[];
}

/** Per-account limits on homebrew (see `routes/homebrew/quotas.ts`). */
export interface HomebrewQuotaConfig {
  /** Clans and disciplines together (`QUOTA_HOMEBREW_ITEMS`). */
  items: number;
  /** Bytes of JSON of one clan or discipline (`QUOTA_HOMEBREW_ITEM_BYTES`). */
  bytesPerItem: number;
  /** Versions kept per item, the newest ones (`QUOTA_HOMEBREW_VERSIONS`). */
  versionsKept: number;
  /** Bytes of JSON over every kept version of the account's items (`QUOTA_HOMEBREW_TOTAL_BYTES`). */
  totalBytes: number;
  /** Creates, saves, deletes and invite changes per minute (`QUOTA_HOMEBREW_WRITES_PER_MINUTE`). */
  writesPerMinute: number;
}

/** Per-account limits on stored characters (see `plugins/quotas.ts`). */
export interface QuotaConfig {
  characters: number;
  bytesPerCharacter: number;
  totalBytes: number;
  writesPerMinute: number;
}

/** VitaePlay: guesses at join codes, and how much a session's chat may store and send at once. */
export interface PlayLimitsConfig {
  /** `PLAY_JOIN_FAILURES_PER_ACCOUNT`: failed joins (unknown or closed code) per minute and account. */
  joinFailuresPerAccount: number;
  /** `PLAY_JOIN_FAILURES_PER_ADDRESS`: failed joins per minute and client address. */
  joinFailuresPerAddress: number;
  /** `PLAY_IMAGE_BYTES`: a chat picture's bytes (decoded). */
  imageBytes: number;
  /** `PLAY_SESSION_BYTES`: the stored bytes of one session's messages. */
  sessionBytes: number;
  /** `PLAY_PAGE_BYTES`: the messages of one history page or `play_enter` answer (at least one message). */
  pageBytes: number;
}

function nonNegativeInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number ≥ 0, got "${raw}"`);
  return value;
}

function addressList(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  }
  return value;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  throw new Error(`${name} must be 1 or 0, got "${raw}"`);
}

function vacuumOptions(env: NodeJS.ProcessEnv): VacuumOptions | false {
  const walMB = nonNegativeInt(env, 'PGLITE_VACUUM_WAL_MB', defaultVacuumOptions.walBytes / (1024 * 1024));
  if (walMB === 0) return false;
  return { walBytes: walMB * 1024 * 1024, checkEveryMs: positiveInt(env, 'PGLITE_VACUUM_CHECK_SECONDS', defaultVacuumOptions.checkEveryMs / 1000) * 1000 };
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = positiveInt(env, 'PORT', 8080);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.VITAE_DATA_DIR || path.join(repoRoot, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    embeddedDatabase: {
      worker: flag(env, 'PGLITE_WORKER', true),
      sharedBuffersMB: positiveInt(env, 'PGLITE_SHARED_BUFFERS_MB', defaultSharedBuffersMB),
      optimizedWasm: flag(env, 'PGLITE_OPTIMIZED_WASM', false),
      groupCommit: flag(env, 'GROUP_COMMIT', false),
      batchSaves: flag(env, 'BATCH_SAVES', true),
      vacuum: vacuumOptions(env),
    },
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Vitae <no-reply@vitae.local>',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    accessTokenTtlSeconds: positiveInt(env, 'ACCESS_TOKEN_TTL', 15 * 60),
    refreshTokenTtlSeconds: positiveInt(env, 'REFRESH_TOKEN_TTL', 30 * 24 * 60 * 60),
    authCodeTtlSeconds: positiveInt(env, 'AUTH_CODE_TTL', 15 * 60),
    authRateLimitPerMinute: positiveInt(env, 'AUTH_RATE_LIMIT', 30),
    authTargetRateLimitPerMinute: positiveInt(env, 'AUTH_TARGET_RATE_LIMIT', 10),
    authMailGapSeconds: nonNegativeInt(env, 'AUTH_MAIL_GAP', 60),
    syncReadsPerMinute: { anonymous: positiveInt(env, 'SYNC_READS_PER_MINUTE', 60), loggedIn: positiveInt(env, 'SYNC_READS_PER_MINUTE_LOGGED_IN', 240) },
    authCodeGuessesPerMinute: positiveInt(env, 'AUTH_CODE_GUESS_LIMIT', 100),
    authCodeGuessesPerClientPerMinute: positiveInt(env, 'AUTH_CODE_GUESS_CLIENT_LIMIT', 10),
    trustProxy: addressList(env.TRUST_PROXY),
    quotas: {
      characters: positiveInt(env, 'QUOTA_CHARACTERS', 500),
      bytesPerCharacter: positiveInt(env, 'QUOTA_CHARACTER_BYTES', 4 * 1024 * 1024),
      totalBytes: positiveInt(env, 'QUOTA_TOTAL_BYTES', 200 * 1024 * 1024),
      writesPerMinute: positiveInt(env, 'QUOTA_WRITES_PER_MINUTE', 300),
    },
    homebrewQuotas: {
      items: positiveInt(env, 'QUOTA_HOMEBREW_ITEMS', 200),
      bytesPerItem: positiveInt(env, 'QUOTA_HOMEBREW_ITEM_BYTES', 256 * 1024),
      versionsKept: positiveInt(env, 'QUOTA_HOMEBREW_VERSIONS', 20),
      totalBytes: positiveInt(env, 'QUOTA_HOMEBREW_TOTAL_BYTES', 32 * 1024 * 1024),
      writesPerMinute: positiveInt(env, 'QUOTA_HOMEBREW_WRITES_PER_MINUTE', 30),
    },
    play: {
      joinFailuresPerAccount: positiveInt(env, 'PLAY_JOIN_FAILURES_PER_ACCOUNT', 10),
      joinFailuresPerAddress: positiveInt(env, 'PLAY_JOIN_FAILURES_PER_ADDRESS', 30),
      imageBytes: positiveInt(env, 'PLAY_IMAGE_BYTES', 512 * 1024),
      sessionBytes: positiveInt(env, 'PLAY_SESSION_BYTES', 20 * 1024 * 1024),
      pageBytes: positiveInt(env, 'PLAY_PAGE_BYTES', 1024 * 1024),
    },
    tokenSecret: env.TOKEN_SECRET || undefined,
    webDistDir: env.WEB_DIST_DIR === '' ? undefined : path.resolve(env.WEB_DIST_DIR || path.join(repoRoot, 'apps/web/dist')),
    logLevel: env.LOG_LEVEL || 'info',
    shutdownTimeoutSeconds: positiveInt(env, 'SHUTDOWN_TIMEOUT', 10),
    webhookHosts: env.WEBHOOK_HOSTS ? addressList(env.WEBHOOK_HOSTS).map((host) => host.toLowerCase()) : ['discord.com', 'discordapp.com'],
  };
}
