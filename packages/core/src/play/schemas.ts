import { z } from 'zod';
import { errorCodes } from '../api/common.ts';
import { gameLines } from '../character/keys.ts';
import { lineChecks, specialDiceNames, tablePoolResultSchema } from '../dice/table.ts';
import { spendMessageBodySchema } from './spends.ts';

/**
 * VitaePlay's contract (see README.md beside this file): REST bodies and answers under
 * `/api/play`, socket payloads and the messages of a session's log. Types come from these schemas.
 */

const uuid = z.uuid({ message: 'must be a UUID' });
const isoDate = z.iso.datetime({ offset: true });

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
export const maxChatTextLength = 2000;
/** An image message is an https URL or a data URL of at most this many characters (~700 kB of picture). */
export const maxImageUrlLength = 1_000_000;
/** A chat picture's bytes by default (the server's `PLAY_IMAGE_BYTES`; 413 `play_image_too_large` above). */
export const maxChatImageBytes = 512 * 1024;
export const maxRollLabelLength = 200;
/** A roll request names at most this many traits (attribute, skill and what a line adds). */
export const maxRollRequestTraits = 4;
/**
 * A trait a roll request names, as the sheet's roll panel keys it (`attributes:dex`,
 * `skills:stealth`, `abilities:awareness`): the player's sheet reads its current rating.
 */
export const rollTraitIdSchema = z
  .string()
  .max(120)
  .regex(/^[a-z]+:\S/, { message: 'a trait id is kind:key, e.g. attributes:dex' });
const rollRequestTraitsSchema = z.array(rollTraitIdSchema).max(maxRollRequestTraits);
/** Players one roll request may ask at once (one prompt each; their answers gather in one card). */
export const maxRollRequestTargets = 12;
export const maxXpReasonLength = 200;
/** Dice one willpower re-roll may re-roll (V5, H5, W5 alike). */
export const maxWillpowerRerollDice = 3;
/** Characters one player may bring to a session. */
export const maxBroughtCharacters = 10;

export const sessionNameSchema = z.string().trim().min(1, { message: 'a session needs a name' }).max(maxSessionNameLength);

export const playRoles = ['storyteller', 'player'] as const;
export type PlayRole = (typeof playRoles)[number];
export const memberStates = ['joined', 'left', 'removed'] as const;
export type MemberState = (typeof memberStates)[number];

const userRef = z.strictObject({ id: uuid, alias: z.string() });
export type PlayUserRef = z.infer<typeof userRef>;

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

// --- rolls -------------------------------------------------------------------------------------

/** `/roll 2d6+1`: any dice, summed. */
export const diceRollSpecSchema = z.strictObject({
  kind: z.literal('dice'),
  count: z.number().int().min(1).max(100),
  sides: z.number().int().min(2).max(1000),
  modifier: z.number().int().min(-1000).max(1000),
});

/**
 * `/check 5 2`: a pool read by a line's rules (the character's line; `line` or the core line without one).
 * `special`: `'character'` takes the character's current special dice as the server reads
 * it; a number names that many special dice (a roll dialog that asked); 0 for none.
 */
export const checkSpecSchema = z.strictObject({
  kind: z.literal('check'),
  pool: z.number().int().min(1).max(50),
  difficulty: z.number().int().min(0).max(50).nullable(),
  special: z.union([z.literal('character'), z.number().int().min(0).max(50)]),
  /** The special dice a line's check command named (its table words): refused when the line's differ. */
  specialName: z.enum(specialDiceNames).nullable().default(null),
  /** The line when no character is named (default the core line). Ignored with a character: its line counts. */
  line: z.enum(gameLines).nullable().default(null),
  /** M20: the specialty applies (10s count two). */
  specialty: z.boolean().default(false),
  /** M20: one Willpower point for an automatic success. */
  willpower: z.boolean().default(false),
});

export const rollSpecSchema = z.discriminatedUnion('kind', [diceRollSpecSchema, checkSpecSchema]);
export type RollSpec = z.input<typeof rollSpecSchema>;
export type ParsedRollSpec = z.output<typeof rollSpecSchema>;

export const diceRollResultSchema = z.strictObject({
  kind: z.literal('dice'),
  count: z.number().int(),
  sides: z.number().int(),
  modifier: z.number().int(),
  faces: z.array(z.number().int().min(1)),
  total: z.number().int(),
});
export const checkRollResultSchema = tablePoolResultSchema.extend({ kind: z.literal('check') });
export const rollResultSchema = z.discriminatedUnion('kind', [diceRollResultSchema, checkRollResultSchema]);
export type RollResult = z.infer<typeof rollResultSchema>;

// --- messages ----------------------------------------------------------------------------------

/** Who a message is for: everyone, the storyteller (players' asides, secret rolls), or one player (from the storyteller). */
export const playAudienceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('everyone') }),
  z.strictObject({ kind: z.literal('storyteller') }),
  z.strictObject({ kind: z.literal('player'), userId: uuid }),
]);
export type PlayAudience = z.infer<typeof playAudienceSchema>;

export const textBodySchema = z.strictObject({ kind: z.literal('text'), text: z.string().trim().min(1).max(maxChatTextLength) });
/** An image: an https URL or a `data:image/…;base64,` URL. */
export const imageBodySchema = z.strictObject({
  kind: z.literal('image'),
  url: z
    .string()
    .max(maxImageUrlLength, { message: 'the image is too large' })
    .regex(/^(https:\/\/\S+|data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=]+)$/, { message: 'an image is an https URL or a PNG/JPEG/GIF/WebP data URL' }),
});
/** `kicked`: taken out, may rejoin; `removed`: banned (permanent until the storyteller lifts it). */
export const statusEvents = ['joined', 'left', 'kicked', 'removed', 'closed', 'reopened'] as const;
export type StatusEvent = (typeof statusEvents)[number];
export const statusBodySchema = z.strictObject({ kind: z.literal('status'), event: z.enum(statusEvents), user: userRef });
/**
 * A line's table check a sheet rolled (a rouse check): its name (the line's table words) and the
 * tracker it reads as it was before, so the card says what happened ("Hunger steigt auf 3").
 */
export const tableCheckSchema = z.strictObject({ name: z.enum(lineChecks), before: z.number().int().min(0).max(20) });
export type TableCheck = z.infer<typeof tableCheckSchema>;

export const rollMessageBodySchema = z.strictObject({
  kind: z.literal('roll'),
  /** Secret: only the roller and the storyteller see it (the message's audience is `storyteller`). */
  secret: z.boolean(),
  /** What the pool is ("Stärke + Handgemenge"); `null` for a typed command. */
  label: z.string().nullable(),
  /** The command as typed (`/hc 6 3`); `null` for a structured roll. */
  command: z.string().nullable(),
  character: z.strictObject({ id: uuid, name: z.string() }).nullable(),
  /** The roll request this roll answers. */
  requestId: z.number().int().nullable(),
  /** A willpower re-roll: the id of the roll message whose dice it re-rolled; first rolls have none. */
  rerollOf: z.number().int().positive().optional(),
  /** A line's table check (older messages and other rolls have none). */
  check: tableCheckSchema.optional(),
  result: rollResultSchema,
});
export const rollRequestMessageBodySchema = z.strictObject({
  kind: z.literal('rollRequest'),
  label: z.string(),
  characterId: uuid.nullable(),
  /** The traits whose current ratings make the pool (empty: `pool`, or the player chooses); older messages have none. */
  traits: rollRequestTraitsSchema.default([]),
  pool: z.number().int().nullable(),
  /** Roll with the character's special dice (its line's). */
  special: z.boolean(),
  difficulty: z.number().int().nullable(),
  secret: z.boolean(),
  /** The requests made together (to several players) share this id; single requests have `null`, older ones none. */
  group: uuid.nullable().optional(),
});
export const xpBodySchema = z.strictObject({
  kind: z.literal('xp'),
  amount: z.number().int(),
  reason: z.string(),
  characters: z.array(z.strictObject({ id: uuid, name: z.string() })),
});
export const messageBodySchema = z.discriminatedUnion('kind', [textBodySchema, imageBodySchema, statusBodySchema, rollMessageBodySchema, rollRequestMessageBodySchema, xpBodySchema, spendMessageBodySchema]);
export type PlayMessageBody = z.infer<typeof messageBodySchema>;

export const playMessageSchema = z.strictObject({
  /** Grows with every message of every session: catch-up asks for what came after the last one seen. */
  id: z.number().int().positive(),
  sessionId: uuid,
  at: isoDate,
  /** `null` for the server's status lines. */
  sender: userRef.nullable(),
  to: playAudienceSchema,
  body: messageBodySchema,
});
export type PlayMessage = z.infer<typeof playMessageSchema>;

// --- REST bodies and answers -------------------------------------------------------------------

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

/** `GET /play/sessions/{id}/messages?before=&after=&limit=`: oldest first. */
export const historyQuerySchema = z.object({
  /** Older than this message id (paging back). */
  before: z.coerce.number().int().positive().optional(),
  /** Newer than this id (catch-up). */
  after: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const historyResponseSchema = z.object({
  messages: z.array(playMessageSchema),
  /** More messages exist beyond the page (older with `before`/none, newer with `after`). */
  hasMore: z.boolean(),
});
export type HistoryResponse = z.infer<typeof historyResponseSchema>;

/** Storyteller: experience for some or all brought characters at once. */
export const xpAwardBodySchema = z.strictObject({
  characterIds: z.array(uuid).min(1).max(60),
  amount: z
    .number()
    .int()
    .min(-1000)
    .max(1000)
    .refine((value) => value !== 0, { message: 'award at least 1 XP' }),
  reason: z.string().trim().max(maxXpReasonLength).default(''),
});
export type XpAwardBody = z.input<typeof xpAwardBodySchema>;
export const xpAwardResponseSchema = z.object({
  awarded: z.array(z.object({ characterId: uuid, name: z.string(), revision: z.number().int(), exp: z.number().int() })),
  message: playMessageSchema,
});

/** One player (and their character) a request asks. */
export const rollRequestTargetSchema = z.strictObject({ userId: uuid, characterId: uuid.nullable().default(null) });
/**
 * Storyteller: asks one player (`userId`, `characterId`) or several (`targets`) for a roll; each
 * player's sheet prompts it. Several: one request message each, sharing a `group` id.
 */
export const rollRequestBodySchema = z
  .strictObject({
    userId: uuid.optional(),
    characterId: uuid.nullable().default(null),
    targets: z.array(rollRequestTargetSchema).min(1).max(maxRollRequestTargets).optional(),
    label: z.string().trim().min(1).max(maxRollLabelLength),
    /** Trait ids of the character's sheet; the player's prompt sums their current ratings. Needs `characterId` (400 `roll_traits_need_character`). */
    traits: rollRequestTraitsSchema.default([]),
    pool: z.number().int().min(1).max(50).nullable().default(null),
    special: z.boolean().default(false),
    difficulty: z.number().int().min(0).max(50).nullable().default(null),
    secret: z.boolean().default(false),
  })
  .refine((value) => (value.userId === undefined) !== (value.targets === undefined), { message: 'name either userId or targets' });
export type RollRequestBody = z.input<typeof rollRequestBodySchema>;
export const messageResponseSchema = z.object({ message: playMessageSchema });
/** A request's answer: its (first) message, and with `targets` every player's. */
export const rollRequestResponseSchema = z.object({ message: playMessageSchema, messages: z.array(playMessageSchema) });

// --- socket payloads ---------------------------------------------------------------------------

/** `play_enter`: join the session's live room; `after` is the last message id this tab saw (catch-up). */
export const enterPayloadSchema = z.strictObject({ sessionId: uuid, after: z.number().int().min(0).nullable().default(null) });
export const exitPayloadSchema = z.strictObject({ sessionId: uuid });
/** `play_send`: text or an image to an audience. Players may send to everyone or the storyteller; the host to anyone. */
export const sendPayloadSchema = z.strictObject({ sessionId: uuid, to: playAudienceSchema, body: z.discriminatedUnion('kind', [textBodySchema, imageBodySchema]) });
export type SendPayload = z.input<typeof sendPayloadSchema>;
/** `POST /play/sessions/{id}/messages`: as `play_send` without the session id. */
export const sendBodySchema = sendPayloadSchema.omit({ sessionId: true });
const rollFields = {
  /** The character rolling (must be brought by the caller; the host may name any brought one). */
  characterId: uuid.nullable().default(null),
  command: z.string().trim().min(2).max(200).optional(),
  roll: rollSpecSchema.optional(),
  secret: z.boolean().default(false),
  label: z.string().trim().max(maxRollLabelLength).nullable().default(null),
  /** The id of the roll request message this answers. */
  requestId: z.number().int().positive().nullable().default(null),
  /**
   * A willpower re-roll of the caller's own roll `messageId` (once per roll, lines that have one):
   * the server re-rolls these normal dice (indices into its `normal` faces) and posts it linked to the first.
   */
  reroll: z.strictObject({ messageId: z.number().int().positive(), dice: z.array(z.number().int().min(0).max(99)).min(1).max(maxWillpowerRerollDice) }).optional(),
  /** With `roll`: it is this line's table check (the card then speaks of the tracker, not a difficulty). */
  check: tableCheckSchema.optional(),
};
const oneOfCommandOrRoll = (value: { command?: string | undefined; roll?: unknown; reroll?: unknown }) =>
  [value.command, value.roll, value.reroll].filter((part) => part !== undefined).length === 1;
const oneOfMessage = { message: 'send one of a command, a roll or a re-roll' };
/** `POST /play/sessions/{id}/rolls`: as `play_roll` without the session id. */
export const rollBodySchema = z.strictObject(rollFields).refine(oneOfCommandOrRoll, oneOfMessage);
/**
 * `play_roll`: exactly one of `command` (a typed `/roll`, `/check`, …), `roll` (a structured
 * pool from a sheet) or `reroll` (willpower). The server rolls; a client never sends dice faces.
 */
export const rollPayloadSchema = z.strictObject({ sessionId: uuid, ...rollFields }).refine(oneOfCommandOrRoll, oneOfMessage);
export type RollPayload = z.input<typeof rollPayloadSchema>;

const failure = z.strictObject({ ok: z.literal(false), code: z.enum(errorCodes), message: z.string() });
export type PlayFailure = z.infer<typeof failure>;
export const enterAckSchema = z.union([
  z.strictObject({ ok: z.literal(true), session: playSessionSchema, messages: z.array(playMessageSchema), hasMore: z.boolean() }),
  failure,
]);
export type EnterAck = z.infer<typeof enterAckSchema>;
export const messageAckSchema = z.union([z.strictObject({ ok: z.literal(true), message: playMessageSchema }), failure]);
export type MessageAck = z.infer<typeof messageAckSchema>;
export type ExitAck = { ok: true } | PlayFailure;
