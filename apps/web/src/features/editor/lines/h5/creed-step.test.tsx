import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../../../testing/language.ts';
import { contentOf, renderStep } from '../../../../testing/wizard-step.tsx';

const tiles = (group: string) => within(screen.getByRole('group', { name: group })).getAllByRole('button');
const pressed = (group: string) => within(screen.getByRole('group', { name: group })).queryAllByRole('button', { pressed: true }).map((button) => button.textContent);

describe('the Hunter creed step', () => {
  it('offers the five creeds and the seven drives, none chosen, and asks for both', () => {
    const { problems } = renderStep('h5', 'creed');
    expect(tiles('Credo wählen').map((tile) => tile.textContent)).toEqual(contentOf('h5').creeds.map((creed) => creed.name));
    expect(tiles('Antrieb wählen').map((tile) => tile.textContent)).toEqual(contentOf('h5').drives.map((drive) => drive.name));
    expect(pressed('Credo wählen')).toEqual([]);
    expect(problems()).toEqual(expect.arrayContaining(['Wähle ein Credo.', 'Wähle einen Antrieb.']));
  });

  // Issue #46 item 17: the creed row and the drive row each stand under their own heading.
  it.each([
    ['de-DE', ['Credo', 'Antrieb'], ['Credo wählen', 'Antrieb wählen']],
    ['en-US', ['Creed', 'Drive'], ['Choose a Creed', 'Choose a Drive']],
  ])('in %s the creed row and the drive row have headings (h3), each right before its row', async (language, headings, groups) => {
    if (language === 'en-US') await inEnglish();
    renderStep('h5', 'creed');
    const found = screen.getAllByRole('heading', { level: 3 });
    expect(found.map((heading) => heading.textContent)).toEqual(headings);
    groups.forEach((group, index) => expect(found[index]!.nextElementSibling).toBe(screen.getByRole('group', { name: group })));
  });

  it('a chosen creed’s card sits below the creed heading, one level down', async () => {
    const { user } = renderStep('h5', 'creed');
    await user.click(screen.getByRole('button', { name: 'Gläubig' }));
    expect(within(screen.getByRole('article', { name: 'Credo Gläubig' })).getByRole('heading', { level: 4 }).textContent).toBe('Gläubig');
  });

  it('a creed’s card names its field, suggested edges and common drives, and marks those drives', async () => {
    const { user } = renderStep('h5', 'creed');
    await user.click(screen.getByRole('button', { name: 'Gläubig' }));
    expect(pressed('Credo wählen')).toEqual(['Gläubig']);
    const card = screen.getByRole('article', { name: 'Credo Gläubig' });
    const faithful = contentOf('h5').creeds.find((creed) => creed.id === 'faithful')!;
    expect(within(card).getByText(faithful.desperationDomain)).toBeTruthy();
    // Its suggestions: the Library, and any endowment.
    expect(within(card).getByText('Bibliothek, jede Gabe')).toBeTruthy();
    expect(within(card).getByText('Schwur, Sühne, Rache')).toBeTruthy();
    const common = tiles('Antrieb wählen').filter((tile) => tile.querySelector('.badge')?.textContent === 'typisch').map((tile) => tile.firstChild?.textContent);
    expect(common.sort()).toEqual(['Rache', 'Schwur', 'Sühne']);
  });

  it('a drive’s card says what redeems it; with concept, creed and drive the step is done', async () => {
    const { user, problems, draft } = renderStep('h5', 'creed');
    await user.type(screen.getByLabelText('Konzept'), 'Pfarrerin mit Schrotflinte');
    await user.click(screen.getByRole('button', { name: 'Martialisch' }));
    await user.click(screen.getByRole('button', { name: /^Rache/ }));
    const vengeance = contentOf('h5').drives.find((drive) => drive.id === 'vengeance')!;
    expect(within(screen.getByRole('article', { name: 'Antrieb Rache' })).getByText(vengeance.redemption)).toBeTruthy();
    expect(problems()).toEqual([]);
    expect(draft().character).toMatchObject({ creed: 'martial', drive: 'vengeance', concept: 'Pfarrerin mit Schrotflinte' });
  });

  it('in English the creeds come from the English content', async () => {
    await inEnglish();
    renderStep('h5', 'creed');
    expect(tiles('Choose a Creed').map((tile) => tile.textContent)).toContain('Faithful');
    expect(screen.getByLabelText('Concept')).toBeTruthy();
  });
});
