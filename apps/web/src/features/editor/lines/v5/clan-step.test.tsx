import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../../../testing/language.ts';
import { contentOf, renderStep, startedCharacter } from '../../../../testing/wizard-step.tsx';

const clans = () => screen.getByRole('group', { name: 'Clan wählen' });
const clanButton = (name: string) => within(clans()).getByRole('button', { name });

describe('the Vampire clan step', () => {
  it('offers every clan of the content, none chosen yet, and asks for the sire and the clan', () => {
    const { problems } = renderStep('v5', 'clan');
    const names = within(clans()).getAllByRole('button').map((button) => button.textContent);
    // Every clan of the books in use (all of them here), in alphabetical order.
    expect([...names].sort()).toEqual(contentOf('v5').clans.map((clan) => clan.name).sort());
    expect(names).toEqual([...names].sort((a, b) => (a ?? '').localeCompare(b ?? '', 'de')));
    expect(names).toContain('Nosferatu');
    expect(within(clans()).queryAllByRole('button', { pressed: true })).toHaveLength(0);
    expect(problems()).toEqual(expect.arrayContaining(['Wähle einen Clan.', 'Gib den Namen des Erzeugers ein.']));
    // The sire's field says itself what is missing.
    expect(screen.getByLabelText('Name des Erzeugers').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('choosing a clan marks it and shows its card: slogan, bane, compulsion and the three clan disciplines', async () => {
    const { user, draft } = renderStep('v5', 'clan');
    await user.click(clanButton('Brujah'));
    expect(clanButton('Brujah').getAttribute('aria-pressed')).toBe('true');
    expect(within(clans()).getAllByRole('button', { pressed: true })).toHaveLength(1);
    const card = screen.getByRole('article', { name: 'Clan Brujah' });
    const brujah = contentOf('v5').clans.find((clan) => clan.name === 'Brujah')!;
    expect(within(card).getByText(brujah.slogan)).toBeTruthy();
    expect(within(card).getAllByText(brujah.bane).length).toBeGreaterThan(0);
    expect(within(card).getByRole('heading', { name: `Zwang: ${brujah.compulsion.name}` })).toBeTruthy();
    const disciplines = within(card).getAllByRole('listitem').map((item) => item.querySelector('strong')?.textContent);
    const names = brujah.disciplines.map((id) => contentOf('v5').disciplines.find((entry) => entry.id === id)?.name);
    expect(disciplines).toEqual(names);
    expect(draft().character.clan?.id).toBe(brujah.id);
  });

  it('a Caitiff is told that every discipline is open instead of a list', async () => {
    const { user } = renderStep('v5', 'clan');
    await user.click(clanButton('Caitiff'));
    const card = screen.getByRole('article', { name: 'Clan Caitiff' });
    expect(within(card).getByText('Alle Disziplinen – Caitiff wählen frei.')).toBeTruthy();
  });

  it('a clan switch replaces the card and keeps only one clan chosen', async () => {
    const { user, draft } = renderStep('v5', 'clan');
    await user.click(clanButton('Toreador'));
    await user.click(clanButton('Ventrue'));
    expect(screen.queryByRole('article', { name: 'Clan Toreador' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Clan Ventrue' })).toBeTruthy();
    expect(within(clans()).getAllByRole('button', { pressed: true }).map((button) => button.textContent)).toEqual(['Ventrue']);
    expect(draft().character.clan?.id).toBe(contentOf('v5').clans.find((clan) => clan.name === 'Ventrue')?.id);
  });

  it('with a sire and a clan nothing keeps the step; clearing the sire brings the message back', async () => {
    const { user, problems, draft } = renderStep('v5', 'clan');
    await user.type(screen.getByLabelText('Name des Erzeugers'), 'Mithras');
    await user.click(clanButton('Tremere'));
    expect(problems()).toEqual([]);
    expect(draft().character.sire).toBe('Mithras');
    expect(screen.getByLabelText('Name des Erzeugers').getAttribute('aria-invalid')).not.toBe('true');
    await user.clear(screen.getByLabelText('Name des Erzeugers'));
    expect(problems()).toEqual(['Gib den Namen des Erzeugers ein.']);
  });

  it('the "?" beside the bane opens a tip with the bane’s text', async () => {
    const { user } = renderStep('v5', 'clan');
    await user.click(clanButton('Nosferatu'));
    await user.click(screen.getByRole('button', { name: 'Was der Clansfluch bedeutet' }));
    const tip = await screen.findByRole('dialog', { name: 'Clansfluch' });
    expect(within(tip).getByText(/kann niemals Vorzüge aus dem Bereich Aussehen erwerben/)).toBeTruthy();
  });

  it('is keyboard-operable: Tab reaches the clans, Enter chooses one', async () => {
    const { user } = renderStep('v5', 'clan');
    screen.getByLabelText('Name des Erzeugers').focus();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Banu Haqim');
    await user.keyboard('{Enter}');
    expect(document.activeElement?.getAttribute('aria-pressed')).toBe('true');
  });

  it('speaks English when the player does', async () => {
    await inEnglish();
    const { problems } = renderStep('v5', 'clan');
    expect(screen.getByRole('group', { name: 'Choose a clan' })).toBeTruthy();
    expect(screen.getByLabelText("Sire's name")).toBeTruthy();
    expect(problems()).toEqual(expect.arrayContaining(['Choose a clan.', "Enter the sire's name."]));
  });
});

describe('the clans a vampire is offered follow the books in use', () => {
  it('with the core book alone, the Companion’s and the Anarch book’s clans are not offered', () => {
    renderStep('v5', 'clan', { character: startedCharacter('v5', { books: [1] }) });
    const names = within(clans()).getAllByRole('button').map((button) => button.textContent);
    expect(names).toEqual(expect.arrayContaining(['Brujah', 'Nosferatu', 'Ventrue']));
    expect(names).not.toContain('Ravnos');
    expect(names).not.toContain('Die Priesterschaft');
    expect(names).toHaveLength(8);
  });
});
