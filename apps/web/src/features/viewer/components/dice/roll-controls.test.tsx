import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DamageState } from '@vitae/core';
import { renderInApp } from '../../../../testing/render.tsx';
import type { PoolPart } from '../../lib/roll-selection.ts';
import { RollPanelFrame, useRollControls } from './roll-controls.tsx';
import { RollResultFrame, withRerollDamage } from './roll-result.tsx';

const parts: PoolPart[] = [
  { id: 'attributes:str', label: 'Körperkraft', value: 3 },
  { id: 'skills:brawl', label: 'Handgemenge', value: 2 },
];

/** A line's filling as small as it gets: the pool is the parts plus the shared controls, a special checkbox after them. */
function Panel({ onRoll, extra = 0 }: { onRoll: (pool: number, difficulty: number | undefined) => void; extra?: number }) {
  const controls = useRollControls();
  const pool = Math.max(0, 5 + controls.added + extra);
  return (
    <RollPanelFrame
      controls={controls}
      parts={parts}
      beforeControls={<p data-testid="before">vor den Feldern</p>}
      extraControls={<label className="checkbox"><input type="checkbox" />Sonderwürfel</label>}
      afterControls={<p data-testid="after">nach den Feldern</p>}
      summary={`${pool} Würfel`}
      odds={controls.target === undefined ? undefined : `Schwierigkeit ${controls.target}`}
      rollCount={pool}
      onRoll={() => onRoll(pool, controls.target)}
    />
  );
}

/** Opens the options behind the bar (they stay open for the next pool once a player opened them). */
async function openOptions(user: ReturnType<typeof renderInApp>['user'], panel: HTMLElement) {
  const toggle = within(panel).getByRole('button', { name: /Optionen/ });
  if (toggle.getAttribute('aria-expanded') === 'false') await user.click(toggle);
}

describe('the shared roll controls', () => {
  it('start as a bar with the pool, its dice and the roll button; the options open on demand', async () => {
    const { user } = renderInApp(<Panel onRoll={() => undefined} />);
    const panel = screen.getByRole('region', { name: 'Würfelwurf' });
    const toggle = within(panel).getByRole('button', { name: /Optionen/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel.querySelector('.roll-panel__parts')?.textContent).toBe('Körperkraft (3) + Handgemenge (2)');
    expect(within(panel).getByTestId('roll-summary').textContent).toBe('5 Würfel');
    expect(within(panel).getByRole('button', { name: '5 Würfel werfen' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Auswahl leeren' })).toBeTruthy();
    expect(within(panel).queryByLabelText('Schwierigkeit')).toBeNull();
    expect(within(panel).queryByTestId('before')).toBeNull();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const options = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(options?.hidden).toBe(false);
    expect(within(panel).getByLabelText('Schwierigkeit')).toBeTruthy();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(options?.hidden).toBe(true);
  });

  it('show the parts, the line’s slots in their places, and add bonus and speciality to the sum', async () => {
    const { user } = renderInApp(<Panel onRoll={() => undefined} />);
    const panel = screen.getByRole('region', { name: 'Würfelwurf' });
    await openOptions(user, panel);
    const order = [...panel.querySelectorAll('[data-testid], .roll-panel__controls')].map((element) => element.getAttribute('data-testid') ?? 'controls');
    expect(order).toEqual(['roll-summary', 'before', 'controls', 'after']);
    const labels = [...panel.querySelectorAll('.roll-panel__controls label')].map((label) => label.textContent);
    expect(labels).toEqual(['Bonus/Abzug', 'Schwierigkeit', 'Spezialisierung (+1)', 'Sonderwürfel']);
    await user.click(within(panel).getByLabelText('Spezialisierung (+1)'));
    // A minus typed key by key reads as 0 in a controlled number field; a player's browser sends "-2" at once.
    fireEvent.change(within(panel).getByLabelText('Bonus/Abzug'), { target: { value: '-2' } });
    expect(panel.querySelector('.roll-panel__parts')?.textContent).toBe('Körperkraft (3) + Handgemenge (2) + Spezialisierung (+1) − 2');
    expect(within(panel).getByTestId('roll-summary').textContent).toBe('4 Würfel');
  });

  it('clamp the bonus to ±20 and the difficulty to 0–20; the odds appear only with a difficulty', async () => {
    const onRoll = vi.fn();
    const { user } = renderInApp(<Panel onRoll={onRoll} />);
    const panel = screen.getByRole('region', { name: 'Würfelwurf' });
    await openOptions(user, panel);
    await user.type(within(panel).getByLabelText('Bonus/Abzug'), '99');
    expect((within(panel).getByLabelText('Bonus/Abzug') as HTMLInputElement).value).toBe('20');
    expect(within(panel).queryByTestId('roll-odds')).toBeNull();
    await user.type(within(panel).getByLabelText('Schwierigkeit'), '35');
    expect(within(panel).getByTestId('roll-odds').textContent).toBe('Schwierigkeit 20');
    // Closed again, the bar still says what the roll is against.
    await user.click(within(panel).getByRole('button', { name: /Optionen/ }));
    expect(panel.querySelector('.roll-panel__parts')?.textContent).toBe('Körperkraft (3) + Handgemenge (2) + 20 · Schwierigkeit 20');
    await user.click(within(panel).getByRole('button', { name: '25 Würfel werfen' }));
    expect(onRoll).toHaveBeenCalledWith(25, 20);
  });

  it('disable the roll button when no die is left', () => {
    renderInApp(<Panel onRoll={() => undefined} extra={-5} />);
    expect(screen.getByRole('button', { name: '0 Würfel werfen' })).toHaveProperty('disabled', true);
  });
});

describe('the shared roll result', () => {
  const result = { successes: 2, margin: 1, normal: [7, 3, 2, 9], criticalPairs: 0, outcome: 'win' };

  function show(props: { rerollAllowed?: boolean; onReroll?: (indices: number[]) => void } = {}) {
    return renderInApp(
      <RollResultFrame
        result={result}
        special={{ dice: [1, 2, 6], rule: { triggerFaces: [1, 2] }, labelKey: 'w5.dice.rageDie' }}
        outcomeKey="w5.dice.outcomes"
        details={<p data-testid="details">Details</p>}
        afterDice={<p data-testid="after-dice">Danach</p>}
        rerollAllowed={props.rerollAllowed ?? true}
        maxReroll={2}
        onReroll={props.onReroll ?? (() => undefined)}
        onClose={() => undefined}
      />,
    );
  }

  it('reads out the outcome, successes with margin, and the line’s special dice with their trigger faces marked', async () => {
    show();
    const dialog = await screen.findByRole('dialog', { name: 'Ergebnis' });
    expect(within(dialog).getByTestId('roll-outcome').textContent).toBe('Erfolg');
    expect(within(dialog).getByText('2 Erfolge · Differenz 1')).toBeTruthy();
    const special = [...within(dialog).getByLabelText('Würfel').querySelectorAll('.dice__die--hunger')];
    expect(special.map((die) => die.getAttribute('aria-label'))).toEqual(['Zornwürfel: 1', 'Zornwürfel: 2', 'Zornwürfel: 6']);
    expect(special.map((die) => die.classList.contains('dice__die--skull'))).toEqual([true, true, false]);
  });

  it('lets up to maxReroll normal dice be picked and re-rolled once', async () => {
    const onReroll = vi.fn();
    const { user } = show({ onReroll });
    const dialog = await screen.findByRole('dialog', { name: 'Ergebnis' });
    const reroll = within(dialog).getByRole('button', { name: '0 Würfel mit Willenskraft neu würfeln' });
    expect(reroll).toHaveProperty('disabled', true);
    for (const name of ['normaler Würfel: 7', 'normaler Würfel: 3', 'normaler Würfel: 2']) await user.click(within(dialog).getByRole('button', { name }));
    expect(within(dialog).getAllByRole('button', { pressed: true })).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: '2 Würfel mit Willenskraft neu würfeln' }));
    expect(onReroll).toHaveBeenCalledWith([0, 1]);
    expect(within(dialog).queryByRole('button', { name: /neu würfeln/ })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /normaler Würfel/ })).toBeNull();
  });

  it('offers no re-roll when the line does not allow one', async () => {
    show({ rerollAllowed: false });
    const dialog = await screen.findByRole('dialog', { name: 'Ergebnis' });
    expect(within(dialog).queryByRole('button', { name: /neu würfeln/ })).toBeNull();
    expect(within(dialog).getByTestId('details')).toBeTruthy();
  });

  it('charges a re-roll as superficial damage in the first empty willpower box; on a full track a box turns aggravated', () => {
    const boxes = (...states: DamageState[]) => ({ willpowerDamage: states, willpower: states.length, categories: [] });
    expect(withRerollDamage(boxes('heavy', 'none', 'none')).willpowerDamage).toEqual(['heavy', 'superficial', 'none']);
    expect(withRerollDamage(boxes('superficial', 'heavy')).willpowerDamage).toEqual(['heavy', 'heavy']);
  });
});
