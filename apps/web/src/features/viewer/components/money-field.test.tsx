import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { inEnglish } from '../../../testing/language.ts';
import { renderInApp } from '../../../testing/render.tsx';
import { formatMoney } from '../lib/money.ts';
import { MoneyField } from './money-field.tsx';

describe('money as the language writes it', () => {
  it.each([
    [100.5, 'de-DE', '100,50'],
    [100.5, 'en-US', '100.50'],
    [0, 'de-DE', '0,00'],
    // No thousands separator: the field reads its own text back ("1.234,50" would be 1.234).
    [1234.5, 'de-DE', '1234,50'],
    [1234.5, 'en-US', '1234.50'],
  ])('%d in %s is %s', (value, language, text) => {
    expect(formatMoney(value, language)).toBe(text);
  });
});

describe('the money field', () => {
  it('shows "100,50" in German and takes arithmetic with a decimal comma', async () => {
    const onCommit = vi.fn();
    const { user } = renderInApp(<MoneyField label="Bargeld" value={100.5} readOnly={false} onCommit={onCommit} />);
    const field = screen.getByLabelText('Bargeld') as HTMLInputElement;
    expect(field.value).toBe('100,50');
    // Leaving it untouched changes nothing.
    await user.click(field);
    await user.tab();
    expect(onCommit).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, '20 + 15,5{Enter}');
    expect(onCommit).toHaveBeenCalledWith(35.5);
    expect(field.value).toBe('35,50');
  });

  it('shows "100.50" in English', async () => {
    await inEnglish();
    renderInApp(<MoneyField label="Cash" value={100.5} readOnly={false} onCommit={() => undefined} />);
    expect((screen.getByLabelText('Cash') as HTMLInputElement).value).toBe('100.50');
  });
});
