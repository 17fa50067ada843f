import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../testing/render.tsx';
import { InviteCode } from './invite-code.tsx';

function setup(code: string | null) {
  const calls = {
    onCreate: vi.fn(async () => 'NEW-CODE'),
    onRenew: vi.fn(async () => 'RENEWED'),
    onRevoke: vi.fn(async () => true),
  };
  return { calls, ...renderInApp(<InviteCode code={code} {...calls} />) };
}

describe('the homebrew invite code', () => {
  it('without a code: explains it and makes one at once (nothing to lose, no question)', async () => {
    const { calls, user } = setup(null);
    expect(screen.getByText('Wer den Einladungscode hat, kann den Inhalt installieren, auch wenn er privat ist.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Code erneuern' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Einladungscode erstellen' }));
    expect(calls.onCreate).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the code read-only, with copy, renew and revoke', () => {
    setup('ABCD-1234');
    const field = screen.getByLabelText('Einladungscode') as HTMLInputElement;
    expect(field.value).toBe('ABCD-1234');
    expect(field.readOnly).toBe(true);
    for (const name of ['Code kopieren', 'Code erneuern', 'Code widerrufen']) expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('"Code erneuern" asks first: cancelled, nothing is called; confirmed, the code is renewed and it says so', async () => {
    const { calls, user } = setup('ABCD-1234');
    await user.click(screen.getByRole('button', { name: 'Code erneuern' }));
    const dialog = await screen.findByRole('dialog', { name: 'Einladungscode erneuern?' });
    expect(dialog.textContent).toContain('Der bisherige Code funktioniert danach nicht mehr.');
    expect(calls.onRenew).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.onRenew).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Code erneuern' }));
    const asked = await screen.findByRole('dialog', { name: 'Einladungscode erneuern?' });
    await user.click(within(asked).getByRole('button', { name: 'Code erneuern' }));
    await waitFor(() => expect(calls.onRenew).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Neuer Code erstellt; der alte gilt nicht mehr.')).toBeTruthy();
    expect(calls.onRevoke).not.toHaveBeenCalled();
  });

  it('"Code widerrufen" asks first (Escape cancels), and only a confirmation revokes', async () => {
    const { calls, user } = setup('ABCD-1234');
    await user.click(screen.getByRole('button', { name: 'Code widerrufen' }));
    expect(await screen.findByRole('dialog', { name: 'Einladungscode widerrufen?' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.onRevoke).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Code widerrufen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Einladungscode widerrufen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Code widerrufen' }));
    await waitFor(() => expect(calls.onRevoke).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Code widerrufen; er gilt nicht mehr.')).toBeTruthy();
    expect(calls.onRenew).not.toHaveBeenCalled();
  });
});
