import { z } from 'zod';
import { completeText, translationText, type TextSchema } from '../../../content/text.ts';
import { skillKeySchema } from '../../../fifth-edition/content.ts';
import { allAttributeKeys } from '../../../fifth-edition/keys.ts';

/** A Hunter content id: a word in camel case (`globalAccess`), perks with their edge in front (`arsenal.team-requisition`). */
export const h5IdSchema = z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*(?:[.-][a-zA-Z0-9]+)*$/).max(100);

/** The three kinds of edge: gear the hunter can get (Ausstattung), a knack (Begabung), a touch of the uncanny (Gabe). */
export const edgeCategories = ['asset', 'aptitude', 'endowment'] as const;
export type EdgeCategory = (typeof edgeCategories)[number];

/** One dice pool an edge is tested with: attribute + skill (an edge may offer several). */
export const edgePoolSchema = z.strictObject({ attribute: z.enum(allAttributeKeys), skill: skillKeySchema });
export type EdgePool = z.infer<typeof edgePoolSchema>;

function perkShape<T extends TextSchema>(text: T) {
  return z.strictObject({
    id: h5IdSchema,
    name: text,
    summary: text,
    /** Confirmed in the core book; `false` = supplement or unconfirmed ("ungeprüft"), offered only on request. */
    core: z.boolean(),
  });
}

function edgeShape<T extends TextSchema>(text: T) {
  return z.strictObject({
    id: h5IdSchema,
    name: text,
    category: z.enum(edgeCategories),
    /** Alternative pools the edge is tested with (empty: the edge is not rolled). */
    pools: z.array(edgePoolSchema).max(5),
    description: text,
    /** How it works at the table, in our words. */
    system: text,
    /** Confirmed in the core book; `false` = supplement material ("ungeprüft"). */
    core: z.boolean(),
    perks: z.array(perkShape(text)),
  });
}

/** An edge with its perks in complete text. */
export const edgeSchema = edgeShape(completeText);
/** An edge in an en-US file (`null` text = use German). */
export const edgeTranslationSchema = edgeShape(translationText);
export type Edge = z.infer<typeof edgeSchema>;
export type Perk = Edge['perks'][number];
