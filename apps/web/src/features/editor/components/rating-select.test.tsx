import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../testing/render.tsx';
import { RatingSelect } from './rating-select.tsx';

describe('a rating select with a badge', () => {
  it('is named with a space between label and badge ("Optimierung doppelte Kosten", not one word)', () => {
    renderInApp(<RatingSelect id="optimierung" label="Optimierung" badge={<small className="badge">doppelte Kosten</small>} value={0} values={[0, 1, 2]} allowed={[0, 1, 2]} onChange={() => undefined} />);
    expect(screen.getByRole('combobox', { name: 'Optimierung doppelte Kosten' })).toBeTruthy();
  });
});
