import { z } from 'zod';
import { predatorActionShape } from './actions.ts';
import { optionalRestriction } from '../../../content/restriction.ts';
import { completeText, contentId, translationText, type TextSchema } from '../../../content/text.ts';

function predatorTypeShape<T extends TextSchema>(text: T) {
  return z.strictObject({
    id: contentId,
    name: text,
    description: text,
    /** Who may pick this predator type (e.g. Bagger: not Ventrue; Farmer: blood potency ≤ 2). */
    restriction: optionalRestriction,
    /** Everything the predator type grants, applied in order. */
    actions: z.array(predatorActionShape(text)).min(1),
  });
}

/** A predator type in complete text. */
export const predatorTypeSchema = predatorTypeShape(completeText);
/** A predator type in an en-US file (`null` text = use German). */
export const predatorTypeTranslationSchema = predatorTypeShape(translationText);
export type PredatorType = z.infer<typeof predatorTypeSchema>;
