import './scroll-edge-hints.css';

/**
 * The ‹ and › over the edges of a sideways scroller (with `useScrollEdges`). `block` names them
 * `${block}__hint--start`/`--end` for their colours; the block's `--more-start`/`--more-end`
 * modifier shows them.
 */
export function ScrollEdgeHints({ block }: { block: string }) {
  return (
    <>
      <span className={`scroll-edge-hint ${block}__hint ${block}__hint--start`} aria-hidden="true">
        ‹
      </span>
      <span className={`scroll-edge-hint ${block}__hint ${block}__hint--end`} aria-hidden="true">
        ›
      </span>
    </>
  );
}
