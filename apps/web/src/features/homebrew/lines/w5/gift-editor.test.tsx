import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { HomebrewGift } from '@vitae/core/w5';
import { kindStore } from '../../../../lib/homebrew/kind-store.ts';
import { storageKeys } from '../../../../lib/storage-keys.ts';
import { answerRequests, renderInApp, type SeenRequest } from '../../../../testing/render.tsx';
import { GiftEditor } from './gift-editor.tsx';

/** The author's gift on the server: a Theurge gift rolling Wits + Wisdom. */
const stored = (change: Partial<HomebrewGift> = {}): HomebrewGift => ({
  schemaVersion: 1,
  id: 12,
  version: 2,
  creator: 'Heulerin',
  public: false,
  inviteCode: null,
  updatedAt: '2026-12-07T12:00:00.000Z',
  name: 'Mondlicht-Pfad',
  renown: 'wisdom',
  groups: [{ kind: 'auspice', groupId: 'theurge', minTotalRenown: 2 }],
  dicePool: 'Geistesschärfe + Weisheit',
  cost: '1 Willenskraft',
  duration: 'Eine Szene',
  summary: 'Der Garou folgt dem Licht des Mondes.',
  ...change,
});

function server(item: HomebrewGift): SeenRequest[] {
  return answerRequests((request) => {
    if (request.method === 'GET' && request.path === '/homebrew/gifts/12') return { status: 200, body: item };
    if (request.method === 'PUT') return { status: 200, body: { ...(request.body as HomebrewGift), version: (request.body as HomebrewGift).version + 1 } };
    if (request.path === '/auth/session') return { status: 401, body: { code: 'unauthorized', message: 'no session' } };
    return { status: 200, body: {} };
  });
}

const open = () => renderInApp(<GiftEditor id={12} />, { at: '/homebrew/edit/gifts/12' });
const form = () => screen.findByRole('form', { name: 'Gabe bearbeiten' });
const preview = () => screen.getByRole('complementary', { name: 'Vorschau' });
const puts = (seen: SeenRequest[]) => seen.filter((request) => request.method === 'PUT');

describe('the Werewolf gift editor (issue #49 item 4)', () => {
  beforeEach(() => localStorage.setItem(storageKeys.account, JSON.stringify({ id: 'account-1', alias: 'Heulerin', email: 'h@example.org' })));

  it('shows the gift with its Renown, group and pool, and the preview as the Lexicon shows gifts', async () => {
    server(stored());
    open();
    expect(await screen.findByRole('heading', { name: 'Gabe: Mondlicht-Pfad' })).toBeTruthy();
    const fields = within(await form());
    expect((fields.getByLabelText('Ansehen') as HTMLSelectElement).value).toBe('wisdom');
    expect((fields.getByLabelText('Vorzeichen') as HTMLSelectElement).value).toBe('theurge');
    expect(fields.getByText('Auf dem Bogen würfelbar: Geistesschärfe + Weisheit')).toBeTruthy();
    expect(within(preview()).getByText('Der Garou folgt dem Licht des Mondes.')).toBeTruthy();
    expect(within(preview()).getByText(/Theurg ab Gesamtansehen 2/)).toBeTruthy();
  });

  it('a copy from the library names its original and author under the title', async () => {
    server(stored({ copiedFrom: { kind: 'gifts', id: 4, name: 'Mondpfad', authorName: 'Silbermond' } }));
    open();
    expect(await screen.findByRole('heading', { name: 'Gabe: Mondlicht-Pfad' })).toBeTruthy();
    expect(screen.getByText('Kopie von „Mondpfad“ (Silbermond)')).toBeTruthy();
  });

  it('the preview and the pool check follow what is typed', async () => {
    server(stored());
    const { user } = open();
    const pool = within(await form()).getByLabelText('Würfelpool');
    await user.clear(pool);
    await user.type(pool, 'Charisma + Ruhm');
    expect(screen.getByText('Auf dem Bogen würfelbar: Charisma + Ruhm')).toBeTruthy();
    expect(within(preview()).getByText('Charisma + Ruhm')).toBeTruthy();
  });

  it('closing the tab with unsaved changes asks first (as the Vampire editors do), a clean editor does not', async () => {
    server(stored());
    const { user } = open();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const pool = within(await form()).getByLabelText('Würfelpool');
    expect(unload()).toBe(false);
    await user.type(pool, ' + Ruhm');
    expect(unload()).toBe(true);
  });

  it('a pool the sheet cannot roll is marked and nothing is sent', async () => {
    const seen = server(stored());
    const { user } = open();
    const pool = within(await form()).getByLabelText('Würfelpool');
    await user.clear(pool);
    await user.type(pool, 'Mondschein + Glück');
    expect(pool.getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByText('Bitte korrigiere die markierten Felder; deine Änderungen sind noch da.')).toBeTruthy();
    expect(puts(seen)).toEqual([]);
  });

  it('publishing a gift no one can learn is refused with the reason', async () => {
    const seen = server(stored({ groups: [] }));
    const { user } = open();
    await form();
    await user.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    expect(screen.getByText('Eine Gabe braucht mindestens eine Gruppe, bevor du sie veröffentlichst.')).toBeTruthy();
    expect(puts(seen)).toEqual([]);
  });

  it('a tribe group, then publishing: the body names the tribe, the new version shows, and the own copy is kept', async () => {
    const seen = server(stored({ groups: [] }));
    const { user } = open();
    const fields = within(await form());
    await user.click(fields.getByRole('button', { name: 'Gruppe hinzufügen' }));
    await user.selectOptions(fields.getByLabelText('Art'), 'tribe');
    await user.selectOptions(fields.getByLabelText('Stamm'), 'black-furies');
    await user.selectOptions(fields.getByLabelText('Nötiges Gesamtansehen'), '4');
    await user.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    await waitFor(() => expect(screen.getByText('von Heulerin · Version 3 · Öffentlich')).toBeTruthy());
    const body = puts(seen)[0]?.body as HomebrewGift;
    expect(body).toMatchObject({ public: true, groups: [{ kind: 'tribe', groupId: 'black-furies', minTotalRenown: 4 }] });
    expect(kindStore().own.gifts?.map((gift) => gift.version)).toEqual([3]);
  });
});
