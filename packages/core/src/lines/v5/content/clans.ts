import { z } from 'zod';
import { predatorActionShape } from './actions.ts';
import { completeText, contentId, translationText, type TextSchema } from '../../../content/text.ts';

function clanShape<T extends TextSchema>(text: T) {
  return z.strictObject({
    id: contentId,
    name: text,
    /** Short tag line, e.g. "Clan der Könige". */
    slogan: text,
    description: text,
    /** The clan bane with its mechanical effect (the spec's `curse`). */
    bane: text,
    compulsion: z.strictObject({ name: text, description: text }),
    /** In-clan discipline ids. Caitiff list all eleven (free choice). */
    disciplines: z.array(contentId),
    /** Effects applied when the clan is chosen, e.g. Nosferatu gain the Repulsive flaw. */
    actions: z.array(predatorActionShape(text)).default([]),
  });
}

/** A clan in complete text. */
export const clanSchema = clanShape(completeText);
/** A clan in an en-US file (`null` text = use German). */
export const clanTranslationSchema = clanShape(translationText);
export type Clan = z.infer<typeof clanSchema>;

/** A clan as a character keeps it: only the record's fields (merged homebrew carries a symbol and its origin beside them). */
export function clanRecord(clan: Clan): Clan {
  const { id, name, slogan, description, bane, compulsion, disciplines, actions } = clan;
  return { id, name, slogan, description, bane, compulsion, disciplines, actions };
}
