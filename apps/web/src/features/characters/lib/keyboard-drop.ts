import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

/**
 * Keyboard dragging between drop zones: arrow down/right moves the dragged character onto the
 * next zone (root group or folder), up/left onto the previous one, in page order.
 */
export const dropZoneCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
  const step = event.code === 'ArrowDown' || event.code === 'ArrowRight' ? 1 : event.code === 'ArrowUp' || event.code === 'ArrowLeft' ? -1 : 0;
  if (step === 0) return undefined;
  event.preventDefault();
  const zones = [...context.droppableRects.entries()].sort(([, a], [, b]) => a.top - b.top);
  if (zones.length === 0) return undefined;
  const overId = context.over?.id;
  let index = zones.findIndex(([id]) => id === overId);
  if (index === -1) {
    // Not over a zone yet: start from the zone nearest to where the character is now.
    index = zones.reduce((best, [, rect], i) => (Math.abs(rect.top - currentCoordinates.y) < Math.abs(zones[best]![1].top - currentCoordinates.y) ? i : best), 0);
    if (step < 0) index += 1;
  }
  const target = zones[Math.min(zones.length - 1, Math.max(0, index + step))]![1];
  return { x: target.left + 24, y: target.top + 12 };
};
