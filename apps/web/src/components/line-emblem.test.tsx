import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { gameLines, type GameLine } from '@vitae/core';
import { lineEmblems } from '../theme/lines/index.ts';
import { LineEmblem } from './line-emblem.tsx';

const drawing = (line: GameLine) => {
  const { container } = render(<LineEmblem line={line} className="list-badge__emblem" />);
  return container.querySelector('svg')!;
};

describe('LineEmblem', () => {
  it.each(gameLines)('draws %s from its own emblem file, decorative and in the text colour', (line) => {
    expect(lineEmblems[line]?.length).toBeGreaterThan(0);
    const svg = drawing(line);
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect([...svg.classList]).toEqual(expect.arrayContaining(['line-emblem', 'list-badge__emblem']));
    expect(svg.getAttribute('data-line')).toBe(line);
    const paths = [...svg.querySelectorAll('path')];
    expect(paths.length).toBe(lineEmblems[line]!.length);
    for (const path of paths) expect([path.getAttribute('fill'), path.getAttribute('stroke')]).toContain('currentColor');
  });

  it('gives every line a different emblem', () => {
    const drawings = gameLines.map((line) => drawing(line).innerHTML);
    expect(new Set(drawings).size).toBe(gameLines.length);
  });

  it('draws a line without an emblem of its own (a stub line) with the core line’s', () => {
    const stub = drawing('zz' as GameLine);
    expect(stub.querySelectorAll('path').length).toBeGreaterThan(0);
  });
});
