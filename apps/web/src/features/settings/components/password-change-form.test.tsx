import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorOf } from '../../../testing/fields.ts';
import { answerRequests, renderInApp } from '../../../testing/render.tsx';
import { PasswordChangeForm } from './password-change-form.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const newPassword = () => screen.getByLabelText('Neues Passwort');
const submit = () => screen.getByRole('button', { name: 'Passwort speichern' });

describe('setting or changing the password', () => {
  it('a first password needs a mailed code: without it nothing is sent and the field says why', async () => {
    const requests = answerRequests(() => ({ status: 204 }));
    const { user } = renderInApp(<PasswordChangeForm hasPassword={false} email="ada@example.org" onChanged={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Passwort festlegen' })).toBeTruthy();
    expect(screen.queryByLabelText('Aktuelles Passwort')).toBeNull();
    await user.type(newPassword(), 'kurz');
    await user.click(submit());
    expect(errorOf(newPassword())).toBe('Das Passwort braucht mindestens 10 Zeichen.');
    expect(screen.getByText('Gib dein aktuelles Passwort oder den Code aus der E-Mail ein.')).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('asks for the code by mail, says where it went, and sends the new password with it', async () => {
    const requests = answerRequests(() => ({ status: 200, body: { message: 'ok' } }));
    const changed = vi.fn();
    const { user } = renderInApp(<PasswordChangeForm hasPassword={false} email="ada@example.org" onChanged={changed} />);
    await user.click(screen.getByRole('button', { name: 'Code per E-Mail anfordern' }));
    expect(await screen.findByText('Wir haben dir einen Code an ada@example.org geschickt. Er gilt 15 Minuten.')).toBeTruthy();
    await user.type(screen.getByLabelText('Code aus der E-Mail'), ' ABCD-EFGH ');
    await user.type(newPassword(), 'lang-genug-und-sicher');
    await user.click(submit());
    expect(await screen.findByText('Das Passwort wurde gespeichert.')).toBeTruthy();
    expect(requests.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['POST', '/users/@me/codes', { purpose: 'password' }],
      ['PUT', '/users/@me/password', { password: 'lang-genug-und-sicher', code: 'ABCD-EFGH' }],
    ]);
    expect(changed).toHaveBeenCalledOnce();
    expect((newPassword() as HTMLInputElement).value).toBe('');
  });

  it('a change may be proven with the current password; a wrong one is said at its field', async () => {
    const requests = answerRequests(() => ({ status: 403, body: { message: 'wrong', code: 'wrong_password' } }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const changed = vi.fn();
    const { user } = renderInApp(<PasswordChangeForm hasPassword email="ada@example.org" onChanged={changed} />);
    expect(screen.getByRole('heading', { name: 'Passwort ändern' })).toBeTruthy();
    await user.type(screen.getByLabelText('Aktuelles Passwort'), 'altes-passwort');
    await user.type(newPassword(), 'neues-passwort-123');
    await user.click(submit());
    expect(await screen.findByText('Das Passwort konnte nicht geändert werden.')).toBeTruthy();
    expect(errorOf(screen.getByLabelText('Aktuelles Passwort'))).toBe('Das aktuelle Passwort stimmt nicht.');
    expect(requests[0]?.body).toEqual({ password: 'neues-passwort-123', oldPassword: 'altes-passwort' });
    expect(changed).not.toHaveBeenCalled();
  });

  it('an expired code is said at the code field', async () => {
    answerRequests((request) => (request.path === '/users/@me/codes' ? { status: 200, body: { message: 'ok' } } : { status: 400, body: { message: 'expired', code: 'code_expired' } }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderInApp(<PasswordChangeForm hasPassword={false} email="ada@example.org" onChanged={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Code per E-Mail anfordern' }));
    await user.type(await screen.findByLabelText('Code aus der E-Mail'), 'ABCD-EFGH');
    await user.type(newPassword(), 'lang-genug-und-sicher');
    await user.click(submit());
    expect(await screen.findByText('Dieser Code ist abgelaufen. Fordere einen neuen an.', { selector: '.field__error' })).toBeTruthy();
  });

  it('offline, asking for a code says the server cannot be reached', async () => {
    const { user } = renderInApp(<PasswordChangeForm hasPassword email="ada@example.org" onChanged={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Code per E-Mail anfordern' }));
    expect(await screen.findByText('Der Server ist nicht erreichbar. Prüfe deine Verbindung und versuche es noch einmal.')).toBeTruthy();
    expect(screen.queryByLabelText('Code aus der E-Mail')).toBeNull();
  });
});
