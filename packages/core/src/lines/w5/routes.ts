/**
 * Werewolf's routes of spec §2: its wizard steps (`/editor/<step>`) and sheet tabs
 * (`/viewer/<id>/<tab>`), in order. A leaf without imports, gathered in `lines/routes.ts`.
 */
export const w5Steps = ['auspice', 'tribe', 'attributes', 'skills', 'traits', 'renown', 'gifts', 'identity'] as const;
/** The sheet's tabs in order. */
export const w5Tabs = ['profile', 'inventory', 'attributes', 'skills', 'gifts', 'traits', 'pdf'] as const;
