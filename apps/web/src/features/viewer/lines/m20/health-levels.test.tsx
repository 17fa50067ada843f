import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { DamageState } from '@vitae/core';
import { renderInApp } from '../../../../testing/render.tsx';
import { HealthLevels } from './health-levels.tsx';

describe('Mage health levels', () => {
  it('marks bashing "/", lethal "X" and aggravated "✱": three shapes, not three shades', async () => {
    const boxes: DamageState[] = ['full', 'heavy', 'superficial', 'none', 'none', 'none', 'none'];
    renderInApp(<HealthLevels boxes={boxes} readOnly onChange={() => {}} />);
    const list = await screen.findByRole('list');
    const marks = [...list.querySelectorAll('.tracker__box .pip')].map((pip) => pip.getAttribute('data-mark'));
    expect(marks).toEqual(['star', 'cross', 'slash', 'empty', 'empty', 'empty', 'empty']);
  });
});
