import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rollM20 } from '@vitae/core/m20';
import { sequenceRandomSource } from '@vitae/core/dice';
import { inEnglish } from '../../../../../testing/language.ts';
import { OutcomeText } from './outcome.tsx';

/** The core's M20 roll of exactly these faces against difficulty 6. */
const rolled = (...faces: number[]) => rollM20(faces.length, { difficulty: 6, required: 1, specialty: false, willpower: false }, sequenceRandomSource(faces));

describe('the M20 roll result', () => {
  it('counts successes and ones in the singular for one and the plural for two, in German', () => {
    render(<OutcomeText result={rolled(7, 1, 3)} />);
    expect(screen.getByText(/^Gewürfelt/).textContent).toBe('Gewürfelt: 1 Erfolg, 1 Eins, Schwierigkeit 6');
    cleanup();
    render(<OutcomeText result={rolled(7, 8, 1, 1, 9)} />);
    expect(screen.getByText(/^Gewürfelt/).textContent).toBe('Gewürfelt: 3 Erfolge, 2 Einsen, Schwierigkeit 6');
    expect(screen.getByTestId('roll-outcome').textContent).toBe('Erfolg: 1 Erfolg');
  });

  it('does the same in English', async () => {
    await inEnglish();
    render(<OutcomeText result={rolled(7, 1, 3)} />);
    expect(screen.getByText(/^Rolled/).textContent).toBe('Rolled: 1 success, 1 one, difficulty 6');
    cleanup();
    render(<OutcomeText result={rolled(7, 8, 1, 1, 9)} />);
    expect(screen.getByText(/^Rolled/).textContent).toBe('Rolled: 3 successes, 2 ones, difficulty 6');
  });
});
