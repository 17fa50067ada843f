import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorOf } from '../../../../testing/fields.ts';
import { werewolfOf } from '../../../../testing/line-characters.ts';
import { contentOf, renderStep } from '../../../../testing/wizard-step.tsx';

const combo = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });

describe('the Werewolf gifts step', () => {
  const ready = () => {
    const werewolf = werewolfOf('Ragabash', 'Stille Wanderer');
    return { ...werewolf, renown: { ...werewolf.renown, glory: 1 } };
  };

  it('asks for a native Gift, one of the auspice, one of the tribe and a rite, each at its field', () => {
    const { problems } = renderStep('w5', 'gifts', { character: ready() });
    const native = combo('Naturgabe');
    const auspice = combo('Gabe des Vorzeichens (Ragabash)');
    const tribe = combo('Gabe des Stammes (Stille Wanderer)');
    expect(errorOf(native)).toBe('Wähle eine Naturgabe.');
    expect(errorOf(auspice)).toBe('Wähle eine Gabe deines Vorzeichens.');
    expect(errorOf(tribe)).toBe('Wähle eine Gabe deines Stammes.');
    expect(errorOf(combo('Ritus'))).toBe('Wähle einen Ritus.');
    for (const select of [native, auspice, tribe]) {
      expect(select.options[0]?.textContent).toBe('Gabe wählen …');
      expect(select.options.length).toBeGreaterThan(1);
    }
    expect(problems()).toEqual(expect.arrayContaining(['Wähle eine Naturgabe.', 'Wähle einen Ritus.']));
  });

  it('choosing one of each clears every field, and the chosen Gift’s facts are shown', async () => {
    const { user, problems } = renderStep('w5', 'gifts', { character: ready() });
    for (const label of ['Naturgabe', 'Gabe des Vorzeichens (Ragabash)', 'Gabe des Stammes (Stille Wanderer)']) {
      const select = combo(label);
      const free = [...select.options].find((option) => !option.disabled && option.value !== '' && !option.selected && !/ungeprüft/.test(option.textContent ?? ''));
      await user.selectOptions(select, free!.value);
      expect(errorOf(combo(label))).toBeNull();
      const gift = contentOf('w5').gifts.find((entry) => String(entry.id) === free!.value)!;
      // The chosen Gift's summary shows below its field.
      expect(within(screen.getByRole('region', { name: label })).getByText(gift.summary)).toBeTruthy();
    }
    const rite = combo('Ritus');
    expect([...rite.querySelectorAll('optgroup')].map((group) => group.label)).toEqual(['Allgemeine Riten', 'Soziale Riten', 'Mystische Riten']);
    await user.selectOptions(rite, rite.querySelector('optgroup option')!.getAttribute('value')!);
    expect(problems()).toEqual([]);
  });

  it('unverified Gifts appear only when asked for, marked as such', async () => {
    const { user } = renderStep('w5', 'gifts', { character: ready() });
    const all = () => [...screen.getAllByRole('combobox')].flatMap((select) => [...(select as HTMLSelectElement).options].map((option) => option.textContent ?? ''));
    expect(all().some((text) => text.endsWith('(ungeprüft)'))).toBe(false);
    await user.click(screen.getByLabelText(/Ungeprüfte Gaben und Riten zeigen/));
    expect(all().some((text) => text.endsWith('(ungeprüft)'))).toBe(true);
  });
});
