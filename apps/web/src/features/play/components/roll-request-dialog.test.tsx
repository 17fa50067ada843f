import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { GameLine } from '@vitae/core';
import type { StoredCharacter } from '@vitae/core/api';
import { listLines } from '../../characters/lines/index.ts';
import { mara, playSession, sessionId } from '../../../testing/play.ts';
import { answerRequests, openCharacter, renderInApp, testContent } from '../../../testing/render.tsx';
import type { RollTraitsOf } from '../lib/roll-traits.ts';
import { TableView, type TrackersOf } from './table-view.tsx';

const trackersOf: TrackersOf = () => [];
// What the app shell hands in (app/roll-traits.ts): the line's registry with its content, in German.
const rollTraitsOf: RollTraitsOf = (character) => listLines[character.gameLine].rollTraits(character as never, testContent().forLine(character.gameLine, 'de-DE') as never, i18next.t.bind(i18next));

/** The table with Mara's character of `line` (loaded, as sharing brings it), changed by `change`. */
function table(line: GameLine, change: (character: StoredCharacter) => StoredCharacter) {
  const character = openCharacter(line, (blank) => change({ ...blank, name: 'Ada' }));
  const session = playSession({ characters: [{ characterId: character.id, ownerId: mara.id, ownerAlias: mara.alias, name: 'Ada', gameLine: line }] });
  const seen = answerRequests(() => ({ status: 201, body: { message: {} } }));
  return { character, seen, ...renderInApp(<TableView session={session} trackersOf={trackersOf} rollTraitsOf={rollTraitsOf} />) };
}

type Categories = Array<{ attributes: Array<{ key: string; value: number }>; skills: Array<{ key: string; value: number }> }>;
/** Geschicklichkeit 3, Heimlichkeit 2 on a 5th-edition sheet. */
const nimble = (character: StoredCharacter) =>
  ({
    ...character,
    categories: (character as unknown as { categories: Categories }).categories.map((category) => ({
      ...category,
      attributes: category.attributes.map((trait) => (trait.key === 'dex' ? { ...trait, value: 3 } : trait)),
      skills: category.skills.map((trait) => (trait.key === 'ste' ? { ...trait, value: 2 } : trait)),
    })),
  }) as unknown as StoredCharacter;

const optionTexts = (select: HTMLElement, group: string) => within(select.querySelector(`optgroup[label="${group}"]`) as HTMLElement).getAllByRole('option').map((option) => option.textContent);

describe('a roll request by trait', () => {
  it('a vampire: attribute and skill picked from grouped lists with current ratings; the label fills itself; the request carries the trait ids', async () => {
    const { character, seen, user } = table('v5', nimble);
    await user.click(screen.getByRole('button', { name: 'Wurf von Ada anfordern' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wurf von Ada anfordern' });
    const attribute = within(dialog).getByRole('combobox', { name: 'Attribut' });
    const skill = within(dialog).getByRole('combobox', { name: 'Fertigkeit' });
    expect(optionTexts(attribute, 'Körperlich')).toEqual(['Körperkraft (0)', 'Geschicklichkeit (3)', 'Widerstandsfähigkeit (0)']);
    expect(optionTexts(skill, 'Körperlich')).toContain('Heimlichkeit (2)');
    expect(attribute.querySelectorAll('optgroup')).toHaveLength(3);
    await user.selectOptions(attribute, 'attributes:dex');
    await user.selectOptions(skill, 'skills:ste');
    expect(within(dialog).getByRole('textbox', { name: 'Was wird gewürfelt?' })).toHaveProperty('value', 'Geschicklichkeit + Heimlichkeit');
    // The number of dice is the other way: with traits picked it comes from the player's sheet.
    expect(within(dialog).getByRole('spinbutton', { name: 'oder Würfelzahl' })).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Schwierigkeit' }), '3');
    await user.click(within(dialog).getByRole('checkbox', { name: /Geheim/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Anfordern' }));
    await waitFor(() =>
      expect(seen).toEqual([
        expect.objectContaining({
          method: 'POST',
          path: `/play/sessions/${sessionId}/roll-requests`,
          body: { userId: mara.id, characterId: character.id, label: 'Geschicklichkeit + Heimlichkeit', traits: ['attributes:dex', 'skills:ste'], pool: null, difficulty: 3, special: true, secret: true },
        }),
      ]),
    );
  });

  it('a mage: attribute and ability (talents, skills, knowledges) in the mage’s ids', async () => {
    const { character, seen, user } = table('m20', (mage) => {
      const m20 = mage as unknown as { attributes: Record<string, number>; abilities: Record<string, Record<string, number>> };
      return { ...mage, attributes: { ...m20.attributes, perception: 4 }, abilities: { ...m20.abilities, talents: { ...m20.abilities.talents, alertness: 2 } } } as unknown as StoredCharacter;
    });
    await user.click(screen.getByRole('button', { name: 'Wurf von Ada anfordern' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wurf von Ada anfordern' });
    const ability = within(dialog).getByRole('combobox', { name: 'Fähigkeit' });
    expect([...ability.querySelectorAll('optgroup')].map((group) => group.label)).toEqual(['Talente', 'Fertigkeiten', 'Kenntnisse']);
    expect(optionTexts(ability, 'Talente')).toContain('Aufmerksamkeit (2)');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Attribut' }), 'attributes:perception');
    await user.selectOptions(ability, 'abilities:alertness');
    await user.click(within(dialog).getByRole('button', { name: 'Anfordern' }));
    await waitFor(() => expect(seen.map((request) => request.body)).toEqual([expect.objectContaining({ characterId: character.id, label: 'Wahrnehmung + Aufmerksamkeit', traits: ['attributes:perception', 'abilities:alertness'], pool: null })]));
  });

  it('a label the storyteller wrote stays when a trait changes; no traits: the number of dice as before', async () => {
    const { seen, user } = table('v5', nimble);
    await user.click(screen.getByRole('button', { name: 'Wurf von Ada anfordern' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wurf von Ada anfordern' });
    const label = within(dialog).getByRole('textbox', { name: 'Was wird gewürfelt?' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Attribut' }), 'attributes:dex');
    expect(label).toHaveProperty('value', 'Geschicklichkeit');
    await user.clear(label);
    await user.type(label, 'Ausweichen');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Fertigkeit' }), 'skills:ath');
    expect(label).toHaveProperty('value', 'Ausweichen');
    // Both picks taken back: the dice count is open again and goes as a number.
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Attribut' }), '');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Fertigkeit' }), '');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'oder Würfelzahl' }), '6');
    await user.click(within(dialog).getByRole('button', { name: 'Anfordern' }));
    await waitFor(() => expect(seen.map((request) => request.body)).toEqual([expect.objectContaining({ label: 'Ausweichen', traits: [], pool: 6 })]));
  });
});
