import type { z } from 'zod';
import type { FinishResult } from './types.ts';

/**
 * The wizard's last step for any line: the folder the character was created in is set (and any
 * earlier one or a viewing flag dropped), and the result is checked against the line's schema.
 */
export function finishWith<C extends { directory?: string | undefined; justViewing?: boolean | undefined }>(schema: z.ZodType<C>, character: C, directory?: string): FinishResult<C> {
  const { directory: _previous, justViewing: _viewing, ...rest } = character;
  const parsed = schema.safeParse({ ...rest, ...(directory ? { directory } : {}) });
  if (!parsed.success) return { ok: false, message: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ') };
  return { ok: true, character: parsed.data };
}
