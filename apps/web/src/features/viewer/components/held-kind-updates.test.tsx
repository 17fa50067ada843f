import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StoredCharacter } from '@vitae/core/api';
import { characterManager } from '../../../lib/characters/characters.ts';
import { setInstalledKinds } from '../../../lib/homebrew/kind-store.ts';
import '../../../lib/homebrew/content.tsx';
import { answerRequests, openCharacter, renderSheet } from '../../../testing/render.tsx';
import { HeldKindUpdates } from './held-kind-updates.tsx';
import { InfoDialog } from './info-dialog.tsx';
import { useUndoLast } from './viewer-top-bar.tsx';

const stored = { schemaVersion: 1, creator: 'heulerin', public: true, inviteCode: null, updatedAt: '' } as const;
const gift = (version: number, fields: object = {}) => ({ ...stored, id: 5, version, name: 'Mondlicht-Pfad', renown: 'wisdom', groups: [{ kind: 'native', groupId: null, minTotalRenown: 1 }], dicePool: 'Geistesschärfe + Weisheit', cost: null, duration: null, summary: '', ...fields });
const heldGift = (version: number, fields: object = {}) => ({ kind: 'gifts', id: 5, version, data: gift(version, fields) });
const withGift = (version: number) => (character: StoredCharacter) => ({ ...character, gifts: [{ id: 3026, name: 'Mondlicht-Pfad' }], homebrewItems: [heldGift(version, { cost: 'Ein Wutwürfel' })] }) as StoredCharacter;
const current = (id: string) => characterManager.getSnapshot().entries.find((entry) => entry.character.id === id)?.character;

/** The sheet menu's undo of the newest history entry, as a button. */
function UndoLast() {
  const undo = useUndoLast();
  return undo ? (
    <button type="button" onClick={undo.undo}>
      {undo.label}
    </button>
  ) : null;
}

describe('"Aktualisierung verfügbar" for a character’s homebrew gift (issue #49 items 1 and 4)', () => {
  it('shows the newer installed version with what changed and takes it over in one click', async () => {
    answerRequests(() => ({ status: 200, body: {} }));
    setInstalledKinds({ gifts: [gift(3, { cost: 'Zwei Wutwürfel', summary: 'Leuchtet' })] });
    const character = openCharacter('w5', withGift(1));
    const { user } = renderSheet(<HeldKindUpdates />, character);
    expect(await screen.findByText(/Gabe „Mondlicht-Pfad“: Version 1 → 3/)).toBeTruthy();
    expect(screen.getByText('Kosten geändert')).toBeTruthy();
    expect(screen.getByText('Wirkung geändert')).toBeTruthy();
    expect(screen.queryByText('Name geändert')).toBeNull();
    await user.click(screen.getByRole('button', { name: '„Mondlicht-Pfad“ aktualisieren' }));
    await waitFor(() => expect(current(character.id)?.homebrewItems?.[0]).toMatchObject({ kind: 'gifts', id: 5, version: 3, data: { cost: 'Zwei Wutwürfel' } }));
    expect(screen.getByRole('status').textContent).toBe('„Mondlicht-Pfad“ ist aktualisiert.');
    expect(screen.queryByRole('button', { name: '„Mondlicht-Pfad“ aktualisieren' })).toBeNull();
  });

  it('says nothing when the character holds the newest version, or to someone who only views it', () => {
    setInstalledKinds({ gifts: [gift(2)] });
    const same = openCharacter('w5', (character) => withGift(2)(character));
    const { unmount } = renderSheet(<HeldKindUpdates />, same);
    expect(screen.queryByText('Aktualisierung verfügbar')).toBeNull();
    unmount();
    const viewed = openCharacter('w5', (character) => ({ ...withGift(1)(character), justViewing: true }) as StoredCharacter);
    renderSheet(<HeldKindUpdates />, viewed);
    expect(screen.queryByText('Aktualisierung verfügbar')).toBeNull();
  });

  it('a character that learns an installed gift keeps its version when the gift is uninstalled', () => {
    answerRequests(() => ({ status: 200, body: {} }));
    setInstalledKinds({ gifts: [gift(2)] });
    const character = openCharacter('w5');
    characterManager.update(character.id, (before) => ({ ...before, gifts: [{ id: 3026, name: 'Mondlicht-Pfad' }] }) as StoredCharacter);
    expect(current(character.id)?.homebrewItems).toMatchObject([{ kind: 'gifts', id: 5, version: 2 }]);
    setInstalledKinds({ gifts: [] });
    characterManager.update(character.id, (before) => ({ ...before, name: 'Neu' }));
    expect(current(character.id)?.homebrewItems).toMatchObject([{ kind: 'gifts', id: 5, version: 2 }]);
  });

  it('the update is a step of the history ("Gabe „…“ aktualisiert: Version 1 → 3") that undo takes back to the old copy', async () => {
    answerRequests(() => ({ status: 200, body: {} }));
    setInstalledKinds({ gifts: [gift(3, { cost: 'Zwei Wutwürfel' })] });
    const character = openCharacter('w5', withGift(1));
    const before = current(character.id)?.homebrewItems;
    const { user } = renderSheet(
      <>
        <HeldKindUpdates />
        <UndoLast />
        <InfoDialog open onClose={() => undefined} />
      </>,
      character,
    );
    // Generous waits: the sheet's first render can be slow on a busy machine.
    await user.click(await screen.findByRole('button', { name: '„Mondlicht-Pfad“ aktualisieren' }, { timeout: 5000 }));
    // The history line in the character info, after its date.
    expect((await screen.findByText(/ – Gabe „Mondlicht-Pfad“ aktualisiert: Version 1 → 3$/, {}, { timeout: 5000 })).tagName).toBe('LI');
    expect(current(character.id)?.xpHistory).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Letzten Schritt rückgängig: Gabe „Mondlicht-Pfad“' }));
    await waitFor(() => expect(current(character.id)?.homebrewItems).toEqual(before));
    expect(current(character.id)?.xpHistory).toEqual([]);
    expect(screen.queryByText(/ – Gabe „Mondlicht-Pfad“ aktualisiert/)).toBeNull();
    // The older copy is back, so the notice offers the update again.
    expect(await screen.findByRole('button', { name: '„Mondlicht-Pfad“ aktualisieren' }, { timeout: 5000 })).toBeTruthy();
  });
});
