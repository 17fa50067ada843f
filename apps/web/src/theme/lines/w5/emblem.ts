import type { LineEmblemShape } from '../index.ts';

/** Werewolf: a crescent moon raked by three claw marks (our own drawing, 24×24). */
const emblem: readonly LineEmblemShape[] = [
  { d: 'M9.48 3.36A9 9 0 1 0 20.64 14.52A8 8 0 0 1 9.48 3.36Z' },
  { d: 'M14.4 5.3 17.6 11.7M12.3 7 15 12.3M17 4.7 19.7 10', stroke: 1.6 },
];
export default emblem;
