import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { blankCharacter, type GameLine } from '@vitae/core';
import type { StoredCharacter } from '@vitae/core/api';
import type { MenuItem } from '../../../components/ui/overflow-menu.tsx';
import type { CharacterEntry } from '../../../lib/characters/manager.ts';
import { lightEntry } from '../../../testing/fake-character-server.ts';
import { inEnglish } from '../../../testing/language.ts';
import { renderInApp } from '../../../testing/render.tsx';
import { CharacterRow, type RowActions, type RowExtras } from './character-row.tsx';

function entryOf(line: GameLine, fields: Record<string, unknown>, more: Partial<CharacterEntry> = {}): CharacterEntry {
  const character = { ...blankCharacter(line), id: `card-${line}`, revision: 1, viewers: [], ...fields } as StoredCharacter;
  return { character, loaded: true, avatarUrl: null, justViewing: false, saveState: 'saved', ...more };
}

function actionsSpy(Extras?: RowExtras): RowActions {
  return { rename: vi.fn(), clone: vi.fn(), exportFile: vi.fn(), remove: vi.fn(), keepCopy: vi.fn(), ...(Extras ? { Extras } : {}) };
}

function showCard(entry: CharacterEntry, actions = actionsSpy()) {
  const rendered = renderInApp(
    <ul>
      <CharacterRow entry={entry} actions={actions} />
    </ul>,
  );
  return { ...rendered, actions, card: screen.getByTestId(`character-${entry.character.name}`) };
}

describe('a character card on the shelf', () => {
  it.each([
    ['v5', { name: 'Mara Voss', sex: 'f', concept: 'Ärztin', clan: { name: 'Tremere' }, generation: 4, generationEra: 'elder' }, 'Vampire', ['Clan: Tremere', 'Generation: 4 (Methusalem/Vorsintflutlicher)'], ['weiblich', 'Ärztin']],
    ['w5', { name: 'Kaja', tribeName: 'Stille Wanderer', auspiceName: 'Ragabash' }, 'Werwolf', ['Stille Wanderer', 'Ragabash'], ['divers']],
    ['m20', { name: 'Ilka', organization: 'verbena', arete: 2, chronicle: 'Leipzig' }, 'Magus', ['Verbena', 'Arete 2'], ['divers', 'Leipzig']],
    ['h5', { name: 'Jo', creed: 'faithful', drive: 'vengeance', exp: 4 }, 'Jäger', ['Credo: Gläubig', 'Antrieb: Rache'], ['divers', 'EXP: 4']],
  ] as const)('%s: the line badge, the line’s facts on one line and the general ones on the next, each fact whole', (line, fields, badge, lineFacts, general) => {
    const { card } = showCard(entryOf(line, fields));
    expect(within(card).getByRole('link', { name: fields.name }).getAttribute('href')).toBe(`/viewer/card-${line}/profile`);
    expect(card.querySelector('.line-badge')?.textContent).toBe(badge);
    expect(card.querySelector('.line-badge svg.line-emblem')).not.toBeNull();
    const [own, rest] = [...card.querySelectorAll('.character-row__fact-line')];
    const facts = (group: Element | undefined) => [...(group?.querySelectorAll('.character-row__fact') ?? [])].map((fact) => fact.getAttribute('title'));
    expect(facts(own)).toEqual(lineFacts);
    expect(facts(rest)).toEqual(general);
    // The separator travels with the fact before it, and the text reads as it always did.
    expect(own?.textContent).toBe(lineFacts.join(' • '));
    // The card wears its line's colour; the list around it does not.
    expect(card.style.getPropertyValue('--line-color')).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('a werewolf’s tribe and auspice read in the UI language, from the ids it keeps (#47 item 3)', async () => {
    await inEnglish();
    // Made in German: the copied names are German, the ids are the content's.
    const { card } = showCard(entryOf('w5', { name: 'Kaja', tribe: 'silent-striders', tribeName: 'Stille Wanderer', auspice: 'theurge', auspiceName: 'Theurg' }));
    const facts = [...card.querySelectorAll('.character-row__fact-line')][0]?.textContent;
    expect(facts).toBe('Silent Striders • Theurge');
  });

  // The list shows light entries (only the line's list facts, core's `listFieldsOf`) until a character is opened: a
  // row that needs an id the light entry lacks falls back to the names copied in the language the character was made in.
  it.each([
    ['v5', { name: 'Mia', clan: { id: 6, name: 'Malkavianer' } }, 'Clan: Malkavians'],
    ['w5', { name: 'Kaja', tribe: 'silent-striders', tribeName: 'Stille Wanderer', auspice: 'theurge', auspiceName: 'Theurg' }, 'Silent Striders • Theurge'],
    ['m20', { name: 'Ilka', organization: 'verbena', arete: 2 }, 'Verbena • Arete 2'],
    ['h5', { name: 'Jo', creed: 'faithful', drive: 'vengeance' }, 'Creed: Faithful • Drive: Vengeance'],
  ] as const)('%s: a light list entry reads the same facts in English as the whole character', async (line, fields, expected) => {
    await inEnglish();
    const whole = entryOf(line, fields);
    const light: CharacterEntry = { ...whole, character: lightEntry(whole.character) as unknown as StoredCharacter, loaded: false };
    const factsOf = (entry: CharacterEntry) => {
      const { card, unmount } = showCard(entry);
      const text = card.querySelector('.character-row__fact-line')?.textContent;
      unmount();
      return text;
    };
    expect(factsOf(whole)).toBe(expected);
    expect(factsOf(light)).toBe(expected);
  });

  it('a vampire’s clan reads in the UI language by its id; the copied name stays for a clan the content lacks', async () => {
    await inEnglish();
    const { card } = showCard(entryOf('v5', { name: 'Mia', clan: { id: 6, name: 'Malkavianer' } } as never));
    expect([...card.querySelectorAll('.character-row__fact-line')][0]?.textContent).toContain('Malkavians');
    const { card: other } = showCard(entryOf('v5', { name: 'Tom', clan: { id: 9999, name: 'Eigener Clan' } } as never));
    expect([...other.querySelectorAll('.character-row__fact-line')][0]?.textContent).toContain('Eigener Clan');
  });

  it('has one "⋯" menu instead of a row of buttons, with every action in order, delete last', async () => {
    const { card, user } = showCard(entryOf('v5', { name: 'Mara Voss' }));
    expect(within(card).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Mara Voss verschieben', 'Aktionen für Mara Voss']);
    const menuButton = within(card).getByRole('button', { name: 'Aktionen für Mara Voss' });
    expect(menuButton.getAttribute('aria-haspopup')).toBe('menu');
    await user.click(menuButton);
    const menu = screen.getByRole('menu', { name: 'Aktionen für Mara Voss' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Umbenennen', 'Klonen', 'Exportieren', 'Löschen']);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
  });

  it('each item does its action and closes the menu', async () => {
    const entry = entryOf('v5', { name: 'Mara Voss' });
    const { card, user, actions } = showCard(entry);
    const menuButton = within(card).getByRole('button', { name: 'Aktionen für Mara Voss' });

    await user.click(menuButton);
    await user.click(screen.getByRole('menuitem', { name: 'Klonen' }));
    expect(actions.clone).toHaveBeenCalledWith(entry.character);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(menuButton);

    await user.click(menuButton);
    await user.click(screen.getByRole('menuitem', { name: 'Exportieren' }));
    expect(actions.exportFile).toHaveBeenCalledWith(entry.character);

    await user.click(menuButton);
    await user.click(screen.getByRole('menuitem', { name: 'Löschen' }));
    expect(actions.remove).toHaveBeenCalledWith(entry);

    await user.click(menuButton);
    await user.click(screen.getByRole('menuitem', { name: 'Umbenennen' }));
    const field = screen.getByLabelText('Neuer Name');
    expect(document.activeElement).toBe(field);
    await user.clear(field);
    await user.type(field, 'Mara Nacht{Enter}');
    expect(actions.rename).toHaveBeenCalledWith(entry.character.id, 'Mara Nacht');
  });

  it('other features add their items (sharing, sync) before export and delete', async () => {
    const opened: string[] = [];
    const Extras: RowExtras = ({ children }) => children([{ key: 'share', label: 'Teilen', onSelect: () => opened.push('share') } satisfies MenuItem]);
    const { card, user } = showCard(entryOf('w5', { name: 'Kaja' }), actionsSpy(Extras));
    await user.click(within(card).getByRole('button', { name: 'Aktionen für Kaja' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Umbenennen', 'Klonen', 'Teilen', 'Exportieren', 'Löschen']);
    await user.click(screen.getByRole('menuitem', { name: 'Teilen' }));
    expect(opened).toEqual(['share']);
  });

  it('a character shared with me: no handle, no rename or clone, "Entfernen" instead of delete', async () => {
    const entry = entryOf('m20', { name: 'Gast' }, { justViewing: true });
    const { card, user, actions } = showCard(entry);
    expect(within(card).queryByRole('button', { name: 'Gast verschieben' })).toBeNull();
    expect(within(card).getByText('Nur ansehen')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Aktionen für Gast' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Exportieren', 'Entfernen']);
    await user.click(screen.getByRole('menuitem', { name: 'Entfernen' }));
    expect(actions.remove).toHaveBeenCalledWith(entry);
  });

  it('a character deleted elsewhere keeps its "Kopie behalten" button on the card', async () => {
    const { card, user, actions } = showCard(entryOf('h5', { name: 'Weg' }, { gone: 'deleted', saveState: 'unsaved' }));
    await user.click(within(card).getByRole('button', { name: 'Kopie behalten' }));
    expect(actions.keepCopy).toHaveBeenCalledWith('card-h5');
  });

  it('without a picture the crest shows the initials', () => {
    const { card } = showCard(entryOf('v5', { name: 'Mara „die Nacht“ Voss' }));
    expect(card.querySelector('.character-row__crest')?.textContent).toBe('MD');
  });
});
