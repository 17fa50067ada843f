import { useEffect, useRef, type RefObject } from 'react';
import type { PoolPart } from '../../lib/roll-selection.ts';

/**
 * The keyboard path and the view around a pick. Focus stays on the trait the player picked; from
 * there one Tab reaches the panel's roll button (and Shift+Tab from it goes back), instead of a walk
 * through the rest of the sheet. The newest picked row is scrolled into view above the panel.
 */
export function usePickToRoll(parts: readonly PoolPart[], rollButton: RefObject<HTMLButtonElement | null>): void {
  const picker = useRef<HTMLElement | null>(null);
  const counted = useRef(0);
  const newestAnchor = parts.at(-1)?.anchor;

  useEffect(() => {
    const grew = parts.length > counted.current;
    counted.current = parts.length;
    if (!grew) return;
    // The control that added the trait still has the focus (a click or Enter on it).
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body && !rollButton.current?.closest('section')?.contains(active)) picker.current = active;
    const row = (newestAnchor ? document.getElementById(newestAnchor) : null) ?? picker.current?.closest<HTMLElement>('.traits-grid__row') ?? picker.current;
    // After the panel has its height, so the row's scroll margin clears it. (Not cancelled on a
    // re-run: React's development double run would otherwise drop it, and a stale row scrolls nothing.)
    requestAnimationFrame(() => row?.scrollIntoView({ block: 'nearest' }));
  }, [parts.length, newestAnchor, rollButton]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
      const roll = rollButton.current;
      const from = picker.current;
      // A trait taken out of the pool again is no longer the way to the roll.
      if (!roll || roll.disabled || !from?.isConnected || from.getAttribute('aria-pressed') === 'false') return;
      if (!event.shiftKey && document.activeElement === from) {
        event.preventDefault();
        roll.focus();
      } else if (event.shiftKey && document.activeElement === roll) {
        event.preventDefault();
        from.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [rollButton]);
}
