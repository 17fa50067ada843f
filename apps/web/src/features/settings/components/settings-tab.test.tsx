import { act, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { Me } from '@vitae/core/api';
import { contentSyncedEvent, forceContentSyncEvent } from '../../../lib/content/events.ts';
import { storageKeys } from '../../../lib/storage-keys.ts';
import { addEnglishTexts } from '../../../testing/language.ts';
import { answerRequests, renderInApp } from '../../../testing/render.tsx';
import { SettingsTab } from './settings-tab.tsx';

const me: Me = { id: '6f1c2c8e-4b7a-4e8f-9a55-0c6d2b1a9e10', alias: 'Ada', email: 'ada@example.org', username: 'Ada', hasPassword: true };

afterEach(async () => {
  await i18next.changeLanguage('de-DE');
  delete document.documentElement.dataset.mode;
});

describe('the settings tab', () => {
  it('without an account offers to log in, which leads to the login screen', async () => {
    const { user } = renderInApp(<SettingsTab me={null} />, { at: '/?tab=settings', path: '/' });
    expect(screen.queryByTestId('logged-in-as')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Meine Daten' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(screen.getByTestId('route').textContent).toBe('/login');
  });

  it('with an account shows who is logged in, the password form and the data section', () => {
    renderInApp(<SettingsTab me={me} />, { at: '/?tab=settings', path: '/' });
    expect(screen.getByTestId('logged-in-as').textContent).toBe('Angemeldet als Ada');
    expect(screen.getByRole('heading', { name: 'Passwort ändern' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Meine Daten' })).toBeTruthy();
  });

  it('logging out asks first; confirmed, it ends the session and goes to the login screen', async () => {
    const requests = answerRequests(() => ({ status: 204 }));
    const { user } = renderInApp(<SettingsTab me={me} />, { at: '/?tab=settings', path: '/' });
    await user.click(screen.getByRole('button', { name: 'Abmelden' }));
    const question = await screen.findByRole('dialog', { name: 'Abmelden?' });
    expect(within(question).getByText('Du wirst auf diesem Gerät abgemeldet. Deine Charaktere bleiben auf dem Server gespeichert.')).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByTestId('route')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Abmelden' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Abmelden?' })).getByRole('button', { name: 'Abmelden' }));
    expect((await screen.findByTestId('route')).textContent).toBe('/login');
    // Without a stored refresh token there is nothing to revoke on the server.
    expect(requests).toEqual([]);
  });

  it('switches the language at once and remembers it', async () => {
    addEnglishTexts();
    const { user } = renderInApp(<SettingsTab me={null} />, { at: '/?tab=settings', path: '/' });
    const language = screen.getByLabelText<HTMLSelectElement>('Sprache');
    expect([...language.options].map((option) => option.value)).toEqual(['de-DE', 'en-US']);
    await user.selectOptions(language, 'en-US');
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeTruthy();
    expect(localStorage.getItem(storageKeys.language)).toBe('en-US');
  });

  it('a saved language Vitae does not have is reported at the language', () => {
    localStorage.setItem(storageKeys.language, 'xx-XX');
    renderInApp(<SettingsTab me={null} />, { at: '/?tab=settings', path: '/' });
    expect(screen.getByRole('alert').textContent).toMatch(/Diese Sprache gibt es in Vitae nicht, darum bleibt es bei Deutsch/);
  });

  it('the colour mode is kept and applied; "Wie das Gerät" forgets the choice', async () => {
    const { user } = renderInApp(<SettingsTab me={null} />, { at: '/?tab=settings', path: '/' });
    const mode = screen.getByLabelText<HTMLSelectElement>('Darstellung');
    expect(mode.value).toBe('system');
    await user.selectOptions(mode, 'Hell');
    expect(localStorage.getItem(storageKeys.colorMode)).toBe('light');
    expect(document.documentElement.dataset.mode).toBe('light');
    await user.selectOptions(mode, 'Wie das Gerät');
    expect(localStorage.getItem(storageKeys.colorMode)).toBeNull();
  });

  it('developer mode is a remembered switch', async () => {
    const { user } = renderInApp(<SettingsTab me={null} />, { at: '/?tab=settings', path: '/' });
    await user.click(screen.getByLabelText('Entwicklermodus'));
    expect(localStorage.getItem(storageKeys.devMode)).toBe('true');
    await user.click(screen.getByLabelText('Entwicklermodus'));
    expect(localStorage.getItem(storageKeys.devMode)).toBe('false');
  });

  it('server addresses are saved without trailing slashes, confirmed until edited again', async () => {
    const { user } = renderInApp(<SettingsTab me={null} />, { at: '/?tab=settings', path: '/' });
    const play = screen.getByLabelText('VitaePlay-Server');
    await user.type(play, 'https://play.example.org///');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByText('Gespeichert.')).toBeTruthy();
    expect(localStorage.getItem(storageKeys.playUrl)).toBe('https://play.example.org');
    expect((play as HTMLInputElement).value).toBe('https://play.example.org');
    await user.type(play, 'x');
    expect(screen.queryByText('Gespeichert.')).toBeNull();
  });

  it('"Daten synchronisieren" asks the app for fresh content, waits, and tells how it went', async () => {
    const asked: Event[] = [];
    const listen = (event: Event) => asked.push(event);
    window.addEventListener(forceContentSyncEvent, listen);
    const { user } = renderInApp(<SettingsTab me={null} />, { at: '/?tab=settings', path: '/' });
    const sync = screen.getByRole('button', { name: 'Daten synchronisieren' });
    await user.click(sync);
    window.removeEventListener(forceContentSyncEvent, listen);
    expect(asked).toHaveLength(1);
    expect(sync).toHaveProperty('disabled', true);
    expect(screen.getByText('Spielinhalte werden aktualisiert …')).toBeTruthy();
    act(() => void window.dispatchEvent(new CustomEvent(contentSyncedEvent, { detail: { ok: false, reason: 'checksumMismatch' } })));
    expect(screen.getByText('Die heruntergeladenen Spielinhalte sind beschädigt (Prüfsumme stimmt nicht).')).toBeTruthy();
    expect(sync).toHaveProperty('disabled', false);
    act(() => void window.dispatchEvent(new CustomEvent(contentSyncedEvent, { detail: { ok: true } })));
    expect(screen.getByText('Die Spielinhalte sind auf dem neuesten Stand.')).toBeTruthy();
  });
});
