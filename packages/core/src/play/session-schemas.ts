import { z } from 'zod';
import { gameLines } from '../character/keys.ts';
import { isoDate, userRef, uuid } from './schema-parts.ts';

/** VitaePlay's sessions: join codes and links, members, brought characters, and the REST bodies that change them. */

/** Letters and digits that cannot be mistaken for each other when read aloud or off a screen (no 0/O, 1/I/L). */
export const joinCodeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** New codes: 31⁸ ≈ 8.5 · 10¹¹ (~40 bits); guessing is also limited per account and address on the server. */
export const joinCodeLength = 8;
/** Codes handed out before the codes grew: still joinable until the storyteller renews them. */
export const legacyJoinCodeLength = 6;
/** A join code as typed: spaces and case do not matter. */
export const joinCodeSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(
    z.string().regex(new RegExp(`^(?:[${joinCodeAlphabet}]{${joinCodeLength}}|[${joinCodeAlphabet}]{${legacyJoinCodeLength}})$`), {
      message: `a join code is ${joinCodeLength} (older ones ${legacyJoinCodeLength}) letters and digits`,
    }),
  );
/** The link token of a join link: long and random, unlike the code. */
export const joinTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, { message: 'not a join link token' });

export const maxSessionNameLength = 100;
/** Characters one player may bring to a session. */
export const maxBroughtCharacters = 10;

export const sessionNameSchema = z.string().trim().min(1, { message: 'a session needs a name' }).max(maxSessionNameLength);

export const playRoles = ['storyteller', 'player'] as const;
export type PlayRole = (typeof playRoles)[number];
export const memberStates = ['joined', 'left', 'removed'] as const;
export type MemberState = (typeof memberStates)[number];

export const playMemberSchema = z.strictObject({
  userId: uuid,
  alias: z.string(),
  role: z.enum(playRoles),
  state: z.enum(memberStates),
  joinedAt: isoDate,
});
export type PlayMember = z.infer<typeof playMemberSchema>;

/** A character a player brought: the storyteller sees it through sharing (it is listed among their shared characters). */
export const broughtCharacterSchema = z.strictObject({
  characterId: uuid,
  ownerId: uuid,
  ownerAlias: z.string(),
  name: z.string(),
  gameLine: z.enum(gameLines),
});
export type BroughtCharacter = z.infer<typeof broughtCharacterSchema>;

export const sessionStates = ['open', 'closed'] as const;

/** A session in the caller's list. */
export const playSessionSummarySchema = z.strictObject({
  id: uuid,
  name: z.string(),
  host: userRef,
  /** The caller's role in it. */
  role: z.enum(playRoles),
  state: z.enum(sessionStates),
  createdAt: isoDate,
  /** When it was last closed; `null` while open. */
  closedAt: isoDate.nullable(),
  /** Joined members, the host included. */
  memberCount: z.number().int().min(0),
});
export type PlaySessionSummary = z.infer<typeof playSessionSummarySchema>;

/** The session's webhook settings (host only). */
export const webhookSettingsSchema = z.strictObject({
  /** Discord webhook URL; `null`: none. Public rolls are posted to it. */
  url: z.string().nullable(),
  /** Also post public text messages. */
  messages: z.boolean(),
});
export type WebhookSettings = z.infer<typeof webhookSettingsSchema>;

/** A whole session as a member sees it. `joinToken` and `webhook` are `null` for everyone but the host. */
export const playSessionSchema = playSessionSummarySchema.extend({
  /** Short code players type to join (shown to every member, so anyone can invite). */
  code: z.string(),
  /** Token of the join link (`/play/join/<token>` in the web app); host only. */
  joinToken: z.string().nullable(),
  webhook: webhookSettingsSchema.nullable(),
  /** "Ausgaben brauchen Zustimmung": a player's purchase becomes a request the storyteller decides (sessions stored before it: off). */
  spendsNeedApproval: z.boolean().default(false),
  /** Everyone who ever joined, with their state (left and removed members stay listed). */
  members: z.array(playMemberSchema),
  /** Characters brought by joined players. */
  characters: z.array(broughtCharacterSchema),
  /** Id of the newest message the caller may see; `null`: none yet. */
  lastMessageId: z.number().int().nullable(),
});
export type PlaySession = z.infer<typeof playSessionSchema>;

export const sessionIdParamsSchema = z.object({ id: uuid });
export const memberParamsSchema = z.object({ id: uuid, userId: uuid });
/** A webhook test: whether the target accepted the post, and its HTTP status (`null`: not reached). */
export const webhookTestResponseSchema = z.strictObject({ delivered: z.boolean(), status: z.number().int().nullable() });
export type WebhookTestResponse = z.infer<typeof webhookTestResponseSchema>;
/** A removal is a kick (may rejoin with the code) unless `ban` says it is permanent. */
export const removeMemberQuerySchema = z.object({ ban: z.enum(['true', 'false']).default('false').transform((value) => value === 'true') });

export const createSessionBodySchema = z.strictObject({ name: sessionNameSchema });
export const updateSessionBodySchema = z.strictObject({
  name: sessionNameSchema.optional(),
  /** `null` removes the webhook. Its host must be on the server's allow list (400 `webhook_host_not_allowed`). */
  webhookUrl: z.url({ protocol: /^https?$/, message: 'a webhook is an http(s) URL' }).max(500).nullable().optional(),
  webhookMessages: z.boolean().optional(),
  /** Purchases of brought characters wait for the storyteller's approval. */
  spendsNeedApproval: z.boolean().optional(),
});
export type UpdateSessionBody = z.infer<typeof updateSessionBodySchema>;
export const joinSessionBodySchema = z.union([z.strictObject({ code: joinCodeSchema }), z.strictObject({ token: joinTokenSchema })]);
export type JoinSessionBody = z.input<typeof joinSessionBodySchema>;
/** The caller's characters they bring (replaces their earlier choice; `[]` brings none). */
export const bringCharactersBodySchema = z.strictObject({ characterIds: z.array(uuid).max(maxBroughtCharacters) });

export const sessionsResponseSchema = z.object({ sessions: z.array(playSessionSummarySchema) });
export const sessionResponseSchema = z.object({ session: playSessionSchema });
