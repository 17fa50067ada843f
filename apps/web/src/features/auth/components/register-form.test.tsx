import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorOf } from '../../../testing/fields.ts';
import { answerRequests, renderInApp } from '../../../testing/render.tsx';
import { RegisterForm } from './register-form.tsx';

describe('"Neues Konto"', () => {
  it.each([
    ['Al', 'ada@example.org', 'Alias', 'Der Alias braucht mindestens 3 Zeichen.'],
    ['Ada Lovelace', 'ada@example.org', 'Alias', 'Erlaubt sind Buchstaben, Ziffern sowie _ . und -.'],
    ['Ada', 'ada-at-example', 'E-Mail-Adresse', 'Bitte gib eine gültige E-Mail-Adresse ein.'],
  ])('alias %j with %j: %s says what is wrong, nothing is sent', async (alias, email, field, message) => {
    const requests = answerRequests(() => ({ status: 200 }));
    const sent = vi.fn();
    const { user } = renderInApp(<RegisterForm onCodeSent={sent} />, { at: '/login' });
    await user.type(screen.getByLabelText('Alias'), alias);
    await user.type(screen.getByLabelText('E-Mail-Adresse'), email);
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(errorOf(screen.getByLabelText(field))).toBe(message);
    expect(requests).toEqual([]);
    expect(sent).not.toHaveBeenCalled();
  });

  it('a valid alias and address go to the server, trimmed, and lead to the code', async () => {
    const requests = answerRequests(() => ({ status: 200, body: { message: 'ok' } }));
    const sent = vi.fn();
    const { user } = renderInApp(<RegisterForm onCodeSent={sent} />, { at: '/login' });
    await user.type(screen.getByLabelText('Alias'), ' Ada.L ');
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'ada@example.org ');
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(sent).toHaveBeenCalledWith('ada@example.org'));
    expect(requests).toEqual([{ method: 'POST', path: '/auth/register', body: { alias: 'Ada.L', email: 'ada@example.org' } }]);
  });

  it('a server that cannot be reached is said above the button', async () => {
    const { user } = renderInApp(<RegisterForm onCodeSent={() => undefined} />, { at: '/login' });
    await user.type(screen.getByLabelText('Alias'), 'Ada');
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(await screen.findByText('Der Server ist nicht erreichbar. Prüfe deine Verbindung und versuche es noch einmal.')).toBeTruthy();
  });
});
