/**
 * Where each line's content files sit inside a language folder of the bundle, without the
 * schemas: what the browser needs to read a bundle at start-up.
 */
import type { GameLine } from '../character/keys.ts';
import { m20ContentPaths } from './m20/content/paths.ts';
import { v5ContentPaths } from './v5/content/paths.ts';
import { w5ContentPaths } from './w5/content/paths.ts';
import { h5ContentPaths } from './h5/content/paths.ts';

export const lineContentPaths = {
  v5: v5ContentPaths,
  w5: w5ContentPaths,
  m20: m20ContentPaths,
  h5: h5ContentPaths,
} as const satisfies Record<GameLine, Record<string, string>>;
