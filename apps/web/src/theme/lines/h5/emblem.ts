import type { LineEmblemShape } from '../index.ts';

/** Hunter: a watching eye in a crosshair (our own drawing, 24×24). */
const emblem: readonly LineEmblemShape[] = [
  { d: 'M2.5 12C5.2 7.8 8.4 6 12 6s6.8 1.8 9.5 6c-2.7 4.2-5.9 6-9.5 6s-6.8-1.8-9.5-6Z', stroke: 1.6 },
  { d: 'M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6Z' },
  { d: 'M12 1.5v3.2M12 19.3v3.2', stroke: 1.6 },
];
export default emblem;
