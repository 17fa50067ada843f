// Plain numbers, kept apart from the schemas (base.ts) so a screen that only needs a limit does not load zod.

/** Longest free text (backstory, notes, …). */
export const maxTextLength = 100_000;
/** Longest name of anything (character, item, trait, …). */
export const maxNameLength = 200;
