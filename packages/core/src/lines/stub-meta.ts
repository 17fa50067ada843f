import { z } from 'zod';
import { bookBaseShape } from '../content/books.ts';

/** The `Meta.json` part of a line whose content has not landed yet: its books, none so far. */
export const plainLineMetaSchema = z.strictObject({ books: z.array(z.strictObject({ ...bookBaseShape })).default([]) });
