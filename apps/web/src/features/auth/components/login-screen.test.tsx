import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keepPendingEdits } from '../../../lib/characters/pending-edits.ts';
import { answerRequests, renderInApp } from '../../../testing/render.tsx';
import { LoginScreen } from './login-screen.tsx';

const card = (title: string) => screen.getByRole('form', { name: title });

describe('the login screen', () => {
  it('offers the three ways in by e-mail, in this order, and the password login below them', () => {
    renderInApp(<LoginScreen />, { at: '/login' });
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Neues Konto', 'Auf neuem Gerät anmelden', 'Konto wiederherstellen', 'Mit Passwort anmelden']);
    expect(within(card('Neues Konto')).getByLabelText('Alias')).toBeTruthy();
    expect(within(card('Auf neuem Gerät anmelden')).getByText(/Deine anderen Geräte bleiben angemeldet/)).toBeTruthy();
    expect(within(card('Konto wiederherstellen')).getByText(/alle Geräte werden abgemeldet/)).toBeTruthy();
  });

  it('a wrong address is reported at its field and nothing is sent', async () => {
    const requests = answerRequests(() => ({ status: 200, body: { message: 'ok' } }));
    const { user } = renderInApp(<LoginScreen />, { at: '/login' });
    const device = card('Auf neuem Gerät anmelden');
    await user.type(within(device).getByLabelText('E-Mail-Adresse'), 'not-an-address');
    await user.click(within(device).getByRole('button', { name: 'Code anfordern' }));
    expect(within(device).getByText('Bitte gib eine gültige E-Mail-Adresse ein.')).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('"Auf neuem Gerät anmelden" asks the server for a device code and then asks for the code, saying the other devices stay', async () => {
    const requests = answerRequests(() => ({ status: 200, body: { message: 'ok' } }));
    const { user } = renderInApp(<LoginScreen />, { at: '/login' });
    const device = card('Auf neuem Gerät anmelden');
    await user.type(within(device).getByLabelText('E-Mail-Adresse'), 'ada@example.org');
    await user.click(within(device).getByRole('button', { name: 'Code anfordern' }));
    expect(await screen.findByRole('heading', { name: 'Neues Gerät bestätigen' })).toBeTruthy();
    expect(requests).toEqual([{ method: 'PUT', path: '/auth/device/ada%40example.org/begin', body: undefined }]);
    expect(screen.getByText(/Falls ein Konto mit der Adresse ada@example.org existiert/)).toBeTruthy();
    expect(screen.getByText(/Deine anderen Geräte bleiben angemeldet; dein Zugangsschlüssel/)).toBeTruthy();
    expect(screen.getByLabelText('Bestätigungscode')).toBeTruthy();
  });

  it('"Konto wiederherstellen" too soon after the last mail: the reason shows at the field, the screen stays', async () => {
    answerRequests(() => ({ status: 429, body: { message: 'too soon', code: 'mail_too_soon' } }));
    const { user } = renderInApp(<LoginScreen />, { at: '/login' });
    const recover = card('Konto wiederherstellen');
    await user.type(within(recover).getByLabelText('E-Mail-Adresse'), 'ada@example.org');
    await user.click(within(recover).getByRole('button', { name: 'Code anfordern' }));
    expect(await within(recover).findByText('Wir haben dir gerade erst eine E-Mail geschickt. Warte eine Minute, bevor du eine neue anforderst.')).toBeTruthy();
    expect(screen.queryByLabelText('Bestätigungscode')).toBeNull();
  });

  it('"Neues Konto" with a taken alias: the server’s answer shows at the alias', async () => {
    const requests = answerRequests(() => ({ status: 409, body: { message: 'taken', code: 'alias_taken' } }));
    const { user } = renderInApp(<LoginScreen />, { at: '/login' });
    const register = card('Neues Konto');
    await user.type(within(register).getByLabelText('Alias'), 'Ada');
    await user.type(within(register).getByLabelText('E-Mail-Adresse'), 'ada@example.org');
    await user.click(within(register).getByRole('button', { name: 'Registrieren' }));
    expect(await within(register).findByText('Dieser Alias ist schon vergeben – wähle einen anderen.')).toBeTruthy();
    expect(requests).toEqual([{ method: 'POST', path: '/auth/register', body: { alias: 'Ada', email: 'ada@example.org' } }]);
  });

  it('edits kept from an ended session are announced above the cards', () => {
    keepPendingEdits('account-1', [{ id: 'c1', name: 'Ada', baseRevision: 3, patch: [{ path: ['name'], value: 'Ada' }] }]);
    renderInApp(<LoginScreen />, { at: '/login' });
    expect(screen.getByText(/1 Charakter mit ungespeicherten Änderungen wartet in diesem Browser/)).toBeTruthy();
  });
});
