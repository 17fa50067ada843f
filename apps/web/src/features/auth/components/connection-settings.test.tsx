import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '../../../lib/storage-keys.ts';
import { hintOf } from '../../../testing/fields.ts';
import { renderInApp } from '../../../testing/render.tsx';
import { ConnectionSettings } from './connection-settings.tsx';

const toggle = () => screen.getByRole('button', { name: 'Verbindungseinstellungen' });
const address = () => screen.getByLabelText<HTMLInputElement>('Vitae-Netzwerk-Adresse');
const standard = `${window.location.origin}/api`;

describe('the connection settings on the login screen', () => {
  it('stay folded while the address is the standard one, and open on request showing it', async () => {
    const { user } = renderInApp(<ConnectionSettings />, { at: '/login' });
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByLabelText('Vitae-Netzwerk-Adresse')).toBeNull();
    await user.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(address().value).toBe(standard);
    expect(hintOf(address())).toBe(`Standard: ${standard}`);
  });

  it('are open at once when another address is set, so a wrong one cannot lock anyone out', () => {
    localStorage.setItem(storageKeys.networkUrl, 'https://vitae.example.org/api');
    renderInApp(<ConnectionSettings />, { at: '/login' });
    expect(address().value).toBe('https://vitae.example.org/api');
  });

  it('a new address is saved without trailing slashes and confirmed; editing clears the confirmation', async () => {
    const { user } = renderInApp(<ConnectionSettings />, { at: '/login' });
    await user.click(toggle());
    await user.clear(address());
    await user.type(address(), 'https://vitae.example.org/api//');
    await user.click(screen.getByRole('button', { name: 'Adresse speichern' }));
    expect(screen.getByRole('status').textContent).toBe('Gespeichert. Die Anmeldung verwendet jetzt diese Adresse.');
    expect(localStorage.getItem(storageKeys.networkUrl)).toBe('https://vitae.example.org/api');
    expect(address().value).toBe('https://vitae.example.org/api');
    await user.type(address(), 'x');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('"Standard wiederherstellen" forgets the address and says so', async () => {
    localStorage.setItem(storageKeys.networkUrl, 'https://falsch.example.org');
    const { user } = renderInApp(<ConnectionSettings />, { at: '/login' });
    await user.click(screen.getByRole('button', { name: 'Standard wiederherstellen' }));
    expect(screen.getByRole('status').textContent).toBe('Standardadresse wiederhergestellt.');
    expect(localStorage.getItem(storageKeys.networkUrl)).toBeNull();
    expect(address().value).toBe(standard);
  });
});
