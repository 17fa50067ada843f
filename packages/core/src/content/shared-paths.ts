/**
 * Paths of content files outside a line's folder, inside a language folder. `Items.json` is the
 * Vampire item catalogue (spec: part of the Vampire bundle); every other line declares its own
 * catalogue under `<line>/Items.json` (issue #47), so no line offers another line's gear.
 */
export const sharedContentPaths = { items: 'Items.json' } as const;

