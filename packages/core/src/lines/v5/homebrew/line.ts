/**
 * The game line homebrew is authored for: players write clans and disciplines, Vampire's. Shared
 * code (the web's homebrew tab and the content it merges into) names the line through this, never by id.
 */
export const homebrewLine = 'v5' as const;
export type HomebrewLine = typeof homebrewLine;
