import type { GameLine } from '../character/keys.ts';
import { h5Steps, h5Tabs } from './h5/routes.ts';
import { m20Steps, m20Tabs } from './m20/routes.ts';
import { v5Steps, v5Tabs } from './v5/routes.ts';
import { w5Steps, w5Tabs } from './w5/routes.ts';

/**
 * Every line's wizard steps and sheet tabs (`lines/<line>/routes.ts`), per line id: the routes of
 * spec §2 are their union. Leaves only, so the shared types and the web's router read them
 * without the lines' rules.
 */
export const lineRoutes = {
  v5: { steps: v5Steps, tabs: v5Tabs },
  w5: { steps: w5Steps, tabs: w5Tabs },
  m20: { steps: m20Steps, tabs: m20Tabs },
  h5: { steps: h5Steps, tabs: h5Tabs },
} as const satisfies Record<GameLine, { steps: readonly string[]; tabs: readonly string[] }>;

type Routes = (typeof lineRoutes)[GameLine];
/** A wizard step route (`/editor/<step>`) of some line. */
export type EditorStep = Routes['steps'][number];
/** A sheet tab route (`/viewer/<id>/<tab>`) of some line. */
export type ViewerTab = Routes['tabs'][number];

/** Each name once, in the order the lines first name it. */
export function routeNames(lists: ReadonlyArray<readonly string[]>): string[] {
  return [...new Set(lists.flat())];
}

const routes = Object.values<Routes>(lineRoutes);
// Built from the same objects the types above are, so the casts only restore what `flat` loses.
/** Every wizard step route; each line uses some of them. */
export const editorSteps = routeNames(routes.map((line) => line.steps)) as readonly EditorStep[];
/** Every sheet tab route; each line shows some of them. */
export const viewerTabs = routeNames(routes.map((line) => line.tabs)) as readonly ViewerTab[];
