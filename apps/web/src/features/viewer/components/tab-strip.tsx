import { useEffect, useRef, type ReactNode } from 'react';
import { ScrollEdgeHints } from '../../../components/scroll-edge-hints.tsx';
import { useScrollEdges } from '../../../components/use-scroll-edges.ts';

/**
 * A row of tabs that scrolls sideways on a phone and shows it: a fade and an arrow at each edge
 * with more tabs behind it, and the current tab kept in view.
 */
export function TabStrip({ label, activeKey, children }: { label: string; activeKey: string; children: ReactNode }) {
  const strip = useRef<HTMLElement>(null);
  const edges = useScrollEdges(strip);

  useEffect(() => {
    strip.current?.querySelector('.tabs__tab--active')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [activeKey]);

  return (
    <div className={`tab-strip${edges.start ? ' tab-strip--more-start' : ''}${edges.end ? ' tab-strip--more-end' : ''}`}>
      <nav ref={strip} className="tabs tabs--scroll" aria-label={label}>
        {children}
      </nav>
      <ScrollEdgeHints block="tab-strip" />
    </div>
  );
}

/** Opens the sheet's search (the same as Ctrl+K), for the search button a phone needs. */
export const openSheetSearchEvent = 'vitae:open-sheet-search';
export function openSheetSearch(): void {
  window.dispatchEvent(new Event(openSheetSearchEvent));
}
