import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mageOf } from '../../../../testing/line-characters.ts';
import { renderStep } from '../../../../testing/wizard-step.tsx';

// Issue #46 item 21: a Wonder at creation is paid through the Wonder background ("Wunderwerk"):
// its rank in background points, beyond 7 from the freebies (1 per dot), like any background.
function finishing() {
  const mage = mageOf('Verbena');
  return renderStep('m20', 'm20-finishing-touches', { character: mage, history: [{ step: 'm20-abilities', character: mage, state: {} }] });
}
const section = (legend: string) => within(screen.getByRole('group', { name: legend }));

describe('Wonders in the wizard', () => {
  it('a found talisman of rank 3 raises the Wonder background to 3: 3 of the 7 background points', async () => {
    const { user } = finishing();
    const wonders = section('Wunderwerke');
    await user.click(wonders.getByText('Wunderwerk hinzufügen'));
    await user.selectOptions(wonders.getByLabelText('Art'), 'Talisman');
    await user.type(wonders.getByLabelText('Name'), 'Stab');
    await user.selectOptions(wonders.getByLabelText('Rang (Hintergrundpunkte)'), '3');
    expect(wonders.getByTestId('wonder-cost').textContent).toBe('Braucht 3 Punkte mehr im Hintergrund Wunderwerk: aus den Hintergrundpunkten, darüber hinaus aus den freien Punkten.');
    await user.click(wonders.getByRole('button', { name: 'Hinzufügen' }));
    expect(wonders.getByText('Stab')).toBeTruthy();
    const backgrounds = section('Hintergründe');
    expect(backgrounds.getByLabelText<HTMLSelectElement>('Wunderwerk').value).toBe('3');
    expect(backgrounds.getByText('3 von 7 Punkten vergeben')).toBeTruthy();
  });

  it('beyond the 7 background points the freebies pay', async () => {
    const { user } = finishing();
    await user.selectOptions(section('Hintergründe').getByLabelText('Avatar'), '5');
    const wonders = section('Wunderwerke');
    await user.click(wonders.getByText('Wunderwerk hinzufügen'));
    await user.selectOptions(wonders.getByLabelText('Art'), 'Talisman');
    await user.type(wonders.getByLabelText('Name'), 'Stab');
    await user.selectOptions(wonders.getByLabelText('Rang (Hintergrundpunkte)'), '4');
    await user.click(wonders.getByRole('button', { name: 'Hinzufügen' }));
    expect(section('Hintergründe').getByText('7 von 7 Punkten vergeben, 2 mit freien Punkten')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Ausgegeben für' })).getAllByRole('listitem').map((item) => item.textContent)).toContain('Hintergründe: 2');
  });

  it('a Wonder background lowered below what the Wonders take keeps the step from being left', async () => {
    const { user, problems } = finishing();
    const wonders = section('Wunderwerke');
    await user.click(wonders.getByText('Wunderwerk hinzufügen'));
    await user.selectOptions(wonders.getByLabelText('Art'), 'Talisman');
    await user.type(wonders.getByLabelText('Name'), 'Stab');
    await user.click(wonders.getByRole('button', { name: 'Hinzufügen' }));
    await user.selectOptions(section('Hintergründe').getByLabelText('Wunderwerk'), '0');
    expect(problems()).toContain('Die Wunderwerke brauchen mehr Punkte im Hintergrund Wunderwerk, als er hat.');
  });
});
