import { fifthEditionPurchaseKinds } from '../../fifth-edition/leveling.ts';

/** Purchase kinds in a hunter's experience history: the shared ones, a new edge and a new perk. */
export const h5PurchaseKinds = [...fifthEditionPurchaseKinds, 'edge', 'perk'] as const;

/**
 * The cell's trackers. Desperation runs 1–5 and a new cell starts at 1; danger runs 0–5 and
 * starts at 0 (packages/content/authoring/h5/rules.json: start values of low-medium and medium
 * confidence; the Foundry system starts desperation at 0).
 */
export const desperationRange = { min: 1, max: 5, start: 1 } as const;
export const dangerRange = { min: 0, max: 5, start: 0 } as const;

/** Touchstones a hunter names: one to three (rules.json `touchstones`, confirmed by the author); the sheet keeps at most three. */
export const touchstonesAtCreation = { min: 1, max: 3 } as const;
