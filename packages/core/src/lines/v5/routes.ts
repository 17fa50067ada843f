/**
 * Vampire's routes of spec §2: its wizard steps (`/editor/<step>`) and sheet tabs
 * (`/viewer/<id>/<tab>`), in order. A leaf without imports, gathered in `lines/routes.ts`.
 */
/** The wizard's steps for Vampire, in order (docs/product-spec.md §2). */
export const v5Steps = ['clan', 'predator-type', 'attributes', 'skills', 'disciplines', 'traits'] as const;
/** The sheet's tabs in order. */
export const v5Tabs = ['profile', 'inventory', 'attributes', 'skills', 'disciplines', 'bloodrituals', 'traits', 'pdf'] as const;
