/** The core rulebook: always active, cannot be switched off. */
export const coreBookId = 1;
/** Homebrew content's book id, also the id offset homebrew entries get when merged (docs/product-spec.md §9). */
export const homebrewBookId = 3021;
/** Names of the homebrew book (every line's), as the other books carry theirs. */
export const homebrewBookName = { 'de-DE': 'Homebrew-Content', 'en-US': 'Homebrew content' } as const;
