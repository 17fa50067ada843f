/**
 * Mage's routes of spec §2: its wizard steps (`/editor/<step>`) and sheet tabs
 * (`/viewer/<id>/<tab>`), in order. A leaf without imports, gathered in `lines/routes.ts`.
 */
/** The wizard's steps for Mage, in order (spec §2 plus `identity` for concept, essence, nature and demeanour). */
export const m20Steps = ['tradition', 'identity', 'm20-attributes', 'm20-abilities', 'm20-finishing-touches'] as const;
/** The sheet's tabs in order. */
export const m20Tabs = ['profile', 'inventory', 'attributes', 'skills', 'tradition', 'traits', 'pdf'] as const;
