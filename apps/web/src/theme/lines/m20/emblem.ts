import type { LineEmblemShape } from '../index.ts';

/** Mage: a sigil — a ring around a four-pointed star (our own drawing, 24×24). */
const emblem: readonly LineEmblemShape[] = [
  { d: 'M12 2.6a9.4 9.4 0 1 0 0 18.8a9.4 9.4 0 1 0 0-18.8Z', stroke: 1.5 },
  { d: 'M12 4.6 13.7 10.3 19.4 12 13.7 13.7 12 19.4 10.3 13.7 4.6 12 10.3 10.3Z' },
];
export default emblem;
