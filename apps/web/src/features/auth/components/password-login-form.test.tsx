import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerRequests, renderInApp } from '../../../testing/render.tsx';
import { PasswordLoginForm } from './password-login-form.tsx';

const showForm = () => renderInApp(<PasswordLoginForm />, { at: '/login' });

describe('"Mit Passwort anmelden"', () => {
  it('empty fields are named at each field and nothing is sent', async () => {
    const requests = answerRequests(() => ({ status: 200 }));
    const { user } = showForm();
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(screen.getByText('Bitte gib deinen Alias oder deine E-Mail-Adresse ein.')).toBeTruthy();
    expect(screen.getByLabelText('Passwort').getAttribute('aria-invalid')).toBe('true');
    expect(requests).toEqual([]);
  });

  it('wrong credentials say so, and the form can be sent again', async () => {
    const requests = answerRequests(() => ({ status: 401, body: { message: 'nope', code: 'invalid_credentials' } }));
    const { user } = showForm();
    await user.type(screen.getByLabelText('Alias oder E-Mail-Adresse'), ' ada ');
    await user.type(screen.getByLabelText('Passwort'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Alias/E-Mail oder Passwort stimmen nicht.');
    expect(requests).toEqual([{ method: 'POST', path: '/auth/login', body: { login: 'ada', password: 'wrong password' } }]);
    expect(screen.getByRole('button', { name: 'Anmelden' })).toHaveProperty('disabled', false);
  });

  it('a login goes through the login callback with the new tokens, as an outside account site would', async () => {
    const exp = Date.now() + 3_600_000;
    answerRequests(({ path }) =>
      path === '/auth/login' ? { status: 200, body: { accessToken: 'atk', refreshToken: 'rtk', exp, message: 'logged in' } } : { status: 200, body: { id: 'u1', username: 'ada' } },
    );
    const { user } = showForm();
    await user.type(screen.getByLabelText('Alias oder E-Mail-Adresse'), 'ada');
    await user.type(screen.getByLabelText('Passwort'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect((await screen.findByTestId('route')).textContent).toBe(`/logged-in?s_atk=atk&s_rtk=rtk&s_exp=${exp}`);
  });
});
