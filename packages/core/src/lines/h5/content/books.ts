import { z } from 'zod';
import { bookBaseShape } from '../../../content/books.ts';

/**
 * The Hunter part of `Meta.json`: its books. Hunter content is all of the core book; supplement
 * edges and perks carry `core: false` instead of a book of their own, because the authors could
 * not say for each which supplement it comes from.
 */
export const h5MetaSchema = z.strictObject({ books: z.array(z.strictObject({ ...bookBaseShape })).min(1) });
export type H5Meta = z.infer<typeof h5MetaSchema>;
