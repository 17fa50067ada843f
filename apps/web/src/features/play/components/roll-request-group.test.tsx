import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { GameLine } from '@vitae/core';
import { listLines } from '../../characters/lines/index.ts';
import { jonas, mara, playSession, sessionId, storyteller } from '../../../testing/play.ts';
import { answerRequests, openCharacter, renderInApp, testContent } from '../../../testing/render.tsx';
import type { RollTraitsOf } from '../lib/roll-traits.ts';
import { TableView } from './table-view.tsx';

const rollTraitsOf: RollTraitsOf = (character) => listLines[character.gameLine].rollTraits(character as never, testContent().forLine(character.gameLine, 'de-DE') as never, i18next.t.bind(i18next));

/** Mara's Ada and Jonas's Kaja (vampires), Jonas's werewolf Rune and the storyteller's own Bert. */
function table() {
  const at = (line: GameLine, name: string) => openCharacter(line, (blank) => ({ ...blank, name }));
  const [ada, kaja, rune, bert] = [at('v5', 'Ada'), at('v5', 'Kaja'), at('w5', 'Rune'), at('v5', 'Bert')];
  const bring = (character: typeof ada, owner: { id: string; alias: string }) => ({ characterId: character.id, ownerId: owner.id, ownerAlias: owner.alias, name: character.name, gameLine: character.gameLine });
  const session = playSession({ characters: [bring(ada, mara), bring(kaja, jonas), bring(rune, jonas), bring(bert, storyteller)] });
  const seen = answerRequests(() => ({ status: 201, body: { message: {}, messages: [] } }));
  return { ada, kaja, rune, seen, ...renderInApp(<TableView session={session} trackersOf={() => []} rollTraitsOf={rollTraitsOf} />) };
}

describe('a roll request to several players', () => {
  it('the dialog offers the other players’ characters; picked ones go as targets of one request', async () => {
    const { ada, kaja, rune, seen, user } = table();
    await user.click(screen.getByRole('button', { name: 'Wurf von Ada anfordern' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wurf von Ada anfordern' });
    const also = within(dialog).getByRole('group', { name: 'Auch anfragen bei' });
    // Not Ada herself, not the storyteller's own character.
    expect(within(also).getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual(['Kaja', 'Rune']);
    await user.click(within(also).getByRole('checkbox', { name: 'Kaja' }));
    await user.click(within(also).getByRole('checkbox', { name: 'Rune' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Was wird gewürfelt?' }), 'Wahrnehmung');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'oder Würfelzahl' }), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Anfordern' }));
    await waitFor(() =>
      expect(seen).toEqual([
        expect.objectContaining({
          method: 'POST',
          path: `/play/sessions/${sessionId}/roll-requests`,
          body: {
            targets: [
              { userId: mara.id, characterId: ada.id },
              { userId: jonas.id, characterId: kaja.id },
              { userId: jonas.id, characterId: rune.id },
            ],
            label: 'Wahrnehmung',
            traits: [],
            pool: 4,
            difficulty: null,
            special: true,
            secret: false,
          },
        }),
      ]),
    );
  });

  it('with traits picked, a character of another line cannot be asked too', async () => {
    const { ada, kaja, seen, user } = table();
    await user.click(screen.getByRole('button', { name: 'Wurf von Ada anfordern' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wurf von Ada anfordern' });
    const also = within(dialog).getByRole('group', { name: 'Auch anfragen bei' });
    await user.click(within(also).getByRole('checkbox', { name: 'Rune' }));
    await user.click(within(also).getByRole('checkbox', { name: 'Kaja' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Attribut' }), 'attributes:dex');
    expect(within(also).getByRole('checkbox', { name: 'Rune' })).toHaveProperty('disabled', true);
    expect(within(also).getByRole('checkbox', { name: 'Rune' })).toHaveProperty('checked', false);
    expect(within(also).getByText('Mit gewählten Eigenschaften nur Charaktere derselben Spielreihe.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Anfordern' }));
    await waitFor(() =>
      expect(seen.map((request) => request.body)).toEqual([
        expect.objectContaining({
          targets: [
            { userId: mara.id, characterId: ada.id },
            { userId: jonas.id, characterId: kaja.id },
          ],
          traits: ['attributes:dex'],
        }),
      ]),
    );
  });

  it('no one else picked: the request goes to the one player as before', async () => {
    const { ada, seen, user } = table();
    await user.click(screen.getByRole('button', { name: 'Wurf von Ada anfordern' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wurf von Ada anfordern' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Was wird gewürfelt?' }), 'Wahrnehmung');
    await user.click(within(dialog).getByRole('button', { name: 'Anfordern' }));
    await waitFor(() => expect(seen.map((request) => request.body)).toEqual([expect.objectContaining({ userId: mara.id, characterId: ada.id })]));
    expect((seen[0]!.body as Record<string, unknown>).targets).toBeUndefined();
  });
});
