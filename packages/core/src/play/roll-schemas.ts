import { z } from 'zod';
import { gameLines } from '../character/keys.ts';
import { lineChecks, specialDiceNames, tablePoolResultSchema } from '../dice/table.ts';
import { uuid } from './schema-parts.ts';

/** VitaePlay's rolls: what a roll asks for (a command, a sheet's pool, a re-roll), its result and its message. */

export const maxRollLabelLength = 200;
/** Dice one willpower re-roll may re-roll (V5, H5, W5 alike). */
export const maxWillpowerRerollDice = 3;

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
  /** 0 only with the Willpower success of a line that has one (M20); the server refuses it otherwise (`empty_pool`). */
  pool: z.number().int().min(0).max(50),
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
