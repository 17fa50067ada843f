import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerRequests, renderInApp } from '../../../testing/render.tsx';
import { MailCodeForm } from './mail-code-form.tsx';

describe('"Konto wiederherstellen"', () => {
  it('asks the server for a recovery code and hands the address on', async () => {
    const requests = answerRequests(() => ({ status: 200, body: { message: 'ok' } }));
    const sent = vi.fn();
    const { user } = renderInApp(<MailCodeForm purpose="recover" onCodeSent={sent} />, { at: '/login' });
    expect(screen.getByRole('heading', { name: 'Konto wiederherstellen' })).toBeTruthy();
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Code anfordern' }));
    await vi.waitFor(() => expect(sent).toHaveBeenCalledWith('ada@example.org'));
    expect(requests).toEqual([{ method: 'PUT', path: '/auth/recover/ada%40example.org/begin', body: undefined }]);
  });

  it('a server error is explained and the address stays for another try', async () => {
    answerRequests(() => ({ status: 500, body: { message: 'boom', code: 'server_error' } }));
    const { user } = renderInApp(<MailCodeForm purpose="recover" onCodeSent={() => undefined} />, { at: '/login' });
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Code anfordern' }));
    expect(await screen.findByText('Auf dem Server ist etwas schiefgegangen. Bitte versuche es gleich noch einmal.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('E-Mail-Adresse').value).toBe('ada@example.org');
  });
});
