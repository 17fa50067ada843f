import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../../../testing/language.ts';
import { hintOf } from '../../../../testing/fields.ts';
import { mageOf } from '../../../../testing/line-characters.ts';
import { contentOf, renderStep } from '../../../../testing/wizard-step.tsx';

const factions = () => within(screen.getByRole('group', { name: 'Fraktion wählen' })).getAllByRole('button').map((button) => button.textContent);
const names = (alliance: string) => contentOf('m20').factions.filter((faction) => faction.alliance === alliance).map((faction) => faction.name);
const affinity = () => screen.getByLabelText<HTMLSelectElement>('Affinitätssphäre', { exact: false });

describe('the Mage tradition step', () => {
  it('offers the three alliances and the factions of the chosen one', async () => {
    const { user, problems } = renderStep('m20', 'tradition');
    const alliances = within(screen.getByRole('radiogroup', { name: 'Allianz' })).getAllByRole('radio');
    expect(alliances.map((radio) => radio.parentElement?.textContent)).toEqual(['Rat der Neun Traditionen', 'Technokratische Union', 'Disparate Allianz']);
    const chosen = alliances.findIndex((radio) => (radio as HTMLInputElement).checked);
    expect(factions()).toEqual(names(['traditionCouncil', 'technocraticUnion', 'disparateAlliance'][chosen]!));
    expect(problems()).toContain('Wähle eine Fraktion.');
    await user.click(screen.getByRole('radio', { name: 'Technokratische Union' }));
    expect(factions()).toEqual(names('technocraticUnion'));
    expect(factions()).toContain('Iteration X');
  });

  it('a faction’s card offers only its affinity spheres, the first preset; a faction free in its choice asks for one', async () => {
    const { user, problems, unmount } = renderStep('m20', 'tradition', { character: mageOf('Verbena') });
    expect(within(screen.getByRole('group', { name: 'Fraktion wählen' })).getByRole('button', { name: 'Verbena' }).getAttribute('aria-pressed')).toBe('true');
    const card = screen.getByRole('article', { name: 'Verbena' });
    expect(within(card).getByText('Organisation:', { exact: false })).toBeTruthy();
    expect([...affinity().options].filter((option) => !option.disabled).map((option) => option.value)).toEqual(['forces', 'life']);
    expect(affinity().value).toBe('forces');
    expect(problems()).toEqual([]);
    await user.selectOptions(affinity(), 'life');
    expect(affinity().value).toBe('life');
    unmount();
    const hollow = renderStep('m20', 'tradition', { character: mageOf('Hollow Ones') });
    expect(affinity().value).toBe('');
    expect([...affinity().options].filter((option) => !option.disabled)).toHaveLength(9);
    expect(hollow.problems()).toEqual(['Wähle die Affinitätssphäre.']);
  });

  it('the Order of Hermes may take a sphere of its House, with a hint that says so', async () => {
    const { user, draft } = renderStep('m20', 'tradition', { character: mageOf('Orden des Hermes') });
    const options = [...affinity().options].filter((option) => !option.disabled);
    expect(options.length).toBe(9);
    expect(options.filter((option) => option.textContent?.endsWith('– Sphäre des Hauses')).length).toBe(8);
    await user.selectOptions(affinity(), 'time');
    expect(hintOf(affinity())).toBe('Orden des Hermes nennt Kräfte als Affinität; eine andere Sphäre nimmst du, wenn sie zum Haus deines Magus passt.');
    expect(draft().character.affinitySphere).toBe('time');
  });

  it('the faction’s focus can be taken over and then edited as the mage’s own', async () => {
    const { user, draft } = renderStep('m20', 'tradition', { character: mageOf('Verbena') });
    const verbena = contentOf('m20').factions.find((faction) => faction.id === 'verbena')!;
    await user.click(screen.getByRole('button', { name: 'Fokus der Fraktion übernehmen' }));
    const own = screen.getByRole('group', { name: 'Fokus deines Magus' });
    expect(within(own).getAllByRole('textbox').map((field) => (field as HTMLTextAreaElement).value)).toEqual([verbena.paradigm, verbena.practice, verbena.instruments]);
    const instruments = within(own).getAllByRole('textbox')[2]!;
    await user.clear(instruments);
    await user.type(instruments, 'Kräuter und Blut');
    expect(draft().character.focus.instruments).toBe('Kräuter und Blut');
  });

  it('switching the alliance forgets the faction and its affinity', async () => {
    const { user, draft, problems } = renderStep('m20', 'tradition', { character: mageOf('Verbena') });
    await user.selectOptions(affinity(), 'forces');
    await user.click(screen.getByRole('radio', { name: 'Disparate Allianz' }));
    expect(draft().character.organization).toBe('');
    expect(draft().character.affinitySphere).toBeUndefined();
    expect(screen.queryByRole('article')).toBeNull();
    expect(problems()).toContain('Wähle eine Fraktion.');
  });

  it('in English the alliances are English', async () => {
    await inEnglish();
    renderStep('m20', 'tradition');
    expect(screen.getByRole('radio', { name: 'Technocratic Union' })).toBeTruthy();
  });
});
