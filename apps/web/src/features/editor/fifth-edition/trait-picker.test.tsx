import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { vampireOfClan } from '../../../testing/line-characters.ts';
import { renderStep } from '../../../testing/wizard-step.tsx';

type Rendered = ReturnType<typeof renderStep>;

async function openPicker(user: Rendered['user'], side: 'Vorzug oder Hintergrund hinzufügen' | 'Schwäche hinzufügen') {
  await user.click(screen.getByRole('button', { name: side }));
  return screen.findByRole('dialog', { name: side });
}
const packs = (dialog: HTMLElement) => [...within(dialog).getByLabelText<HTMLSelectElement>('Gruppe').options].map((option) => option.textContent);

describe('the trait picker of the 5th-edition wizards', () => {
  it('a Nosferatu is not offered the Looks merits, a Brujah is', async () => {
    const nosferatu = renderStep('v5', 'traits', { character: vampireOfClan('Nosferatu') });
    expect(packs(await openPicker(nosferatu.user, 'Vorzug oder Hintergrund hinzufügen'))).not.toContain('Aussehen');
    nosferatu.unmount();
    const brujah = renderStep('v5', 'traits', { character: vampireOfClan('Brujah') });
    expect(packs(await openPicker(brujah.user, 'Vorzug oder Hintergrund hinzufügen'))).toContain('Aussehen');
  });

  it('before a group is chosen it says so, and "Hinzufügen" stays locked until a trait is picked', async () => {
    const { user } = renderStep('v5', 'traits', { character: vampireOfClan('Brujah') });
    const dialog = await openPicker(user, 'Vorzug oder Hintergrund hinzufügen');
    expect(within(dialog).getByText('Wähle zuerst links eine Gruppe.')).toBeTruthy();
    const add = within(dialog).getByRole('button', { name: 'Hinzufügen' });
    expect(add).toHaveProperty('disabled', true);
    await user.selectOptions(within(dialog).getByLabelText('Gruppe'), 'Ressourcen');
    expect(within(dialog).queryByText('Wähle zuerst links eine Gruppe.')).toBeNull();
    expect(add).toHaveProperty('disabled', true);
    await user.click(within(dialog).getAllByRole('radio')[0]!);
    expect(add).toHaveProperty('disabled', false);
  });

  it('traits above the points left are shown but cannot be taken, with the reason', async () => {
    const { user } = renderStep('v5', 'traits', { character: vampireOfClan('Brujah') });
    const first = await openPicker(user, 'Vorzug oder Hintergrund hinzufügen');
    await user.selectOptions(within(first).getByLabelText('Gruppe'), 'Ressourcen');
    await user.click(within(first).getByLabelText(/Stufe 5/));
    await user.click(within(first).getByRole('button', { name: 'Hinzufügen' }));
    expect(screen.getByRole('status').textContent).toContain('5 von 7 Punkten');
    const second = await openPicker(user, 'Vorzug oder Hintergrund hinzufügen');
    await user.selectOptions(within(second).getByLabelText('Gruppe'), 'Herde');
    const radios = within(second).getAllByRole('radio') as HTMLInputElement[];
    const expensive = radios.filter((radio) => radio.disabled);
    expect(expensive.length).toBeGreaterThan(0);
    expect(expensive.every((radio) => radio.parentElement?.textContent?.includes('zu teuer'))).toBe(true);
    expect(radios.filter((radio) => !radio.disabled).every((radio) => /Stufe [12]$/.test(radio.parentElement?.textContent ?? ''))).toBe(true);
  });

  it('a background with its own kind of speciality asks for it by name', async () => {
    const { user } = renderStep('v5', 'traits', { character: vampireOfClan('Brujah') });
    const dialog = await openPicker(user, 'Vorzug oder Hintergrund hinzufügen');
    expect(within(dialog).getByLabelText('Spezialisierung (optional)')).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText('Gruppe'), 'Zuflucht');
    expect(within(dialog).getByLabelText('Was für eine Zuflucht? (optional)')).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText('Gruppe'), 'Alias');
    expect(within(dialog).getByLabelText('Name der Tarnidentität (optional)')).toBeTruthy();
  });

  it('a trait that needs another first says which, and the speciality typed is kept with the trait', async () => {
    const { user } = renderStep('v5', 'traits', { character: vampireOfClan('Brujah') });
    const dialog = await openPicker(user, 'Vorzug oder Hintergrund hinzufügen');
    await user.selectOptions(within(dialog).getByLabelText('Gruppe'), 'Zuflucht');
    const library = within(dialog).getByLabelText<HTMLInputElement>(/Bibliothek – Stufe 1/);
    expect(library.disabled).toBe(true);
    // The reason follows the name (no colon running into it).
    expect(library.parentElement?.textContent?.trim()).toBe('Bibliothek – Stufe 1 (braucht zuerst eines von: Zufluchtsgröße 1, Zufluchtsgröße 2, Zufluchtsgröße 3)');
    await user.click(within(dialog).getByLabelText(/^Zufluchtsgröße 1 – Stufe 1/));
    await user.type(within(dialog).getByLabelText('Was für eine Zuflucht? (optional)'), 'Loft über der Druckerei');
    await user.click(within(dialog).getByRole('button', { name: 'Hinzufügen' }));
    expect(within(screen.getByRole('region', { name: 'Vorzüge, Hintergründe und Schwächen' })).getByText(/Zuflucht: Zufluchtsgröße 1 \(Loft über der Druckerei\) – Stufe 1/)).toBeTruthy();
  });

  it('an entry of the player’s own needs a name, and is marked for the storyteller once added', async () => {
    const { user } = renderStep('v5', 'traits', { character: vampireOfClan('Brujah') });
    const dialog = await openPicker(user, 'Schwäche hinzufügen');
    await user.selectOptions(within(dialog).getByLabelText('Gruppe'), 'Eigenen Eintrag schreiben');
    expect(within(dialog).getByText('Eigene Einträge muss die Spielleitung genehmigen; sie werden so markiert.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Hinzufügen' }));
    expect(within(dialog).getByText('Gib dem eigenen Eintrag einen Namen.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Name'), 'Albträume');
    await user.clear(within(dialog).getByLabelText('Stufe'));
    await user.type(within(dialog).getByLabelText('Stufe'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Hinzufügen' }));
    const owned = screen.getByRole('region', { name: 'Vorzüge, Hintergründe und Schwächen' });
    const row = within(owned).getByText(/Schwäche – Eigene: Albträume – Stufe 2/);
    expect(within(row).getByText('Spielleitung fragen')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Schwächen: 2 von mindestens 2 Punkten');
  });

  it('"Abbrechen" closes the picker without adding anything', async () => {
    const { user, draft } = renderStep('v5', 'traits', { character: vampireOfClan('Brujah') });
    const before = draft().character;
    const dialog = await openPicker(user, 'Vorzug oder Hintergrund hinzufügen');
    await user.selectOptions(within(dialog).getByLabelText('Gruppe'), 'Ressourcen');
    await user.click(within(dialog).getAllByRole('radio')[0]!);
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(draft().character).toBe(before);
  });
});

describe.each(['w5', 'h5'] as const)('the %s traits step offers its own packs', (line) => {
  it('a budget of 7 and 2, nothing owned, and packs of the line to pick from', async () => {
    const { user, problems } = renderStep(line, 'traits');
    expect(screen.getByRole('status').textContent).toBe('Vorzüge und Hintergründe: 0 von 7 PunktenSchwächen: 0 von mindestens 2 Punkten');
    expect(problems()).toContain('Gib alle Punkte für Vorzüge und Hintergründe aus.');
    const dialog = await openPicker(user, 'Vorzug oder Hintergrund hinzufügen');
    const offered = packs(dialog);
    expect(offered.length).toBeGreaterThan(2);
    expect(offered.at(-1)).toBe('Eigenen Eintrag schreiben');
  });
});

// Issue #47 item 5: the speciality field asks for what the chosen side of a pack names.
describe('the trait picker’s speciality field', () => {
  it.each([
    ['Vorzug oder Hintergrund hinzufügen', 'Wer sind die Verbündeten? (optional)'],
    ['Schwäche hinzufügen', 'Wer ist der Feind? (optional)'],
  ] as const)('%s in the allies group asks “%s”', async (side, label) => {
    const { user } = renderStep('v5', 'traits', { character: vampireOfClan('Brujah') });
    const dialog = await openPicker(user, side);
    await user.selectOptions(within(dialog).getByLabelText('Gruppe'), 'Verbündete');
    expect(within(dialog).getByLabelText(label)).toBeTruthy();
  });
});
