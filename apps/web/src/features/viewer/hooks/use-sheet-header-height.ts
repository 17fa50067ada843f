import { useCallback } from 'react';

/**
 * A ref for the sheet's sticky header: keeps `--sheet-header-height` on the page as tall as the
 * header, so a picked row, a search jump or a focused control scrolls clear of it (scroll margins).
 */
export function useSheetHeaderHeight(): (element: HTMLElement | null) => (() => void) | undefined {
  return useCallback((element: HTMLElement | null) => {
    if (!element) return undefined;
    const root = document.documentElement;
    const measure = () => root.style.setProperty('--sheet-header-height', `${Math.ceil(element.getBoundingClientRect().height)}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--sheet-header-height');
    };
  }, []);
}
