import { z } from 'zod';
import { avatarDataUrlPattern } from '../character/avatar.ts';
import { coreGameLine } from '../lines/core-line.ts';
import { tabletopLines, type TabletopLine } from '../lines/table-words.ts';

/**
 * Shortest access key the relay takes: whoever knows a key reads and posts the table's rolls, so it
 * must not be guessable (issue #43, finding 6). The original module's keys and a UUID are longer.
 */
export const minTabletopKeyLength = 16;

/**
 * An access key of the tabletop relay (docs/behaviour-notes.md §9.2): the secret a Foundry world
 * generated and the character's tabletop id names. Letters, digits, `-` and `_`, as the
 * original's hex keys and `crypto.randomUUID()` both are; at least 16 of them.
 */
export const tabletopAccessKeySchema = z
  .string()
  .min(1, 'the access key is empty')
  .min(minTabletopKeyLength, `the access key must have at least ${minTabletopKeyLength} characters`)
  .max(200, 'the access key is longer than 200 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'the access key may hold only letters, digits, - and _');

/** Most dice in one relayed part of a roll; more would only flood the tabletop's chat. */
export const maxRelayDice = 50;
/**
 * Longest avatar a roll carries (a data URL of roughly 375 KB). The sender leaves a bigger one
 * out: every listener of the key receives it with every roll.
 */
export const maxRelayAvatarLength = 512 * 1024;
/** Request bodies of the relay above this are refused with 413. */
export const maxRelayBodyBytes = maxRelayAvatarLength + 16 * 1024;

/** The lines WoD5e rolls in Foundry: those whose table words say `tabletop` (the 5th-edition ones). */
export { tabletopLines, type TabletopLine };
/** A body without `line` is a roll of the core line. */
const defaultTabletopLine: TabletopLine = tabletopLines.find((line) => line === coreGameLine) ?? tabletopLines[0];

const diceCount = z.number().int().min(0).max(maxRelayDice);

/** An avatar the tabletop may show as an image: none, an inline raster image, or an http(s) address. */
const relayAvatarSchema = z
  .string()
  .max(maxRelayAvatarLength)
  .refine((value) => value === '' || avatarDataUrlPattern.test(value) || /^https?:\/\/[^\s"'<>]+$/.test(value), 'the avatar must be an image data URL or an http(s) address')
  .default('');

/**
 * `POST /vicartt/dice-roll/{accessKey}` (docs/behaviour-notes.md §9.1): the V5 shape
 * `{vampire: {name, avatar}, roll: {title, normalDices, hungerDices, difficulty?}}` as the
 * original sent it, extended by `line`. For the other 5th-edition lines `hungerDices` carries
 * the line's special dice (Werewolf's rage, Hunter's desperation); `line` tells the tabletop
 * which they are. A body without `line` is a Vampire roll.
 */
export const tabletopRollBodySchema = z.object({
  line: z.enum(tabletopLines).default(defaultTabletopLine),
  vampire: z.object({
    name: z.string().max(200),
    avatar: relayAvatarSchema,
  }),
  roll: z
    .object({
      title: z.string().max(200),
      normalDices: diceCount,
      hungerDices: diceCount.default(0),
      difficulty: z.number().int().min(0).max(maxRelayDice).optional(),
    })
    .refine((roll) => roll.normalDices + roll.hungerDices > 0, 'a roll needs at least one die'),
});
export type TabletopRollBody = z.infer<typeof tabletopRollBodySchema>;
export type TabletopRollInput = z.input<typeof tabletopRollBodySchema>;

/**
 * What a listener of the event stream receives per roll: the body plus the sender's alias ("" when
 * anonymous) and `anonymous`: `true` when nobody logged in sent it, so its character name is only
 * what the sender typed (the tabletop may show or drop such rolls).
 */
export const tabletopRollEventSchema = tabletopRollBodySchema.extend({ username: z.string(), anonymous: z.boolean() });
export type TabletopRollEvent = z.infer<typeof tabletopRollEventSchema>;

export const tabletopKeyParamsSchema = z.object({ accessKey: tabletopAccessKeySchema });
/**
 * `GET /vicartt/stream`: the key, and optionally the listener's access token (`token`, for an
 * EventSource, which cannot send headers; a bearer header works too). A logged-in listener whose
 * account has a character linked to the key is the key's owner and always gets a place.
 */
export const tabletopStreamQuerySchema = z.object({ accessKey: tabletopAccessKeySchema, token: z.string().max(4096).optional() });
/** The relay's answer to a roll, also when nobody listens (the roll is then dropped). */
/**
 * `listeners`: how many tabletops heard the roll (0: nobody listens, so the sender can say so);
 * `null` when other server instances may have listeners this one cannot count.
 */
export const tabletopRollResponseSchema = z.object({ status: z.literal('ok'), listeners: z.number().int().min(0).nullable() });
