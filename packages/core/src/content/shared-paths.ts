/** Paths of the content every line shares, inside a language folder. */
export const sharedContentPaths = { items: 'Items.json' } as const;
