import type { LineEmblemShape } from '../index.ts';

/** Vampire: a drop of blood with a highlight cut out of it (our own drawing, 24×24). */
const emblem: readonly LineEmblemShape[] = [
  {
    d: 'M12 2.2C9.6 5.6 5.2 10.6 5.2 15a6.8 6.8 0 0 0 13.6 0C18.8 10.6 14.4 5.6 12 2.2ZM8.6 14.6a3.8 3.8 0 0 0 2.6 4l-.5 1.4a5.3 5.3 0 0 1-3.6-5.6Z',
    evenOdd: true,
  },
];
export default emblem;
