import { coreGameLine, type GameLine } from '@vitae/core';
import { lineEmblems } from '../theme/lines/index.ts';

interface LineEmblemProps {
  readonly line: GameLine;
  readonly className?: string;
}

/**
 * A game line's emblem: decorative (hidden from assistive technology, the line's name is said
 * beside it), drawn in the current text colour, sized by CSS (`.line-emblem`, 1em by default).
 * A line without its own emblem (a test's stub line) wears the core line's.
 */
export function LineEmblem({ line, className }: LineEmblemProps) {
  const shapes = lineEmblems[line] ?? lineEmblems[coreGameLine] ?? [];
  return (
    <svg
      className={className ? `line-emblem ${className}` : 'line-emblem'}
      data-line={line}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      {shapes.map((shape) =>
        shape.stroke ? (
          <path key={shape.d} d={shape.d} fill="none" stroke="currentColor" strokeWidth={shape.stroke} strokeLinecap="round" />
        ) : (
          <path key={shape.d} d={shape.d} fill="currentColor" fillRule={shape.evenOdd ? 'evenodd' : undefined} />
        ),
      )}
    </svg>
  );
}
