import { useEffect, useState, type RefObject } from 'react';

/** Whether a sideways scroller has more behind its start and its end edge (for a fade or arrow that says so). */
export function useScrollEdges(scroller: RefObject<HTMLElement | null>): { start: boolean; end: boolean } {
  const [edges, setEdges] = useState({ start: false, end: false });
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const update = () => {
      const start = element.scrollLeft > 2;
      const end = element.scrollLeft + element.clientWidth < element.scrollWidth - 2;
      setEdges((current) => (current.start === start && current.end === end ? current : { start, end }));
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [scroller]);
  return edges;
}
