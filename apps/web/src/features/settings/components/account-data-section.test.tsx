import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '@vitae/core/api';
import { errorOf } from '../../../testing/fields.ts';
import { answerRequests, renderInApp } from '../../../testing/render.tsx';
import { AccountDataSection } from './account-data-section.tsx';

const me: Me = { id: '6f1c2c8e-4b7a-4e8f-9a55-0c6d2b1a9e10', alias: 'Ada', email: 'ada@example.org', username: 'Ada', hasPassword: false };
const mailed = { status: 200, body: { message: 'ok' } };

afterEach(() => {
  vi.restoreAllMocks();
});

async function askForCode(user: ReturnType<typeof renderInApp>['user']) {
  await user.click(screen.getByRole('button', { name: 'Code zum Löschen anfordern' }));
  return screen.findByLabelText('Bestätigungscode');
}

describe('"Meine Daten"', () => {
  it('the export downloads the server’s file (named vitae-export.json when the server names none) and says so', async () => {
    answerRequests(() => ({ status: 200, body: { characters: [] } }));
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.href).toBe('blob:export');
      expect(this.download).toBe('vitae-export.json');
    });
    const { user } = renderInApp(<AccountDataSection me={me} />);
    await user.click(screen.getByRole('button', { name: 'Meine Daten exportieren' }));
    expect(await screen.findByText('Die Datei wurde heruntergeladen.')).toBeTruthy();
    expect(created).toHaveBeenCalledOnce();
    expect(clicked).toHaveBeenCalledOnce();
  });

  it('an export the server fails is explained, offline too', async () => {
    answerRequests(() => ({ status: 503 }));
    const { user } = renderInApp(<AccountDataSection me={me} />);
    await user.click(screen.getByRole('button', { name: 'Meine Daten exportieren' }));
    expect(await screen.findByText('Auf dem Server ist etwas schiefgegangen. Bitte versuche es gleich noch einmal.')).toBeTruthy();
  });

  it('deleting needs a mailed code: the request says where it went, an empty code is refused before asking', async () => {
    const requests = answerRequests(() => mailed);
    const { user } = renderInApp(<AccountDataSection me={me} />);
    const code = await askForCode(user);
    expect(screen.getByText('Wir haben dir einen Code an ada@example.org geschickt. Gib ihn ein, um dein Konto zu löschen.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Konto endgültig löschen' }));
    expect(errorOf(code)).toBe('Bitte gib den Code aus der E-Mail ein.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests.map((request) => [request.method, request.path, request.body])).toEqual([['POST', '/users/@me/codes', { purpose: 'delete_account' }]]);
  });

  it('asks once more before deleting; declined, nothing is deleted', async () => {
    const requests = answerRequests(() => mailed);
    const { user } = renderInApp(<AccountDataSection me={me} />);
    await user.type(await askForCode(user), 'ABCD-EFGH');
    await user.click(screen.getByRole('button', { name: 'Konto endgültig löschen' }));
    const question = await screen.findByRole('dialog', { name: 'Konto wirklich löschen?' });
    expect(within(question).getByText('Alle Charaktere und Ordner von Ada werden gelöscht. Das kann nicht rückgängig gemacht werden.')).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'Schließen' }));
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
  });

  it('confirmed, it deletes with the code and leaves for the login screen', async () => {
    const requests = answerRequests((request) => (request.method === 'DELETE' ? { status: 204 } : mailed));
    const { user } = renderInApp(<AccountDataSection me={me} />);
    await user.type(await askForCode(user), ' ABCD-EFGH ');
    await user.click(screen.getByRole('button', { name: 'Konto endgültig löschen' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Konto wirklich löschen?' })).getByRole('button', { name: 'Konto endgültig löschen' }));
    expect((await screen.findByTestId('route')).textContent).toBe('/login');
    expect(requests.at(-1)).toEqual({ method: 'DELETE', path: '/users/@me', body: { code: 'ABCD-EFGH' } });
  });

  it('a wrong code is said at the code field, and the account stays', async () => {
    answerRequests((request) => (request.method === 'DELETE' ? { status: 400, body: { message: 'invalid', code: 'code_invalid' } } : mailed));
    const { user } = renderInApp(<AccountDataSection me={me} />);
    const code = await askForCode(user);
    await user.type(code, 'WRONG-CODE');
    await user.click(screen.getByRole('button', { name: 'Konto endgültig löschen' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Konto wirklich löschen?' })).getByRole('button', { name: 'Konto endgültig löschen' }));
    expect(await screen.findByText('Dieser Code ist ungültig. Prüfe ihn auf Tippfehler.')).toBeTruthy();
    expect(errorOf(screen.getByLabelText('Bestätigungscode'))).toBe('Dieser Code ist ungültig. Prüfe ihn auf Tippfehler.');
    expect(screen.queryByTestId('route')).toBeNull();
  });
});
