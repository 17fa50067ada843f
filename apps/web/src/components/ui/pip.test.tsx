import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { Pip, pipMarks } from './pip.tsx';

const drawn = (mark: (typeof pipMarks)[number]) => {
  const { container } = render(<Pip shape="box" mark={mark} />);
  const pip = container.querySelector('.pip')!;
  return { pip, path: pip.querySelector('path')?.getAttribute('d') ?? null };
};

describe('Pip', () => {
  it('draws each mark as its own shape, not only its own colour', () => {
    const shapes = pipMarks.map((mark) => {
      const { pip, path } = drawn(mark);
      expect(pip.getAttribute('data-mark')).toBe(mark);
      expect([...pip.classList]).toEqual(expect.arrayContaining([`pip--${mark}`]));
      return mark === 'filled' ? 'solid fill' : (path ?? 'blank');
    });
    // Six marks, six different drawings: empty, solid fill, "/", "X", "✱" and the struck "\".
    expect(new Set(shapes).size).toBe(pipMarks.length);
  });

  it('counts the strokes of the damage marks: one for "/", two for "X", three for "✱"', () => {
    const strokes = (mark: 'slash' | 'cross' | 'star') => drawn(mark).path!.match(/M/g)!.length;
    expect([strokes('slash'), strokes('cross'), strokes('star')]).toEqual([1, 2, 3]);
  });

  it('is a dot or a box of the same family, hidden from screen readers (the control around it speaks)', () => {
    const { container } = render(
      <>
        <Pip shape="dot" mark="filled" className="dots__dot" />
        <Pip shape="box" mark="cross" />
      </>,
    );
    const [dot, box] = [...container.querySelectorAll('.pip')] as [Element, Element];
    expect([...dot.classList]).toEqual(expect.arrayContaining(['pip--dot', 'dots__dot']));
    expect([...box.classList]).toEqual(expect.arrayContaining(['pip--box']));
    expect(dot.getAttribute('aria-hidden')).toBe('true');
    expect(box.getAttribute('aria-hidden')).toBe('true');
  });
});
