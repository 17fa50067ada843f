import { useCallback } from 'react';

/**
 * A ref for a line's roll panel: keeps `--roll-panel-height` on the page as tall as the panel, so
 * on a phone, where the panel is a bottom sheet, the sheet's padding and scroll margins keep every
 * row and button reachable above it.
 */
export function useRollPanelHeight(): (element: HTMLElement | null) => (() => void) | undefined {
  return useCallback((element: HTMLElement | null) => {
    if (!element) return undefined;
    const root = document.documentElement;
    const measure = () => root.style.setProperty('--roll-panel-height', `${Math.ceil(element.getBoundingClientRect().height)}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--roll-panel-height');
    };
  }, []);
}
