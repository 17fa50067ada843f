import { z } from 'zod';
import type { Character } from '../character/schema.ts';
import { withLineRules } from '../lines/index.ts';
import type { PurchaseFailureReason, XpEventMeta } from '../leveling/level-up.ts';
import type { XpHistoryEntry } from '../leveling/history.ts';

/**
 * Spends that need the storyteller's approval (issue #48 item 3): a player's purchase in leveling
 * mode becomes a request; only an approval, made by the server, spends the experience. The price
 * is always the line's own (`leveling.apply` through the registry), never computed here.
 */

const uuid = z.uuid({ message: 'must be a UUID' });
const isoDate = z.iso.datetime({ offset: true });

/** A requested purchase as JSON (the line's purchase object, a discipline with its powers included) may be at most this large. */
export const maxSpendPurchaseBytes = 65_536;
/** What the sheet calls the purchase ("Geschick 2 → 3"), in the requester's words. */
export const maxSpendLabelLength = 200;
export const maxSpendNoteLength = 500;
/** Open requests one character may have at once (409 `too_many_spend_requests` beyond). */
export const maxPendingSpendsPerCharacter = 20;

/** What a history entry records of a purchase, compared at approval to find a sheet that moved on. */
export const spendRecordSchema = z.strictObject({
  kind: z.string(),
  ref: z.string().optional(),
  name: z.string().optional(),
  from: z.number().int().optional(),
  level: z.number().int().optional(),
});
export type SpendRecord = z.infer<typeof spendRecordSchema>;

export const spendStates = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type SpendState = (typeof spendStates)[number];

const userRef = z.strictObject({ id: uuid, alias: z.string() });

export const spendRequestSchema = z.strictObject({
  id: uuid,
  sessionId: uuid,
  character: z.strictObject({ id: uuid, name: z.string() }),
  owner: userRef,
  label: z.string(),
  cost: z.number().int().min(0),
  record: spendRecordSchema,
  state: z.enum(spendStates),
  /** The storyteller's note on a decision (mostly why not). */
  note: z.string().nullable(),
  decidedBy: userRef.nullable(),
  createdAt: isoDate,
  decidedAt: isoDate.nullable(),
});
export type SpendRequest = z.infer<typeof spendRequestSchema>;

/** `POST /play/spends`: the player asks to buy `purchase` (the line's purchase object) for a brought character. */
export const spendRequestBodySchema = z.strictObject({
  characterId: uuid,
  purchase: z.record(z.string(), z.unknown()),
  label: z.string().trim().min(1).max(maxSpendLabelLength),
});
export type SpendRequestBody = z.input<typeof spendRequestBodySchema>;

/** `POST /play/sessions/{id}/spends/{spendId}/decision`: the storyteller approves or rejects. */
export const spendDecisionBodySchema = z.strictObject({
  approve: z.boolean(),
  note: z.string().trim().max(maxSpendNoteLength).default(''),
});
export type SpendDecisionBody = z.input<typeof spendDecisionBodySchema>;

export const spendParamsSchema = z.object({ id: uuid, spendId: uuid });
export const spendIdParamsSchema = z.object({ spendId: uuid });
export const characterSpendsQuerySchema = z.object({ characterId: uuid });

/** What a sheet asks: does its table want approvals, and its character's open and recently decided requests. */
export const characterSpendsResponseSchema = z.object({
  /** The open session the character sits in asks for approval. */
  needsApproval: z.boolean(),
  sessionId: uuid.nullable(),
  requests: z.array(spendRequestSchema),
});
export type CharacterSpends = z.infer<typeof characterSpendsResponseSchema>;
export const spendsResponseSchema = z.object({ requests: z.array(spendRequestSchema) });
export const spendResponseSchema = z.object({ request: spendRequestSchema });

/** The log's line of a request and its end (filed under the night like every message). */
export const spendMessageBodySchema = z.strictObject({
  kind: z.literal('spend'),
  event: z.enum(spendStates),
  requestId: uuid,
  character: z.strictObject({ id: uuid, name: z.string() }),
  label: z.string(),
  cost: z.number().int(),
  note: z.string().nullable(),
});

// --- the rules ---------------------------------------------------------------------------------

/** A quote: what the purchase costs on this character now and what the history will say of it. */
export type SpendQuote = { ok: true; cost: number; record: SpendRecord } | { ok: false; reason: PurchaseFailureReason; cost: number };

const quoteMeta: XpEventMeta = { id: 'spend-quote', now: '2000-01-01T00:00:00.000Z' };

function recordOf(entry: XpHistoryEntry): SpendRecord {
  const record = entry.purchase ?? { kind: entry.kind };
  const { kind, ref, name, from, level } = record;
  return { kind, ...(ref !== undefined ? { ref } : {}), ...(name !== undefined ? { name } : {}), ...(from !== undefined ? { from } : {}), ...(level !== undefined ? { level } : {}) };
}

type Applied = { ok: true; character: Character; cost: number; entry: XpHistoryEntry } | { ok: false; reason: PurchaseFailureReason; cost: number };

/** The line's `apply`; a purchase object the line cannot read (sent by an old or broken client) is `invalid`, never a crash. */
function applyOfLine(character: Character, purchase: unknown, meta: XpEventMeta): Applied {
  try {
    // The purchase came over the wire: its shape is the line's to judge, and a wrong one throws or is refused.
    return withLineRules(character, (rules, own) => rules.leveling.apply(own, purchase as never, meta)) as Applied;
  } catch {
    return { ok: false, reason: 'invalid', cost: 0 };
  }
}

/** What the purchase costs now and what it records, by the line's own rules; refused as the sheet would refuse it. */
export function quoteSpend(character: Character, purchase: unknown): SpendQuote {
  const meta = { ...quoteMeta, id: `${quoteMeta.id}-${character.xpHistory.length}` };
  const result = applyOfLine(character, purchase, meta);
  if (!result.ok) return result;
  return { ok: true, cost: result.cost, record: recordOf(result.entry) };
}

export type ApprovedSpend = { ok: true; character: Character; entry: XpHistoryEntry } | { ok: false; reason: 'stale' | PurchaseFailureReason };

const sameRecord = (a: SpendRecord, b: SpendRecord) => a.kind === b.kind && a.ref === b.ref && a.name === b.name && a.from === b.from && a.level === b.level;

/**
 * Applies an approved request to the character as it is now: the same line rules as the sheet's
 * "+", but refused as `stale` when the price or what it raises differs from what was asked (the
 * sheet moved on since), or with the line's reason (too little XP left). The history entry names
 * who approved.
 */
export function applyApprovedSpend(character: Character, purchase: unknown, asked: { cost: number; record: SpendRecord }, approvedBy: { id: string; name: string }, meta: XpEventMeta): ApprovedSpend {
  const result = applyOfLine(character, purchase, meta);
  if (!result.ok) return { ok: false, reason: result.reason === 'not_enough_xp' || result.reason === 'invalid' ? result.reason : 'stale' };
  if (result.cost !== asked.cost || !sameRecord(recordOf(result.entry), asked.record)) return { ok: false, reason: 'stale' };
  const entry = { ...result.entry, approvedBy };
  return { ok: true, character: { ...result.character, xpHistory: [...result.character.xpHistory.slice(0, -1), entry] } as Character, entry };
}
