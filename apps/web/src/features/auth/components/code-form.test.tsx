import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerRequests, renderInApp } from '../../../testing/render.tsx';
import { CodeForm, type CodePurpose } from './code-form.tsx';

function showForm(purpose: CodePurpose, onBack = () => undefined) {
  return renderInApp(<CodeForm purpose={purpose} email="ada@example.org" onBack={onBack} />, { at: '/login' });
}

describe('the code from the e-mail', () => {
  it.each([
    ['activate', 'Konto bestätigen', 'ABCD-EFGH-JKMN', undefined],
    ['recover', 'Zugang wiederherstellen', 'ABCD-EFGH-JKMN', /alle anderen Geräte dieses Kontos abgemeldet/],
    ['device', 'Neues Gerät bestätigen', 'ABCD-EFGH', /Deine anderen Geräte bleiben angemeldet/],
  ] as const)('%s: its title, the code’s shape and what it does to the other devices', (purpose, title, placeholder, note) => {
    showForm(purpose);
    expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByLabelText('Bestätigungscode').getAttribute('placeholder')).toBe(placeholder);
    if (note) expect(screen.getByText(note)).toBeTruthy();
    else expect(screen.queryByText(/abgemeldet|angemeldet/)).toBeNull();
  });

  it('an empty code asks for the code and sends nothing', async () => {
    const requests = answerRequests(() => ({ status: 200 }));
    const { user } = showForm('device');
    await user.type(screen.getByLabelText('Bestätigungscode'), ' - ');
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(screen.getByText('Bitte gib den Code aus der E-Mail ein.')).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('a device code goes with its address, without dashes or spaces; a wrong one is explained at the field', async () => {
    const requests = answerRequests(() => ({ status: 400, body: { message: 'invalid', code: 'code_invalid' } }));
    const { user } = showForm('device');
    await user.type(screen.getByLabelText('Bestätigungscode'), 'abcd-efgh ');
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByText('Dieser Code ist ungültig. Prüfe ihn auf Tippfehler.')).toBeTruthy();
    expect(requests).toEqual([{ method: 'POST', path: '/auth/device/finish', body: { email: 'ada@example.org', code: 'abcdefgh' } }]);
    expect(screen.getByRole('button', { name: 'Bestätigen' })).toHaveProperty('disabled', false);
  });

  it('"Zurück" goes back to the three ways in', async () => {
    const onBack = vi.fn();
    const { user } = showForm('recover', onBack);
    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
