import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mageOf } from '../../../../testing/line-characters.ts';
import { renderStep } from '../../../../testing/wizard-step.tsx';

/** The finishing step of a Verbena (affinity: Forces) who left the abilities step as she is. */
function finishing() {
  const mage = mageOf('Verbena');
  return renderStep('m20', 'm20-finishing-touches', { character: mage, history: [{ step: 'm20-abilities', character: mage, state: {} }] });
}
const spheres = () => within(screen.getByRole('group', { name: 'Arete und Sphären' }));
const dots = (id: string) => within(screen.getByTestId(id)).getByRole('img').getAttribute('aria-label');
const freebies = () => document.getElementById('freebies-total')?.textContent;

describe('the Mage spheres and Arete', () => {
  it('start at Arete 1 with six sphere dots to place, the affinity sphere marked', () => {
    const { problems } = finishing();
    expect(dots('creation-arete')).toBe('1 von 3');
    expect(spheres().getByText('0 von 6 Punkten vergeben')).toBeTruthy();
    expect(within(screen.getByTestId('creation-sphere-forces')).getByText('Affinität')).toBeTruthy();
    expect(within(screen.getByTestId('creation-sphere-life')).queryByText('Affinität')).toBeNull();
    expect(problems()).toEqual(expect.arrayContaining(['Verteile alle 6 Sphärenpunkte.', 'Mindestens ein Sphärenpunkt gehört in die Affinitätssphäre.']));
  });

  it('a sphere cannot rise above Arete: refused with the reason, until Arete is raised', async () => {
    const { user } = finishing();
    await user.click(spheres().getByRole('button', { name: 'Kräfte erhöhen' }));
    expect(dots('creation-sphere-forces')).toBe('1 von 5');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(spheres().getByRole('button', { name: 'Kräfte erhöhen' }));
    expect(dots('creation-sphere-forces')).toBe('1 von 5');
    expect(spheres().getByText('Kräfte kann nicht über Arete (1) steigen. Steigere zuerst Arete.')).toBeTruthy();
    await user.click(spheres().getByRole('button', { name: 'Arete erhöhen' }));
    expect(spheres().queryByText(/kann nicht über Arete/)).toBeNull();
    await user.click(spheres().getByRole('button', { name: 'Kräfte erhöhen' }));
    expect(dots('creation-sphere-forces')).toBe('2 von 5');
    // Arete above its starting dot costs freebies (4 each).
    expect(freebies()).toBe('4 von 15 freien Punkten ausgegeben (15 + 0 aus Schwächen)');
  });

  it('Arete cannot sink below a sphere, nor a sphere below zero, and stops at 3', async () => {
    const { user } = finishing();
    await user.click(spheres().getByRole('button', { name: 'Leben senken' }));
    expect(spheres().getByText('Leben kann nicht weiter sinken.')).toBeTruthy();
    await user.click(spheres().getByRole('button', { name: 'Arete erhöhen' }));
    await user.click(spheres().getByRole('button', { name: 'Leben erhöhen' }));
    await user.click(spheres().getByRole('button', { name: 'Leben erhöhen' }));
    await user.click(spheres().getByRole('button', { name: 'Arete senken' }));
    expect(spheres().getByText('Arete kann nicht unter eine Sphäre sinken. Senke zuerst die Sphäre.')).toBeTruthy();
    expect(dots('creation-arete')).toBe('2 von 3');
    await user.click(spheres().getByRole('button', { name: 'Arete erhöhen' }));
    await user.click(spheres().getByRole('button', { name: 'Arete erhöhen' }));
    expect(dots('creation-arete')).toBe('3 von 3');
    expect(spheres().getByText('Arete kann nicht über 3 steigen.')).toBeTruthy();
  });

  it('six dots with one in the affinity sphere clear the sphere problems; a seventh comes from the freebies', async () => {
    const { user, problems } = finishing();
    await user.click(spheres().getByRole('button', { name: 'Arete erhöhen' }));
    await user.click(spheres().getByRole('button', { name: 'Arete erhöhen' }));
    for (const sphere of ['Kräfte', 'Kräfte', 'Leben', 'Leben', 'Geister', 'Geister']) await user.click(spheres().getByRole('button', { name: `${sphere} erhöhen` }));
    expect(spheres().getByText('6 von 6 Punkten vergeben').className).toBe('wizard__pool--done');
    expect(problems()).not.toContain('Verteile alle 6 Sphärenpunkte.');
    expect(problems()).not.toContain('Mindestens ein Sphärenpunkt gehört in die Affinitätssphäre.');
    await user.click(spheres().getByRole('button', { name: 'Zeit erhöhen' }));
    // Issue #46 item 26: not "7 von 6": the seventh dot counts apart, as bought with freebies.
    expect(spheres().getByText('6 von 6 Punkten vergeben, 1 mit freien Punkten').className).toBe('wizard__pool--done');
    expect(spheres().queryByText('7 von 6 Punkten vergeben')).toBeNull();
    expect(spheres().getByText('1 Sphärenpunkt darüber hinaus kommt aus den freien Punkten.')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Ausgegeben für' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Sphären: 1 × 7 = 7', 'Arete: 2 × 4 = 8']);
    expect(freebies()).toBe('15 von 15 freien Punkten ausgegeben (15 + 0 aus Schwächen)');
  });

  it('a Technocrat raises Enlightenment, not Arete (the sheet’s words in the wizard too)', async () => {
    const mage = mageOf('Iteration X');
    const { user } = renderStep('m20', 'm20-finishing-touches', { character: mage, history: [{ step: 'm20-abilities', character: mage, state: {} }] });
    expect(screen.getByRole('button', { name: 'Erleuchtung erhöhen' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Arete erhöhen' })).toBeNull();
    const sphere = screen.getAllByRole('button', { name: / erhöhen$/ }).find((button) => button.getAttribute('aria-label') !== 'Erleuchtung erhöhen')!;
    await user.click(sphere);
    await user.click(sphere);
    expect(screen.getByRole('alert').textContent).toMatch(/über Erleuchtung \(1\)/);
  });
});
