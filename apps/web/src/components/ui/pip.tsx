/**
 * The one primitive for rating dots and tracker boxes (issue #45): a `dot` or a `box` with a mark.
 * Each damage kind has its own SHAPE, not only a colour, so it reads in both themes and without
 * colour vision: superficial / bashing one stroke, aggravated (5e) / lethal (M20) a cross,
 * aggravated (M20) a six-armed star, a full box or dot is filled, a struck one (stains) the other
 * diagonal in the muted colour. Decorative: the button or group around it says what it is.
 */
export const pipMarks = ['empty', 'filled', 'slash', 'cross', 'star', 'struck'] as const;
export type PipMark = (typeof pipMarks)[number];
export type PipShape = 'dot' | 'box';

/** The strokes of each mark on a 16×16 grid (`empty` and `filled` draw none). */
const strokes: Record<PipMark, string | null> = {
  empty: null,
  filled: null,
  slash: 'M3.5 12.5 12.5 3.5',
  cross: 'M3.5 12.5 12.5 3.5M3.5 3.5l9 9',
  star: 'M8 2.5v11M3.2 5.2l9.6 5.6M3.2 10.8l9.6-5.6',
  struck: 'M3.5 3.5l9 9',
};

export function Pip({ shape, mark, className }: { shape: PipShape; mark: PipMark; className?: string }) {
  const path = strokes[mark];
  return (
    <span className={`pip pip--${shape} pip--${mark}${className ? ` ${className}` : ''}`} data-mark={mark} aria-hidden="true">
      {path ? (
        <svg className="pip__marks" viewBox="0 0 16 16" focusable="false">
          <path d={path} />
        </svg>
      ) : null}
    </span>
  );
}
