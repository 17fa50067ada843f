import { act, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import type { StoredCharacter } from '@vitae/core/api';
import type { PlayMessage } from '@vitae/core/play';
import { listLines } from '../../characters/lines/index.ts';
import { characterManager, useCharacters } from '../../../lib/characters/characters.ts';
import { emitLive } from '../../../lib/live-events.ts';
import { requestRealtime } from '../../../lib/realtime.ts';
import type * as Realtime from '../../../lib/realtime.ts';
import { playMessage, sessionId, storyteller } from '../../../testing/play.ts';
import { openCharacter, renderInApp, testContent } from '../../../testing/render.tsx';
import type { RollTraitsOf } from '../lib/roll-traits.ts';
import { RollRequestPrompt } from './roll-request-prompt.tsx';

vi.mock('../../../lib/realtime.ts', async (original) => ({ ...(await original<typeof Realtime>()), requestRealtime: vi.fn() }));
// The sheet is not at a table the test knows: only the live request counts.
vi.mock('../lib/my-tables.ts', () => ({ tableOf: () => Promise.resolve(undefined) }));

const rollTraitsOf: RollTraitsOf = (character) => listLines[character.gameLine].rollTraits(character as never, testContent().forLine(character.gameLine, 'de-DE') as never, i18next.t.bind(i18next));

type Categories = Array<{ attributes: Array<{ key: string; value: number }>; skills: Array<{ key: string; value: number }> }>;
/** A 5th-edition sheet with Geschicklichkeit `dex` and Heimlichkeit 2. */
const withDexterity = (character: StoredCharacter, dex: number) =>
  ({
    ...character,
    categories: (character as unknown as { categories: Categories }).categories.map((category) => ({
      ...category,
      attributes: category.attributes.map((trait) => (trait.key === 'dex' ? { ...trait, value: dex } : trait)),
      skills: category.skills.map((trait) => (trait.key === 'ste' ? { ...trait, value: 2 } : trait)),
    })),
  }) as unknown as StoredCharacter;

/** The prompt as the sheet shows it: with the character as the manager holds it now. */
function Sheet({ id }: { id: string }) {
  const character = useCharacters().entries.find((entry) => entry.character.id === id)?.character;
  return <RollRequestPrompt characterId={id} character={character} rollTraitsOf={rollTraitsOf} />;
}

function ask(characterId: string, request: Partial<Extract<PlayMessage['body'], { kind: 'rollRequest' }>>): PlayMessage {
  const message = playMessage({ kind: 'rollRequest', label: 'Geschicklichkeit + Heimlichkeit', characterId, traits: [], pool: null, special: true, difficulty: 3, secret: false, ...request }, storyteller, { kind: 'player', userId: '00000000-0000-4000-8000-000000000002' });
  act(() => emitLive('play-roll-requested', { sessionId, sessionName: 'Hamburg bei Nacht', message }));
  return message;
}

describe('a roll request on the player’s sheet', () => {
  it('a request by traits fills the pool from the character’s current ratings; one tap rolls it through the server', async () => {
    const roll = vi.mocked(requestRealtime).mockResolvedValue({ ok: true, message: playMessage({ kind: 'text', text: 'ok' }) });
    const ada = openCharacter('v5', (blank) => withDexterity(blank, 3));
    const { user } = renderInApp(<Sheet id={ada.id} />);
    const message = ask(ada.id, { traits: ['attributes:dex', 'skills:ste'] });
    const prompt = await screen.findByTestId('roll-request');
    const pool = within(prompt).getByRole('spinbutton', { name: 'Würfel' });
    expect(pool).toHaveProperty('value', '5');
    expect(within(prompt).getByText('Geschicklichkeit 3 + Heimlichkeit 2')).toBeTruthy();
    // A dot bought while the request waits counts at once.
    act(() => characterManager.applyRemote({ ...withDexterity(ada, 4), revision: ada.revision + 1 }));
    expect(pool).toHaveProperty('value', '6');
    await user.click(within(prompt).getByRole('button', { name: 'Würfeln' }));
    await waitFor(() =>
      expect(roll).toHaveBeenCalledWith('play_roll', { sessionId, characterId: ada.id, label: 'Geschicklichkeit + Heimlichkeit', secret: false, requestId: message.id, roll: { kind: 'check', pool: 6, difficulty: 3, special: 'character' } }),
    );
    await waitFor(() => expect(screen.queryByTestId('roll-request')).toBeNull());
  });

  it('the filled-in pool stays editable; a request by number shows that number', async () => {
    const roll = vi.mocked(requestRealtime).mockResolvedValue({ ok: true, message: playMessage({ kind: 'text', text: 'ok' }) });
    const ada = openCharacter('v5', (blank) => withDexterity(blank, 3));
    const { user } = renderInApp(<Sheet id={ada.id} />);
    ask(ada.id, { traits: [], pool: 7, label: 'Wahrnehmung' });
    const prompt = await screen.findByTestId('roll-request');
    const pool = within(prompt).getByRole('spinbutton', { name: 'Würfel' });
    expect(pool).toHaveProperty('value', '7');
    await user.clear(pool);
    await user.type(pool, '4');
    await user.click(within(prompt).getByRole('button', { name: 'Würfeln' }));
    await waitFor(() => expect(roll).toHaveBeenLastCalledWith('play_roll', expect.objectContaining({ roll: expect.objectContaining({ pool: 4 }) })));
  });
});
