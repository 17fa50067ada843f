import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mageOf } from '../../../../testing/line-characters.ts';
import { renderStep } from '../../../../testing/wizard-step.tsx';

function finishing(faction = 'Verbena') {
  const mage = mageOf(faction);
  return renderStep('m20', 'm20-finishing-touches', { character: mage, history: [{ step: 'm20-abilities', character: mage, state: {} }] });
}
const section = (legend: string) => within(screen.getByRole('group', { name: legend }));
const freebies = () => document.getElementById('freebies-total')?.textContent;
const spentOn = () => within(screen.getByRole('list', { name: 'Ausgegeben für' })).queryAllByRole('listitem').map((item) => item.textContent);

describe('the Mage backgrounds', () => {
  it('warn while the mage has no Avatar, which is always listed', async () => {
    const { user } = finishing();
    const backgrounds = section('Hintergründe');
    expect(backgrounds.getByText(/Jeder Magus sollte mindestens einen Punkt Avatar haben/)).toBeTruthy();
    await user.selectOptions(backgrounds.getByLabelText('Avatar'), '2');
    expect(backgrounds.queryByText(/Jeder Magus sollte/)).toBeNull();
    expect(backgrounds.getByText('2 von 7 Punkten vergeben')).toBeTruthy();
  });

  it('another background is added from the list at one dot and counted; double-cost ones count twice', async () => {
    const { user, problems } = finishing();
    const backgrounds = section('Hintergründe');
    const add = backgrounds.getByRole('button', { name: 'Hinzufügen' });
    expect(add).toHaveProperty('disabled', true);
    await user.selectOptions(backgrounds.getByLabelText('Hintergrund hinzufügen'), 'Ressourcen');
    await user.click(add);
    expect(backgrounds.getByLabelText<HTMLSelectElement>('Ressourcen').value).toBe('1');
    await user.selectOptions(backgrounds.getByLabelText('Hintergrund hinzufügen'), 'Sanktum');
    await user.click(backgrounds.getByRole('button', { name: 'Hinzufügen' }));
    expect(backgrounds.getByText('doppelte Kosten')).toBeTruthy();
    expect(backgrounds.getByText('3 von 7 Punkten vergeben')).toBeTruthy();
    expect(problems()).toContain('Verteile alle 7 Hintergrundpunkte.');
  });

  it('a Technocrat sees the Technocracy’s names with the usual one in brackets; a Tradition mage the usual names', () => {
    const named = () => [...section('Hintergründe').getByLabelText<HTMLSelectElement>('Hintergrund hinzufügen').options].map((option) => option.textContent ?? '');
    const technocrat = finishing('Iteration X');
    expect(named().filter((text) => /\(.+\)$/.test(text)).length).toBeGreaterThan(0);
    technocrat.unmount();
    finishing();
    expect(named().filter((text) => /\(.+\)$/.test(text))).toEqual([]);
  });

  it('points beyond seven are paid from the freebies', async () => {
    const { user } = finishing();
    const backgrounds = section('Hintergründe');
    await user.selectOptions(backgrounds.getByLabelText('Avatar'), '5');
    await user.selectOptions(backgrounds.getByLabelText('Hintergrund hinzufügen'), 'Ressourcen');
    await user.click(backgrounds.getByRole('button', { name: 'Hinzufügen' }));
    await user.selectOptions(backgrounds.getByLabelText('Ressourcen'), '4');
    expect(backgrounds.getByText('7 von 7 Punkten vergeben, 2 mit freien Punkten')).toBeTruthy();
    expect(backgrounds.getByText('2 Hintergrundpunkte darüber hinaus kommen aus den freien Punkten.')).toBeTruthy();
    expect(spentOn()).toEqual(['Hintergründe: 2']);
  });
});

describe('the Mage merits and flaws', () => {
  it('a merit is chosen with its points and a note, listed, paid from the freebies, and removable', async () => {
    const { user } = finishing();
    const merits = within(screen.getByRole('region', { name: 'Vorzüge' }));
    expect(merits.getByRole('button', { name: 'Vorzug hinzufügen' })).toHaveProperty('disabled', true);
    await user.selectOptions(merits.getByLabelText('Vorzug'), 'Geschärfte Sinne (1 oder 3)');
    expect([...merits.getByLabelText<HTMLSelectElement>('Punkte').options].map((option) => option.value)).toEqual(['1', '3']);
    await user.selectOptions(merits.getByLabelText('Punkte'), '3');
    await user.type(merits.getByLabelText('Anmerkung'), 'Geruch');
    await user.click(merits.getByRole('button', { name: 'Vorzug hinzufügen' }));
    expect(merits.getByText('Geschärfte Sinne (3) – Geruch')).toBeTruthy();
    expect(spentOn()).toEqual(['Vorzüge: 3']);
    await user.click(merits.getByRole('button', { name: 'Geschärfte Sinne entfernen' }));
    expect(merits.queryByText(/Geschärfte Sinne \(3\)/)).toBeNull();
  });

  it('a merit that may be taken once is refused the second time, with its name', async () => {
    const { user } = finishing();
    const merits = within(screen.getByRole('region', { name: 'Vorzüge' }));
    for (let i = 0; i < 2; i++) {
      await user.selectOptions(merits.getByLabelText('Vorzug'), 'Wahrer Glaube (7)');
      await user.click(merits.getByRole('button', { name: 'Vorzug hinzufügen' }));
    }
    expect(merits.getByText('Wahrer Glaube kann nur einmal genommen werden.')).toBeTruthy();
    expect(within(merits.getByRole('list')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Wahrer Glaube (7)×']);
  });

  it('flaws give freebies, at most seven counted', async () => {
    const { user } = finishing();
    const flaws = within(screen.getByRole('region', { name: 'Schwächen' }));
    expect(flaws.getByText('Schwächen: 0 Punkte; als freie Punkte angerechnet: 0 (höchstens 7).')).toBeTruthy();
    for (const [flaw, points] of [['Feind (1–5)', '5'], ['Verflucht (1–5)', '4']] as const) {
      await user.selectOptions(flaws.getByLabelText('Schwäche'), flaw);
      await user.selectOptions(flaws.getByLabelText('Punkte'), points);
      await user.click(flaws.getByRole('button', { name: 'Schwäche hinzufügen' }));
    }
    expect(flaws.getByText('Schwächen: 9 Punkte; als freie Punkte angerechnet: 7 (höchstens 7).')).toBeTruthy();
    expect(freebies()).toBe('0 von 22 freien Punkten ausgegeben (15 + 7 aus Schwächen)');
  });
});

describe('the Mage freebies', () => {
  it('willpower above its start costs one each; spending more than there is is marked', async () => {
    const { user, problems } = finishing();
    expect(problems()).toContain('Gib alle freien Punkte aus.');
    await user.selectOptions(screen.getByLabelText('Willenskraft'), '10');
    expect(spentOn()).toEqual(['Willenskraft: 5 × 1 = 5']);
    await user.click(screen.getByText('Attribute mit freien Punkten steigern'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Körperkraft' }), '3');
    expect(spentOn()).toEqual(['Attribute: 2 × 5 = 10', 'Willenskraft: 5 × 1 = 5']);
    expect(document.getElementById('freebies-total')?.className).toBe('wizard__pool--done');
    expect(problems()).not.toContain('Gib alle freien Punkte aus.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Charisma' }), '2');
    expect(freebies()).toBe('20 von 15 freien Punkten ausgegeben (15 + 0 aus Schwächen)');
    expect(document.getElementById('freebies-total')?.className).toBe('field__error');
    expect(problems()).toContain('Es sind mehr freie Punkte ausgegeben als vorhanden.');
  });

  it('Quintessence is bought four to a freebie, next to what the Avatar gives', async () => {
    const { user } = finishing();
    await user.selectOptions(section('Hintergründe').getByLabelText('Avatar'), '2');
    expect(screen.getByLabelText('Quintessenz kaufen (je 1 freier Punkt 4; jetzt 2, davon 2 vom Avatar)')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText(/Quintessenz kaufen/), '2');
    expect(screen.getByLabelText('Quintessenz kaufen (je 1 freier Punkt 4; jetzt 10, davon 2 vom Avatar)')).toBeTruthy();
    // The Avatar's dots fit in the seven background points: only the Quintessence costs freebies.
    expect(spentOn()).toEqual(['Quintessenz: 8 Punkte = 2']);
  });
});
