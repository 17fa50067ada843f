import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setSyncLinks, syncLinks } from '../../../lib/characters/sync-store.ts';
import { characterManager } from '../../../lib/characters/characters.ts';
import { answerRequests, openCharacter, renderInApp } from '../../../testing/render.tsx';
import { SyncDialog } from './sync-dialog.tsx';

function openDialog(name = 'Ada') {
  const character = openCharacter('v5', (blank) => ({ ...blank, name }));
  return { character, ...renderInApp(<SyncDialog characterId={character.id} open onClose={() => undefined} />) };
}

describe('the sync dialog', () => {
  // The links live in the browser's store (and its in-memory copy); each test starts with none.
  afterEach(() => setSyncLinks(() => ({ outs: {}, ins: {} })));

  it('is named after the character and offers both directions, outgoing not yet on', async () => {
    openDialog('Ada');
    const dialog = await screen.findByRole('dialog', { name: 'Ada synchronisieren' });
    expect(within(dialog).getByRole('heading', { name: 'Ausgehend' })).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Eingehend' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Ausgehende Synchronisation einschalten' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Stufenwerte jetzt senden' })).toBeNull();
  });

  it('a sync id that cannot be one is refused at the field and nothing is linked', async () => {
    const { user } = openDialog();
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Sync-ID'), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Verknüpfen' }));
    expect(within(dialog).getByText('Das ist keine Sync-ID (8 bis 200 Zeichen aus Buchstaben, Ziffern, + und /).')).toBeTruthy();
    expect(syncLinks().ins).toEqual({});
  });

  it('a character that sends shows its sync id to pass on, and the buttons to send now or stop', async () => {
    const { character } = openDialog();
    setSyncLinks((links) => ({ ...links, outs: { [character.id]: 'AbCdEfGh12345678' } }));
    const dialog = await screen.findByRole('dialog');
    const outgoing = within(dialog).getByRole('region', { name: 'Ausgehend' });
    expect((within(outgoing).getByLabelText('Sync-ID') as HTMLInputElement).value).toBe('AbCdEfGh12345678');
    expect(within(outgoing).getByRole('button', { name: 'Stufenwerte jetzt senden' })).toBeTruthy();
    expect(within(outgoing).getByRole('button', { name: 'Synchronisation beenden' })).toBeTruthy();
    expect(within(outgoing).queryByRole('button', { name: 'Ausgehende Synchronisation einschalten' })).toBeNull();
  });

  it('sync switched on from another device shows as on here, with the same id (it lives on the character)', async () => {
    const character = openCharacter('v5', (blank) => ({ ...blank, name: 'Bea', syncHash: 'OtherDevice12345', syncOut: true }));
    renderInApp(<SyncDialog characterId={character.id} open onClose={() => undefined} />);
    const outgoing = within(await screen.findByRole('dialog')).getByRole('region', { name: 'Ausgehend' });
    expect((within(outgoing).getByLabelText('Sync-ID') as HTMLInputElement).value).toBe('OtherDevice12345');
    expect(within(outgoing).getByRole('button', { name: 'Synchronisation beenden' })).toBeTruthy();
  });

  it('switching on stores the id and the switch on the character, so every device (and the server) follows it', async () => {
    answerRequests(() => ({ status: 204 }));
    const { character, user } = openDialog('Cleo');
    await user.click(await screen.findByRole('button', { name: 'Ausgehende Synchronisation einschalten' }));
    await waitFor(() => expect(characterManager.get(character.id)?.character.syncOut).toBe(true));
    expect(characterManager.get(character.id)?.character.syncHash).toBe(syncLinks().outs[character.id]);
    await user.click(screen.getByRole('button', { name: 'Synchronisation beenden' }));
    await waitFor(() => expect(characterManager.get(character.id)?.character.syncOut).toBe(false));
    // The id stays for "on" again.
    expect(characterManager.get(character.id)?.character.syncHash).toMatch(/.{8,}/);
  });

  it('switched off, the character keeps its id but shows sync as off', async () => {
    const character = openCharacter('v5', (blank) => ({ ...blank, name: 'Bea', syncHash: 'OtherDevice12345', syncOut: false }));
    renderInApp(<SyncDialog characterId={character.id} open onClose={() => undefined} />);
    const outgoing = within(await screen.findByRole('dialog')).getByRole('region', { name: 'Ausgehend' });
    expect(within(outgoing).getByRole('button', { name: 'Ausgehende Synchronisation einschalten' })).toBeTruthy();
  });

  it('a character that follows a sync id says which, and "Verknüpfung lösen" ends it', async () => {
    const { character, user } = openDialog();
    setSyncLinks((links) => ({ ...links, ins: { 'FollowMe12345678': character.id } }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Folgt der Sync-ID FollowMe12345678')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Verknüpfung lösen' }));
    await waitFor(() => expect(syncLinks().ins).toEqual({}));
    expect(within(dialog).getByRole('button', { name: 'Verknüpfen' })).toBeTruthy();
  });
});
