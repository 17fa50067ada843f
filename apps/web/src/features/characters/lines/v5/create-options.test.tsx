import { useState } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CreateAnswers } from '@vitae/core';
import { renderInApp } from '../../../../testing/render.tsx';
import { V5CreateOptions } from './create-options.tsx';

function Harness() {
  const [answers, setAnswers] = useState<CreateAnswers>({ name: 'Test', sex: 'd', books: [1] });
  return <V5CreateOptions answers={answers} onChange={setAnswers} />;
}

/**
 * Issue #46, item 2: each era says what it starts with; the V5 corebook's Generation rules cover
 * childer, neonates and ancillae, so the older eras' numbers (kept from the original app) are marked
 * as a house rule.
 */
describe('the Vampire era in the create dialog', () => {
  it.each<[string, string]>([
    ['Kinder', 'Zu Beginn: 0 EXP, Blutmacht 1, Menschlichkeit 7.'],
    ['Neugeborene', 'Zu Beginn: 15 EXP, Blutmacht 1, Menschlichkeit 7.'],
    ['Ancillae', 'Zu Beginn: 35 EXP, Blutmacht 2, Menschlichkeit 6. Dazu 2 Punkte für Vorzüge und 2 für Schwächen.'],
    ['Älter/benutzerdefiniert', 'Zu Beginn: 1.000 EXP, Blutmacht 0, Menschlichkeit 7. (Hausregel: Das Grundregelwerk nennt für dieses Zeitalter keine Startwerte.)'],
    // The 5th generation holds blood potency 9 at most (V5 corebook, generation table).
    ['Methusalem/Vorsintflutlicher', 'Zu Beginn: 666.666 EXP, Blutmacht 9, Menschlichkeit 7. (Hausregel: Das Grundregelwerk nennt für dieses Zeitalter keine Startwerte.)'],
  ])('%s: %s', async (era, text) => {
    const { user } = renderInApp(<Harness />);
    const select = screen.getByLabelText<HTMLSelectElement>('Zeitalter');
    await user.selectOptions(select, era);
    const hint = document.getElementById(select.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe(text);
  });
});
