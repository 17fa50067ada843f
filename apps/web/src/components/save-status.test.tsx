import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blankCharacter } from '@vitae/core';
import type { StoredCharacter } from '@vitae/core/api';
import type { CharacterEntry } from '../lib/characters/manager.ts';
import { reportReached } from '../lib/connectivity.ts';
import { storageKeys } from '../lib/storage-keys.ts';
import { renderInApp } from '../testing/render.tsx';

// The header's save line reads the character manager's entries; a test hands it the entries it needs.
const state = vi.hoisted(() => ({ entries: [] as unknown[], keepForLogin: () => undefined as void }));
vi.mock('../lib/characters/characters.ts', () => ({
  useCharacters: () => ({ entries: state.entries }),
  characterManager: { keepForLogin: () => state.keepForLogin() },
}));
const { SaveStatus } = await import('./character-conflict-dialog.tsx');

const character = (id: string) => ({ ...blankCharacter('h5'), name: id, id, revision: 1, viewers: [] }) as StoredCharacter;
const entry = (id: string, change: Partial<CharacterEntry> = {}): CharacterEntry => ({ character: character(id), loaded: true, avatarUrl: null, justViewing: false, saveState: 'saved', ...change });
const status = () => screen.getByTestId('save-status');

beforeEach(() => {
  act(() => reportReached(true));
});
afterEach(() => {
  act(() => reportReached(true));
  state.entries = [];
});

describe('the save line in the header', () => {
  it.each([
    ['nothing open', [], 'Alles gespeichert'],
    ['every character saved', [entry('a'), entry('b')], 'Alles gespeichert'],
    ['a save under way', [entry('a'), entry('b', { saveState: 'saving' })], 'Speichert …'],
    ['a save waiting', [entry('a', { saveState: 'pending' })], 'Speichert …'],
    ['a failed save', [entry('a', { saveState: 'unsaved' }), entry('b', { saveState: 'saving' })], 'nicht gespeichert – wird erneut versucht'],
    ['a conflict', [entry('a', { saveState: 'conflict' })], 'Konflikt – bitte entscheiden'],
    ['a full account', [entry('a', { saveState: 'unsaved', saveError: 'storage_full' })], 'nicht gespeichert – Der Speicherplatz deines Kontos ist voll. Lösche Charaktere oder verkleinere Bilder.'],
  ])('%s: "%s"', (_case, entries, text) => {
    state.entries = entries;
    renderInApp(<SaveStatus />);
    expect(status().textContent).toBe(text);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a character written by a newer Vitae asks for a reload, above everything else', () => {
    state.entries = [entry('a', { saveState: 'unsaved' }), entry('b', { tooNew: true, needsLogin: true })];
    renderInApp(<SaveStatus />);
    expect(status().textContent).toBe('Vitae wurde aktualisiert – bitte neu ladenNeu laden');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Neu laden']);
  });

  it('an ended session asks for a new login, keeping the edits and the way back', async () => {
    const kept = vi.fn();
    state.keepForLogin = kept;
    state.entries = [entry('a', { saveState: 'unsaved', needsLogin: true })];
    const { user } = renderInApp(<SaveStatus />, { at: '/viewer/a/profile', path: '/viewer/:characterId/:tab' });
    expect(status().textContent).toBe('Sitzung beendet – bitte neu anmeldenAnmelden');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(kept).toHaveBeenCalledOnce();
    expect(screen.getByTestId('route').textContent).toBe('/login');
    expect(sessionStorage.getItem(storageKeys.returnTo)).not.toBeNull();
  });

  it('offline, waiting edits are no failure: it says they will be synchronised, beside the offline mark', () => {
    state.entries = [entry('a', { saveState: 'unsaved' })];
    act(() => reportReached(false));
    renderInApp(<SaveStatus />);
    expect(status().textContent).toBe('offline – wird synchronisiert');
    expect(screen.getByTestId('offline-indicator').textContent).toBe('offline');
  });

  it('a gone character that was saved no longer counts', () => {
    state.entries = [entry('a', { gone: 'deleted', saveState: 'saved' }), entry('b', { saveState: 'saving', gone: 'deleted' })];
    renderInApp(<SaveStatus />);
    expect(status().textContent).toBe('Speichert …');
  });
});
