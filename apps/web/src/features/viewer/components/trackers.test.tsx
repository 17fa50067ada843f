import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { DamageState } from '@vitae/core';
import { DamageTrack, ValueTrack } from './trackers.tsx';

const markOf = (button: HTMLElement) => button.querySelector('.pip')?.getAttribute('data-mark');

describe('tracker boxes', () => {
  it('marks superficial damage "/", aggravated "X" and a full box filled, each named for screen readers', () => {
    const boxes: DamageState[] = ['superficial', 'heavy', 'full', 'none', 'none'];
    render(<DamageTrack label="Gesundheit" boxes={boxes} usable={4} readOnly={false} onChange={() => {}} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map(markOf)).toEqual(['slash', 'cross', 'filled', 'empty', 'empty']);
    expect(buttons.slice(0, 3).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Kästchen 1: oberflächlich',
      'Kästchen 2: schwer',
      'Kästchen 3: voll',
    ]);
    // The fifth box is over the maximum: drawn empty and out of reach.
    expect(buttons[4]!.hasAttribute('disabled')).toBe(true);
  });

  it('redraws a box with the next mark when it is clicked', async () => {
    const user = userEvent.setup();
    let changed: DamageState[] = [];
    render(<DamageTrack label="Willenskraft" boxes={['none', 'none']} usable={2} readOnly={false} onChange={(next) => (changed = next)} />);
    await user.click(screen.getAllByRole('button')[0]!);
    expect(changed).toEqual(['superficial', 'none']);
  });

  it('fills set squares and strikes the struck ones with a different shape', () => {
    render(<ValueTrack label="Menschlichkeit" value={2} max={5} readOnly={false} onChange={() => {}} struck={(number) => number === 5} />);
    expect(screen.getAllByRole('button').map(markOf)).toEqual(['filled', 'filled', 'empty', 'empty', 'struck']);
  });
});
