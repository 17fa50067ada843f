import { sql, type SQL } from 'drizzle-orm';
import { allListFields } from '@vitae/core';
import { bigint, bigserial, boolean, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** PostgreSQL's full-text document (only the library's generated `search` column, never written). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    alias: text('alias').notNull(),
    email: text('email').notNull(),
    passkeyHash: text('passkey_hash').notNull(),
    passwordHash: text('password_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_alias_lower_idx').on(sql`lower(${t.alias})`),
    uniqueIndex('users_email_idx').on(t.email),
  ],
);

/**
 * Single-use e-mailed codes; only their hashes are stored. One live code per e-mail and purpose
 * (a new one retires the old), and a code dies after a few wrong tries (`attempts`).
 */
export const authCodes = pgTable(
  'auth_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    purpose: text('purpose', { enum: ['activate', 'recover', 'password', 'delete_account', 'device'] }).notNull(),
    email: text('email').notNull(),
    alias: text('alias'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [index('auth_codes_expires_idx').on(t.expiresAt), index('auth_codes_email_purpose_idx').on(t.email, t.purpose)],
);

/** When the last account mail went to an address, so nobody can flood someone's inbox. */
export const mailThrottle = pgTable('mail_throttle', {
  email: text('email').primaryKey(),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
});

/**
 * Ended sessions (a session is one login: a refresh-token family). Access tokens name their
 * session, so every instance refuses them at once; rows older than the access-token lifetime
 * no longer matter and are pruned.
 */
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    sessionId: uuid('session_id').primaryKey(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_sessions_revoked_at_idx').on(t.revokedAt)],
);

/** Rotating refresh tokens. A family is one login; reusing a rotated token revokes the family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    familyId: uuid('family_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

// Built with `jsonb_set` alone: it was a generated column's expression (migration 0006), which must
// be immutable, and `jsonb_build_object` and `to_jsonb` are only stable.
const setKey = (object: string, key: string, value: string) => `jsonb_set(${object}, '{${key}}', ${value})`;
const listFacts = allListFields.reduce((object, field) => setKey(object, field, `coalesce(data -> '${field}', 'null'::jsonb)`), `'{}'::jsonb`);
const avatarHash = `coalesce(case when jsonb_typeof(data -> 'avatar') = 'string' and data ->> 'avatar' <> '' then ('"' || md5(data ->> 'avatar') || '"')::jsonb end, 'null'::jsonb)`;
const versionOf = (key: string) => `(case when jsonb_typeof(data -> '${key}') = 'number' and (data -> '${key}')::numeric between 0 and 1000000 then floor((data -> '${key}')::numeric)::int else 0 end)::text::jsonb`;
/**
 * What the light list reads of a sheet (issue #21): the list facts (JSON null where the sheet has
 * none), an md5 of the avatar (for its URL's version) and the stored shape's versions (base and line), as SQL over
 * the row's `data`. The server writes the same with every sheet (`listEntryOf`, a test holds the
 * two equal); this expression fills rows that lack a list field added later, at start
 * (`fillListEntries`). Reading it touches a few hundred bytes instead of unpacking the sheet and
 * hashing its avatar on every list call.
 */
export const listEntrySql: SQL = sql.raw(
  setKey(setKey(setKey(setKey(`'{}'::jsonb`, 'facts', listFacts), 'avatarHash', avatarHash), 'schemaVersion', versionOf('schemaVersion')), 'lineSchemaVersion', versionOf('lineSchemaVersion')),
);

export const characters = pgTable(
  'characters',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    directory: text('directory'),
    revision: integer('revision').notNull(),
    data: jsonb('data').notNull(),
    /**
     * Size of the stored sheet as JSON (UTF-8 bytes), so quotas never re-read the data. Written with
     * the sheet by every write (the server has the JSON at hand); a generated column made the
     * database print every saved sheet as text once more, a sixth of a save's time.
     */
    dataBytes: integer('data_bytes').notNull(),
    /**
     * The light list's part of the sheet (see `listEntrySql`), written with the sheet by every write;
     * as a generated column the database rebuilt it, avatar hash included, on every save.
     */
    listEntry: jsonb('list_entry').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('characters_owner_idx').on(t.ownerId, t.name), index('characters_directory_idx').on(t.ownerId, t.directory)],
);

export const characterViewers = pgTable(
  'character_viewers',
  {
    characterId: uuid('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.characterId, t.userId] }), index('character_viewers_user_idx').on(t.userId)],
);

/** Server-wide settings that must be the same on every instance (e.g. the token secret). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/** The account's character folders (docs/product-spec.md §3 Directory: id = name), so empty ones survive. */
export const folders = pgTable(
  'folders',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    open: boolean('open').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.userId, t.name] })],
);

/**
 * Homebrew clans and disciplines (spec §3), one table for both kinds so ids and invite codes are
 * unique across them. `data` holds what the author wrote (with its `schemaVersion`); `name_search`
 * is the name in the form the browse search compares (`homebrewSearchKey`), kept on every write so
 * the search is a plain `LIKE` on PGlite and PostgreSQL alike.
 */
export const homebrewItems = pgTable(
  'homebrew_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // Any registered homebrew kind (`@vitae/core/homebrew-kinds`); a text column, so a new kind needs no migration.
    kind: text('kind').notNull(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameSearch: text('name_search').notNull(),
    public: boolean('public').notNull().default(false),
    version: integer('version').notNull().default(1),
    inviteCode: text('invite_code'),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The library (issue #49, migration 0011): the original a copy credits, `{ kind, id, name, authorName }`. */
    copiedFrom: jsonb('copied_from'),
    /** Kept by triggers on `homebrew_installs`, `homebrew_reviews` and `homebrew_reports` (0011). */
    installs: integer('installs').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    reports: integer('reports').notNull().default(0),
    /**
     * Generated by the database: name (A), slogan (B), nested names such as abilities' (C) and
     * description, summary or system text (D) in German and English; name and nested names also as written (`simple`, for word beginnings). The real expression is in migration
     * 0011 (written by hand); here it only marks the column as never written.
     */
    search: tsvector('search').generatedAlwaysAs(sql`''::tsvector`),
  },
  (t) => [
    index('homebrew_items_browse_idx').on(t.kind, t.public, t.nameSearch),
    index('homebrew_items_creator_idx').on(t.creatorId, t.kind),
    uniqueIndex('homebrew_items_invite_idx').on(t.inviteCode),
  ],
);

/** Every saved version of a homebrew item, so a character can name (and show) the version it holds. */
export const homebrewVersions = pgTable(
  'homebrew_versions',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => homebrewItems.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    public: boolean('public').notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.version] })],
);

/** Which account installed which item (issue #49): install counts, and whom to tell of a new version. */
export const homebrewInstalls = pgTable(
  'homebrew_installs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    itemId: integer('item_id')
      .notNull()
      .references(() => homebrewItems.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.itemId] }), index('homebrew_installs_item_idx').on(t.itemId)],
);

/** One rating (1–5) with an optional short review per account and public item; the author may answer. */
export const homebrewReviews = pgTable(
  'homebrew_reviews',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => homebrewItems.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stars: integer('stars').notNull(),
    text: text('text').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.userId] }), index('homebrew_reviews_item_idx').on(t.itemId, t.updatedAt)],
);

/** Open reports of a public item, one per account; enough of them hide it until its author answers. */
export const homebrewReports = pgTable(
  'homebrew_reports',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => homebrewItems.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.userId] })],
);

/** The homebrew an account installed (copies, so they survive the author's edits and deletion). */
export const homebrewInstalled = pgTable('homebrew_installed', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  data: jsonb('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What each saved revision of a character changed (issue #17): the paths, and the patch itself
 * when it is small enough to keep. A `PATCH` based on an older revision is merged when none of
 * its paths changed since; a reconnecting client catches up from the patches. Only the newest
 * `keptRevisions` per character are kept (pruned every `pruneEvery` revisions).
 */
export const characterRevisions = pgTable(
  'character_revisions',
  {
    characterId: uuid('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    paths: jsonb('paths').notNull(),
    /** `null` when the patch was too large to keep (an avatar, say): the paths still count. */
    patch: jsonb('patch'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.characterId, t.revision] })],
);

/** The share id an account registered (docs/product-spec.md §5, §7 `/share/id`): one per account. */
export const shareIds = pgTable(
  'share_ids',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    shareId: uuid('share_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('share_ids_share_id_idx').on(t.shareId)],
);

/** Characters sent to an account and not yet saved or declined: its inbox (a copy as it was sent). */
export const shareOffers = pgTable(
  'share_offers',
  {
    id: uuid('id').primaryKey(),
    fromUserId: uuid('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: uuid('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    gameLine: text('game_line').notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('share_offers_to_idx').on(t.toUserId, t.createdAt)],
);

/**
 * Outgoing sync (docs/product-spec.md §4, §7 `/sync/*`): the latest live and level data under a
 * sync id. The account that uploaded first owns the id; only it may write.
 */
export const syncChannels = pgTable(
  'sync_channels',
  {
    syncId: text('sync_id').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameLine: text('game_line').notNull(),
    live: jsonb('live'),
    level: jsonb('level'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sync_channels_owner_idx').on(t.ownerId)],
);

/**
 * VitaePlay sessions (issue #18): a storyteller's table for a chronicle, kept between evenings.
 * `code` is what players type, `join_token` the secret of the join link; both can be renewed.
 */
export const playSessions = pgTable(
  'play_sessions',
  {
    id: uuid('id').primaryKey(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    code: text('code').notNull(),
    joinToken: text('join_token').notNull(),
    webhookUrl: text('webhook_url'),
    webhookMessages: boolean('webhook_messages').notNull().default(false),
    /** "Ausgaben brauchen Zustimmung" (issue #48): purchases of brought characters wait for the storyteller. */
    spendsNeedApproval: boolean('spends_need_approval').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('play_sessions_code_idx').on(t.code), uniqueIndex('play_sessions_join_token_idx').on(t.joinToken), index('play_sessions_host_idx').on(t.hostId)],
);

/** Everyone who joined a session, with what became of them (left and removed members stay listed). */
export const playMembers = pgTable(
  'play_members',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => playSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['storyteller', 'player'] }).notNull(),
    state: text('state', { enum: ['joined', 'left', 'removed'] }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.userId] }), index('play_members_user_idx').on(t.userId)],
);

/**
 * Characters brought to a session; the host views them through `character_viewers`.
 * `added_viewer`: the bringing made the host a viewer, so ending it takes the viewing back
 * (a share the owner made before stays).
 */
export const playCharacters = pgTable(
  'play_characters',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => playSessions.id, { onDelete: 'cascade' }),
    characterId: uuid('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedViewer: boolean('added_viewer').notNull(),
    broughtAt: timestamp('brought_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.characterId] }), index('play_characters_character_idx').on(t.characterId)],
);

/** A session's log: chat, status lines, the server's rolls, roll requests and XP awards. */
/**
 * A game night of a session (issue #48): its title, date and notes, and the part of the log it
 * files: the messages after `afterMessageId` up to `lastMessageId` (the session's last one when the
 * night ended; `null` while it runs).
 */
export const playNights = pgTable(
  'play_nights',
  {
    id: uuid('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => playSessions.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    date: text('date').notNull(),
    notes: text('notes').notNull().default(''),
    afterMessageId: bigint('after_message_id', { mode: 'number' }).notNull(),
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('play_nights_session_idx').on(t.sessionId, t.startedAt)],
);

/** The storyteller's quick characters of a session (issue #48): stat blocks rolled from the table. */
export const playNpcs = pgTable(
  'play_npcs',
  {
    id: uuid('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => playSessions.id, { onDelete: 'cascade' }),
    /** The stat block as the shared schema reads it (name, line, tier, pools, health, willpower, special, notes). */
    block: jsonb('block').notNull(),
    revealed: boolean('revealed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('play_npcs_session_idx').on(t.sessionId, t.createdAt)],
);

/**
 * Purchases waiting for the storyteller's approval (issue #48), and their end. `purchase` is the
 * line's purchase object, `cost` and `record` what the line's rules said when it was asked.
 */
export const playSpends = pgTable(
  'play_spends',
  {
    id: uuid('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => playSessions.id, { onDelete: 'cascade' }),
    characterId: uuid('character_id')
      .notNull()
      .references(() => characters.id, { onDelete: 'cascade' }),
    characterName: text('character_name').notNull(),
    ownerId: uuid('owner_id').notNull(),
    ownerAlias: text('owner_alias').notNull(),
    purchase: jsonb('purchase').notNull(),
    label: text('label').notNull(),
    cost: integer('cost').notNull(),
    record: jsonb('record').notNull(),
    state: text('state', { enum: ['pending', 'approved', 'rejected', 'withdrawn'] }).notNull(),
    note: text('note'),
    decidedById: uuid('decided_by_id'),
    decidedByAlias: text('decided_by_alias'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('play_spends_session_idx').on(t.sessionId, t.state, t.createdAt), index('play_spends_character_idx').on(t.characterId, t.createdAt)],
);

export const playMessages = pgTable(
  'play_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => playSessions.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** `null` for the server's status lines; kept (with the alias of then) when the account goes. */
    senderId: uuid('sender_id'),
    senderAlias: text('sender_alias'),
    audience: text('audience', { enum: ['everyone', 'storyteller', 'player'] }).notNull(),
    toUserId: uuid('to_user_id'),
    body: jsonb('body').notNull(),
  },
  (t) => [index('play_messages_session_idx').on(t.sessionId, t.id)],
);
