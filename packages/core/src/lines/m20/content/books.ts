import { z } from 'zod';
import { bookBaseShape } from '../../../content/books.ts';

/** The Mage part of `Meta.json`: its books (the M20 core book; every Mage record is in it). */
export const m20MetaSchema = z.strictObject({ books: z.array(z.strictObject({ ...bookBaseShape })).min(1) });
export type M20Meta = z.infer<typeof m20MetaSchema>;
