import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { HomebrewDiscipline } from '@vitae/core/homebrew';
import { storageKeys } from '../../../lib/storage-keys.ts';
import { inEnglish } from '../../../testing/language.ts';
import { answerRequests, renderInApp, type SeenRequest } from '../../../testing/render.tsx';
import { DisciplineEditor } from './discipline-editor.tsx';

const ability = (id: number, name: string, extra: Partial<HomebrewDiscipline['levels'][number]['abilities'][number]> = {}) => ({
  id,
  name,
  summary: '',
  dicePool: null,
  cost: null,
  duration: null,
  combo: null,
  minBloodPotency: null,
  requirement: null,
  ...extra,
});

/** The author's discipline on the server: two levels, the second ability needing the first. */
const stored = (change: Partial<HomebrewDiscipline> = {}): HomebrewDiscipline => ({
  schemaVersion: 1,
  id: 7,
  version: 3,
  creator: 'Erzaehlerin',
  public: false,
  inviteCode: null,
  updatedAt: '2026-11-22T12:00:00.000Z',
  name: 'Nebelschritt',
  description: 'Wandeln im Nebel.',
  levels: [{ abilities: [ability(1, 'Dunstschleier', { summary: 'Ein Schleier aus Nebel.' })] }, { abilities: [ability(2, 'Nebelgestalt', { requirement: 1 })] }],
  lastAbilityId: 2,
  ...change,
});

function signedInAs(alias: string) {
  localStorage.setItem(storageKeys.account, JSON.stringify({ id: 'account-1', alias, email: 'a@example.org' }));
}

/** Answers GET with `item`, PUT with the saved body at version + 1 (or `putAnswer`). */
function server(item: HomebrewDiscipline | null, putAnswer?: (request: SeenRequest) => { status: number; body?: unknown }): SeenRequest[] {
  return answerRequests((request) => {
    if (request.method === 'GET' && request.path === `/homebrew/disciplines/7`) return item ? { status: 200, body: item } : { status: 404, body: { code: 'not_found', message: 'not found' } };
    if (request.method === 'PUT') return putAnswer ? putAnswer(request) : { status: 200, body: { ...(request.body as HomebrewDiscipline), version: (request.body as HomebrewDiscipline).version + 1 } };
    if (request.path === '/auth/session') return { status: 401, body: { code: 'unauthorized', message: 'no session' } };
    return { status: 200, body: {} };
  });
}

const open = () => renderInApp(<DisciplineEditor id={7} />, { at: '/homebrew/discipline-editor/7' });
const form = () => screen.findByRole('form', { name: 'Disziplin bearbeiten' });
const preview = () => screen.getByRole('complementary', { name: 'Vorschau' });
/** The line under the save buttons: saved or not. */
const saveState = () => screen.getAllByRole('status').find((status) => status.classList.contains('field__hint'))?.textContent;

describe('the homebrew discipline editor', () => {
  beforeEach(() => signedInAs('Erzaehlerin'));

  it('shows the stored discipline with its version and visibility, and the preview beside the form', async () => {
    server(stored());
    open();
    expect(await screen.findByRole('heading', { name: 'Disziplin: Nebelschritt' })).toBeTruthy();
    expect(screen.getByText('von Erzaehlerin · Version 3 · Privat')).toBeTruthy();
    expect(((await form()).querySelector('input') as HTMLInputElement).value).toBe('Nebelschritt');
    expect(within(preview()).getAllByText('Dunstschleier').length).toBeGreaterThan(0);
    expect(saveState()).toBe('Alles gespeichert');
  });

  it('the preview follows the name as typed and the status says there are unsaved changes', async () => {
    server(stored());
    const { user } = open();
    const name = within(await form()).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Dunstpfad');
    expect(within(preview()).getAllByText('Dunstpfad').length).toBeGreaterThan(0);
    expect(saveState()).toBe('Ungespeicherte Änderungen');
  });

  it('an empty name is marked at the field, nothing is sent, and the changes stay', async () => {
    const seen = server(stored());
    const { user } = open();
    const name = within(await form()).getByLabelText('Name');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByText('Bitte korrigiere die markierten Felder; deine Änderungen sind noch da.')).toBeTruthy();
    expect(screen.getByText('Bitte ausfüllen.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(seen.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('publishing a discipline without abilities is refused with the reason', async () => {
    const seen = server(stored({ levels: [], lastAbilityId: 0 }));
    const { user } = open();
    await form();
    expect(screen.getByText('Noch keine Stufen.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    expect(screen.getByText('Eine Disziplin braucht mindestens eine Fähigkeit, um veröffentlicht zu werden.')).toBeTruthy();
    expect(seen.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('saving sends the draft and shows the new version', async () => {
    const seen = server(stored());
    const { user } = open();
    await user.type(within(await form()).getByLabelText('Beschreibung'), ' Leise.');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.getByText('von Erzaehlerin · Version 4 · Privat')).toBeTruthy());
    const put = seen.find((request) => request.method === 'PUT');
    expect(put?.path).toBe('/homebrew/disciplines/7');
    expect((put?.body as HomebrewDiscipline).description).toBe('Wandeln im Nebel. Leise.');
    expect(saveState()).toBe('Alles gespeichert');
  });

  it('a save from an outdated copy keeps the draft and offers both versions', async () => {
    server(stored(), () => ({ status: 409, body: { code: 'version_conflict', message: 'conflict', item: stored({ version: 5, name: 'Nebelpfad' }) } }));
    const { user } = open();
    await user.type(within(await form()).getByLabelText('Beschreibung'), '!');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(/Das wurde inzwischen anderswo geändert/)).toBeTruthy();
    expect((within(await form()).getByLabelText('Beschreibung') as HTMLTextAreaElement).value).toBe('Wandeln im Nebel.!');
    await user.click(screen.getByRole('button', { name: 'Gespeicherte Fassung (Version 5) laden' }));
    expect(screen.getByRole('heading', { name: 'Disziplin: Nebelpfad' })).toBeTruthy();
    expect(screen.queryByText(/anderswo geändert/)).toBeNull();
  });

  it('adding a level and an ability; removing a level with abilities asks first', async () => {
    server(stored());
    const { user } = open();
    const editor = await form();
    await user.click(screen.getByRole('button', { name: 'Stufe 3 hinzufügen' }));
    const third = within(editor).getByRole('region', { name: 'Stufe 3' });
    expect(within(third).getByText('Noch keine Fähigkeiten auf dieser Stufe.')).toBeTruthy();
    await user.click(within(third).getByRole('button', { name: 'Fähigkeit auf Stufe 3 hinzufügen' }));
    expect(within(third).getByRole('group', { name: 'Stufe 3, Fähigkeit 1' })).toBeTruthy();
    await user.click(within(within(editor).getByRole('region', { name: 'Stufe 1' })).getByRole('button', { name: 'Stufe 1 entfernen' }));
    const ask = await screen.findByRole('dialog', { name: 'Stufe 1 entfernen' });
    expect(within(ask).getByText('Stufe 1 mit 1 Fähigkeit entfernen? Die Stufen darüber rücken nach.')).toBeTruthy();
  });

  it('an ability cannot require itself: the requirement list offers only the others', async () => {
    server(stored());
    open();
    await form();
    const second = screen.getByRole('group', { name: 'Stufe 2, Fähigkeit 1' });
    const options = within(within(second).getByLabelText('Voraussetzung')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Keine', 'Stufe 1 – Dunstschleier']);
  });

  it('someone else’s discipline is shown read-only, without save or delete', async () => {
    signedInAs('Jemand');
    server(stored());
    open();
    expect(await screen.findByText('Nur Erzaehlerin kann dies bearbeiten.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Speichern' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Löschen' })).toBeNull();
    // The fields sit in a disabled fieldset (happy-dom does not pass that on to `:disabled`).
    expect(within(await form()).getByLabelText('Name').closest('fieldset')?.disabled).toBe(true);
  });

  it('a discipline that is not there says so, and asks a signed-out visitor to sign in', async () => {
    localStorage.clear();
    server(null);
    open();
    expect(await screen.findByRole('heading', { name: 'Disziplin nicht gefunden' })).toBeTruthy();
    expect(screen.getByText(/Du bist nicht angemeldet/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeTruthy();
  });

  it('in English', async () => {
    await inEnglish();
    server(stored());
    open();
    expect(await screen.findByRole('heading', { name: 'Discipline: Nebelschritt' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });
});
