import type { DamageState } from '../../../character/keys.ts';

/**
 * Marks `points` of superficial damage on a track: each takes the first empty usable box; when
 * none is left, it turns a superficial box into aggravated (the 5th-edition rule for a full track).
 */
export function markSuperficial(track: readonly DamageState[], usable: number, points: number): DamageState[] {
  const boxes = [...track];
  const limit = Math.min(usable, boxes.length);
  for (let point = 0; point < points; point += 1) {
    const free = boxes.findIndex((box, i) => i < limit && box === 'none');
    if (free >= 0) {
      boxes[free] = 'superficial';
      continue;
    }
    const superficial = boxes.findIndex((box, i) => i < limit && box === 'superficial');
    if (superficial >= 0) boxes[superficial] = 'heavy';
  }
  return boxes;
}

/**
 * Moves damage marked past the first `usable` boxes (a form's extra Health) onto the normal track:
 * each takes the first empty usable box; when none is left, it turns a superficial box aggravated.
 */
export function foldExtraBoxes(track: readonly DamageState[], usable: number): DamageState[] {
  const boxes = [...track];
  for (let i = usable; i < boxes.length; i += 1) {
    const state = boxes[i] as DamageState;
    if (state === 'none') continue;
    boxes[i] = 'none';
    const free = boxes.findIndex((box, j) => j < usable && box === 'none');
    if (free >= 0) {
      boxes[free] = state === 'full' ? 'heavy' : state;
      continue;
    }
    const superficial = boxes.findIndex((box, j) => j < usable && box === 'superficial');
    if (superficial >= 0) boxes[superficial] = 'heavy';
  }
  return boxes;
}
