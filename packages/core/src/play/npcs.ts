import { z } from 'zod';
import { gameLines } from '../character/keys.ts';

const uuid = z.uuid({ message: 'must be a UUID' });

/** Limits of the storyteller's quick characters (README, Limits). */
export const maxNpcsPerSession = 100;
export const maxNpcPools = 8;
export const maxNpcNameLength = 100;
export const maxNpcNotesLength = 2_000;

export const npcTiers = ['weak', 'average', 'strong'] as const;
export type NpcTier = (typeof npcTiers)[number];

/**
 * Quick stat blocks per tier: three pools (physical, social, mental), health and willpower.
 * HOUSE RULE: numbers chosen by us as a fast start, not taken from a book; the app says so.
 */
export const npcTierPresets: Readonly<Record<NpcTier, { pools: readonly [number, number, number]; health: number; willpower: number }>> = {
  weak: { pools: [3, 2, 2], health: 4, willpower: 2 },
  average: { pools: [5, 4, 4], health: 6, willpower: 4 },
  strong: { pools: [7, 6, 6], health: 8, willpower: 6 },
};

export const npcPoolSchema = z.strictObject({ label: z.string().trim().min(1).max(60), dice: z.number().int().min(1).max(30) });

const npcFields = {
  name: z.string().trim().min(1).max(maxNpcNameLength),
  /** The line whose dice it rolls (a vampire's hunger, a werewolf's rage …). */
  line: z.enum(gameLines),
  tier: z.enum(npcTiers),
  pools: z.array(npcPoolSchema).max(maxNpcPools),
  health: z.number().int().min(0).max(30),
  willpower: z.number().int().min(0).max(30),
  /** The line's special dice it rolls among a pool (hunger, rage); 0 for none. */
  special: z.number().int().min(0).max(10),
  notes: z.string().max(maxNpcNotesLength),
  /** Players see it (name and notes) only once the storyteller reveals it. */
  revealed: z.boolean(),
};

export const npcSchema = z.strictObject({ id: uuid, ...npcFields });
export type Npc = z.infer<typeof npcSchema>;
/** What players see of a revealed character: who it is, never its numbers. */
export const revealedNpcSchema = z.strictObject({ id: uuid, name: z.string(), notes: z.string(), line: z.enum(gameLines) });
export type RevealedNpc = z.infer<typeof revealedNpcSchema>;

export const npcBodySchema = z.strictObject({
  ...npcFields,
  notes: npcFields.notes.default(''),
  revealed: npcFields.revealed.default(false),
  special: npcFields.special.default(0),
});
export type NpcBody = z.input<typeof npcBodySchema>;
export const npcParamsSchema = z.object({ id: uuid, npcId: uuid });
export const npcsResponseSchema = z.object({ npcs: z.array(npcSchema), revealed: z.array(revealedNpcSchema) });
export const npcResponseSchema = z.object({ npc: npcSchema });
