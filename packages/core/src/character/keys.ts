/** The four game lines (docs/product-spec.md §1). Each has its own section of the character and its own rules (`lines/`). */
export const gameLines = ['v5', 'w5', 'm20', 'h5'] as const;
export type GameLine = (typeof gameLines)[number];

export const sexes = ['m', 'f', 'd'] as const;
/**
 * States of one box of a damage track. Each line names them its own way: Vampire, Werewolf and
 * Hunter draw superficial (/), aggravated (X) and a full box; Mage reads them as bashing,
 * lethal and aggravated.
 */
export const damageStates = ['none', 'superficial', 'heavy', 'full'] as const;
export type DamageState = (typeof damageStates)[number];

/** Number of boxes on a health or willpower damage track (docs/product-spec.md §9). */
export const damageTrackSlots = 10;
/** A line may extend the health track once by this many boxes (e.g. a power that adds health). */
export const extraDamageSlots = 5;
