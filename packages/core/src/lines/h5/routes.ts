/**
 * Hunter's routes of spec §2: its wizard steps (`/editor/<step>`) and sheet tabs
 * (`/viewer/<id>/<tab>`), in order. A leaf without imports, gathered in `lines/routes.ts`.
 */
/** The wizard's steps: creed and drive, attributes, skills, edges and perks, merits and flaws, touchstones. */
export const h5Steps = ['creed', 'attributes', 'skills', 'edges', 'traits', 'identity'] as const;
/** The sheet's tabs in order. */
export const h5Tabs = ['profile', 'inventory', 'attributes', 'skills', 'edges', 'traits', 'pdf'] as const;
