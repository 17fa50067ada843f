import { z } from 'zod';
import { predatorActionShape } from './actions.ts';
import { contentId, type TextSchema } from './text.ts';

function clanShape<T extends TextSchema>(text: T) {
  return z.looseObject({
    id: contentId,
    name: text,
    /** Short tag line, e.g. "Clan der Könige". */
    slogan: text,
    description: text,
    /** The clan bane with its mechanical effect (the spec's `curse`). */
    bane: text,
    compulsion: z.object({ name: text, description: text }),
    /** In-clan discipline ids. Caitiff list all eleven (free choice). */
    disciplines: z.array(contentId),
    /** Effects applied when the clan is chosen, e.g. Nosferatu gain the Repulsive flaw. */
    actions: z.array(predatorActionShape(text)).default([]),
  });
}

/** A clan in complete text. */
export const clanSchema = clanShape(z.string());
/** A clan in an en-US file (`null` text = use German). */
export const clanTranslationSchema = clanShape(z.string().nullable());
export type Clan = z.infer<typeof clanSchema>;
