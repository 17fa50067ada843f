import { randomInt } from 'node:crypto';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createAccountExport, type AccountExport } from './account-export.ts';
import { createCodeGuessBudget } from './auth/code-guess-budget.ts';
import { createMailedCodes, type MailedCodes } from './auth/mailed-codes.ts';
import { loadTokenSecret } from './auth/token-secret.ts';
import { warmPasswordHashing } from './auth/passwords.ts';
import { createRevocationCache, type RevocationCache } from './auth/revocations.ts';
import { createSessionService, type SessionService } from './auth/sessions.ts';
import type { DieSource } from '@vitae/core/play';
import type { ServerConfig } from './config.ts';
import { migrateStoredCharacters } from './characters/stored.ts';
import { fillListEntries } from './characters/stored-sheet.ts';
import { inMemoryDataDir, openDatabase, type DatabaseHandle } from './db/client.ts';
import { logMailer, smtpMailer, type Mailer } from './mail/mailer.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { loggerOptions } from './plugins/logging.ts';
import { createQuotas, type Quotas } from './plugins/quotas.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerRouteTable } from './route-table.ts';
import { registerWeb } from './plugins/web.ts';
import { createNotifier, type Notifier } from './realtime/notify.ts';
import { registerPlaySockets } from './realtime/play.ts';
import { createRealtime, type Realtime } from './realtime/realtime.ts';
import { createPlaySessions, type PlaySessions } from './play/sessions.ts';
import { createPlayTable, type PlayTable } from './play/table.ts';
import { createAuthCodeRepository } from './repositories/auth-codes.ts';
import { createCharacterWriteRepository } from './repositories/character-writes.ts';
import avatarRoutes from './routes/characters/avatar.ts';
import { createCharacterStreamRepository } from './repositories/character-stream.ts';
import { createCharacterUsageRepository } from './repositories/character-usage.ts';
import { createCharacterRepository } from './repositories/characters.ts';
import { createFolderRepository } from './repositories/folders.ts';
import { createHomebrewInstalledRepository } from './repositories/homebrew-installed.ts';
import { createHomebrewLibraryRepository } from './repositories/homebrew-library.ts';
import { createHomebrewRepository } from './repositories/homebrew.ts';
import { createMailThrottleRepository } from './repositories/mail-throttle.ts';
import { createRefreshTokenRepository } from './repositories/refresh-tokens.ts';
import { createPlayRepository } from './repositories/play.ts';
import { createPlayNightRepository } from './repositories/play-nights.ts';
import { createPlayNpcRepository } from './repositories/play-npcs.ts';
import { createPlaySpendRepository } from './repositories/play-spends.ts';
import { createSharingRepository } from './repositories/sharing.ts';
import { createSyncChannelRepository } from './repositories/sync-channels.ts';
import { createRevokedSessionRepository } from './repositories/revoked-sessions.ts';
import { createUserRepository } from './repositories/users.ts';
import { ensureBackupToken } from './backup/files.ts';
import adminRoutes from './routes/admin/index.ts';
import authRoutes from './routes/auth/index.ts';
import characterRoutes from './routes/characters/index.ts';
import dataRoutes from './routes/data/index.ts';
import folderRoutes from './routes/folders/index.ts';
import healthRoutes from './routes/health/index.ts';
import homebrewRoutes from './routes/homebrew/index.ts';
import pingRoutes from './routes/ping/index.ts';
import playRoutes from './routes/play/index.ts';
import shareRoutes from './routes/share/index.ts';
import syncRoutes from './routes/sync/index.ts';
import userRoutes from './routes/users/index.ts';
import vicarttRoutes from './routes/vicartt/index.ts';

function createRepositories(database: DatabaseHandle, config: ServerConfig) {
  return {
    users: createUserRepository(database.db),
    authCodes: createAuthCodeRepository(database.db),
    refreshTokens: createRefreshTokenRepository(database.db),
    revokedSessions: createRevokedSessionRepository(database.db),
    mailThrottle: createMailThrottleRepository(database.db),
    characters: createCharacterRepository(database.db),
    // One connection: saves wait for each other anyway, so they may as well share a commit.
    characterWrites: createCharacterWriteRepository(database.db, {
      groupCommit: database.kind === 'pglite' && config.embeddedDatabase.groupCommit,
      batchSaves: database.kind === 'pglite' && config.embeddedDatabase.batchSaves,
    }),
    sharing: createSharingRepository(database.db),
    play: createPlayRepository(database.db),
    playNights: createPlayNightRepository(database.db),
    playNpcs: createPlayNpcRepository(database.db),
    playSpends: createPlaySpendRepository(database.db),
    syncChannels: createSyncChannelRepository(database.db),
    characterStream: createCharacterStreamRepository(database.db, { inProcessDatabase: database.inProcess }),
    characterUsage: createCharacterUsageRepository(database.db),
    folders: createFolderRepository(database.db),
    homebrew: createHomebrewRepository(database.db),
    homebrewInstalled: createHomebrewInstalledRepository(database.db),
    homebrewLibrary: createHomebrewLibraryRepository(database.db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    database: DatabaseHandle;
    repos: Repositories;
    sessions: SessionService;
    revocations: RevocationCache;
    mailedCodes: MailedCodes;
    quotas: Quotas;
    accountExport: AccountExport;
    mailer: Mailer;
    realtime: Realtime;
    /** List events, share offers and sync pushes over the realtime socket. */
    notify: Notifier;
    /** VitaePlay: sessions and membership, and what happens at the table. */
    play: { sessions: PlaySessions; table: PlayTable };
    now: () => Date;
  }
  interface FastifyRequest {
    /** Set by the `requireUser` preHandler on protected routes. */
    userId: string;
    /** The caller's session (login) when it sent a bearer token; none for passkey calls. */
    sessionId: string | undefined;
  }
}

/** Body limit sized for a character carrying its avatar as a data URL. */
export const bodyLimitBytes = 5 * 1024 * 1024;

export interface BuildOptions {
  /** Mail transport override (tests may pass their own); default follows `SMTP_URL`. */
  mailer?: Mailer;
  now?: () => Date;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: NodeJS.WritableStream;
  /** Where VitaePlay's dice come from (tests pass a seeded source); default `crypto.randomInt`. */
  playDice?: DieSource;
}

/** Builds the whole server: plugins, then repositories and services, then one module per resource. */
export async function buildApp(config: ServerConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    bodyLimit: bodyLimitBytes,
    // Only named proxies may tell the client's address; otherwise anyone could pick their own
    // rate-limit key by sending X-Forwarded-For.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerInputGuard(app);
  registerCompression(app);
  registerSecurityHeaders(app, config.publicUrl);
  registerRouteTable(app);

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    embedded: config.embeddedDatabase,
    // Stored characters follow every shape migration of core once, before the first request, and
    // their list entries every list field added to core.
    afterMigrate: async (db) => {
      await migrateStoredCharacters(db, app.log);
      await fillListEntries(db);
    },
    onBackgroundError: (error) => app.log.error({ err: error }, 'vacuuming the embedded database failed'),
  });
  app.addHook('onClose', async () => database.close());
  const repos = createRepositories(database, config);
  const now = options.now ?? (() => new Date());
  const revocations = createRevocationCache({
    repository: repos.revokedSessions,
    accessTokenTtlMs: config.accessTokenTtlSeconds * 1000,
    now,
    pollMs: database.kind === 'postgres' ? 5_000 : 0,
  });
  await revocations.start();
  app.addHook('onClose', async () => revocations.stop());
  const sessions = createSessionService({
    secret: await loadTokenSecret(database, config.tokenSecret, config.dataDir),
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
    refreshTokens: repos.refreshTokens,
    revocations,
    now,
  });
  const mailer = options.mailer ?? (config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : logMailer(app.log));
  app.addHook('onClose', async () => mailer.close());
  const quotas = createQuotas(config.quotas, repos.characterUsage, now);
  app.addHook('onResponse', async (request) => quotas.release(request));
  app.addHook('onRequestAbort', async (request) => quotas.release(request));
  await warmPasswordHashing();

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('repos', repos);
  app.decorate('sessions', sessions);
  app.decorate('revocations', revocations);
  app.decorate('mailer', mailer);
  app.decorate('mailedCodes', createMailedCodes({
    authCodes: repos.authCodes,
    mailThrottle: repos.mailThrottle,
    mailer,
    log: app.log,
    now,
    codeTtlSeconds: config.authCodeTtlSeconds,
    mailGapSeconds: config.authMailGapSeconds,
    guessBudget: createCodeGuessBudget({ perMinute: config.authCodeGuessesPerMinute, perClientPerMinute: config.authCodeGuessesPerClientPerMinute, now }),
  }));
  app.decorate('quotas', quotas);
  app.decorate('accountExport', createAccountExport());
  app.decorate('now', now);
  app.decorateRequest('userId', '');
  app.decorateRequest('sessionId', undefined);
  const realtime = await createRealtime(app, sessions, database.pool);
  app.decorate('realtime', realtime);
  app.decorate('notify', createNotifier(realtime.io));
  const playSessions = createPlaySessions(app);
  // Rolls at the table come from a cryptographic source, so no log entry can be foreseen or forged.
  app.decorate('play', { sessions: playSessions, table: createPlayTable(app, playSessions, options.playDice ?? ((sides) => randomInt(1, sides + 1))) });
  registerPlaySockets(app, realtime.io);
  // Ending a session (logout, recovery, password change, reuse of a refresh token) drops its sockets.
  sessions.onRevoked((sessionIds) => realtime.sessionsRevoked(sessionIds));

  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'rate_limited',
      message: `too many attempts; please wait ${Math.ceil(context.ttl / 1000)} seconds and try again`,
    }),
  });
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Vitae API', version: '0.1.0' }, servers: [{ url: '/' }] },
    transform: jsonSchemaTransform,
  });
  // staticCSP: the docs page sends its own policy (with hashes for its inline parts) instead of the app's.
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(
    async (api) => {
      await api.register(pingRoutes);
      await api.register(healthRoutes);
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(userRoutes, { prefix: '/users' });
      await api.register(characterRoutes, { prefix: '/characters' });
      // Outside the character routes' bearer-only hook: an `<img>` authenticates with a cookie.
      await api.register(avatarRoutes, { prefix: '/characters' });
      await api.register(dataRoutes, { prefix: '/data' });
      await api.register(folderRoutes, { prefix: '/folders' });
      await api.register(homebrewRoutes, { prefix: '/homebrew' });
      await api.register(shareRoutes, { prefix: '/share' });
      await api.register(playRoutes, { prefix: '/play' });
      await api.register(syncRoutes, { prefix: '/sync' });
      await api.register(vicarttRoutes, { prefix: '/vicartt' });
      if (database.dump && config.dataDir !== inMemoryDataDir) {
        await api.register(adminRoutes, { prefix: '/admin', backupToken: ensureBackupToken(config.dataDir) });
      }
    },
    { prefix: '/api' },
  );
  await registerWeb(app, config.webDistDir);
  return app;
}
