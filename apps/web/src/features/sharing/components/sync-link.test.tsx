import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setSyncLinks, syncLinks } from '../../../lib/characters/sync-store.ts';
import { answerRequests, openCharacter, renderInApp } from '../../../testing/render.tsx';
import { SyncDialog } from './sync-dialog.tsx';
import { SyncSettings } from './sync-settings.tsx';

/** Each dark module of the code is one `M{x} {y}h1v1h-1z` square of its path. */
const darkModules = (svg: Element) => new Set([...(svg.querySelector('path')?.getAttribute('d') ?? '').matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, x, y]) => `${x},${y}`));

describe('a sync id as a link and a QR code', () => {
  afterEach(() => setSyncLinks(() => ({ outs: {}, ins: {} })));

  it('a sending character offers "Link kopieren" with a link to the settings carrying the escaped id, and its QR code', async () => {
    const character = openCharacter('v5', (blank) => ({ ...blank, name: 'Ada', syncHash: 'AbCd+EfGh/12345678', syncOut: true }));
    const { user } = renderInApp(<SyncDialog characterId={character.id} open onClose={() => undefined} />);
    const outgoing = within(await screen.findByRole('dialog')).getByRole('region', { name: 'Ausgehend' });
    const link = `${window.location.origin}/?tab=settings&syncIn=AbCd%2BEfGh%2F12345678`;
    expect((within(outgoing).getByLabelText('Link zum Verknüpfen') as HTMLInputElement).value).toBe(link);
    await user.click(within(outgoing).getByRole('button', { name: 'Link kopieren' }));
    // user-event stands in for the clipboard.
    expect(await navigator.clipboard.readText()).toBe(link);
    const qr = within(outgoing).getByRole('img', { name: 'QR-Code des Sync-Links' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.getAttribute('style')).toBeNull();
    // A real code: its top-left finder pattern (7 dark modules wide, after the quiet zone of 4) and a square size.
    const dark = darkModules(qr);
    for (let x = 4; x < 11; x += 1) expect(dark.has(`${x},4`)).toBe(true);
    expect(dark.has('3,4')).toBe(false);
    const [, , width, height] = (qr.getAttribute('viewBox') ?? '').split(' ').map(Number);
    expect(width).toBe(height);
    expect((width! - 8 - 17) % 4).toBe(0);
  });

  it('the link opened: the settings fill in the id, the opener picks their character and links it in one tap', async () => {
    answerRequests(() => ({ status: 200, body: {} }));
    openCharacter('v5', (blank) => ({ ...blank, name: 'Lena' }));
    // The character sending under this id is not offered to follow itself.
    openCharacter('v5', (blank) => ({ ...blank, name: 'Quelle', syncHash: 'AbCd+EfGh/12345678', syncOut: true }));
    const follower = openCharacter('v5', (blank) => ({ ...blank, name: 'Kopie von Ada' }));
    const { user } = renderInApp(<SyncSettings />, { at: '/?tab=settings&syncIn=AbCd%2BEfGh%2F12345678', path: '/' });
    const card = await screen.findByRole('region', { name: 'Sync-ID aus einem Link' });
    expect(within(card).getByText('AbCd+EfGh/12345678')).toBeTruthy();
    const offered = within(within(card).getByRole('combobox', { name: 'Charakter' })).getAllByRole('option').map((option) => option.textContent);
    expect(offered).toContain('Kopie von Ada');
    expect(offered).not.toContain('Quelle');
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Charakter' }), follower.id);
    await user.click(within(card).getByRole('button', { name: 'Verknüpfen' }));
    await waitFor(() => expect(syncLinks().ins).toEqual({ 'AbCd+EfGh/12345678': follower.id }));
    expect(await screen.findByText('Verknüpft: Kopie von Ada folgt jetzt der Sync-ID.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Sync-ID aus einem Link' })).toBeNull();
  });

  it('a link without a valid sync id says so and links nothing', async () => {
    renderInApp(<SyncSettings />, { at: '/?tab=settings&syncIn=kurz', path: '/' });
    const card = await screen.findByRole('region', { name: 'Sync-ID aus einem Link' });
    expect(within(card).getByText('Der Link enthält keine gültige Sync-ID.')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Verknüpfen' })).toBeNull();
    expect(syncLinks().ins).toEqual({});
  });
});
