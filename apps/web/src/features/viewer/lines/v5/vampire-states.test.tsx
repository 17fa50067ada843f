import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DamageState } from '@vitae/core';
import type { StoredCharacter } from '@vitae/core/api';
import { current } from '../../../../testing/purchases.ts';
import { openCharacter, renderSheet } from '../../../../testing/render.tsx';
import { TraitsGrid } from '../../fifth-edition/traits-grid.tsx';
import { clearPool } from '../../lib/roll-selection.ts';
import { RollPanel } from './dice/roll-panel.tsx';
import type { StoredVampire } from './vampire.ts';
import { VampireTrackers } from './vampire-trackers.tsx';

/** Ten boxes, the first `aggravated` of them aggravated and the next `superficial` superficial. */
const track = (aggravated: number, superficial = 0): DamageState[] =>
  Array.from({ length: 10 }, (_, index) => (index < aggravated ? 'heavy' : index < aggravated + superficial ? 'superficial' : 'none'));

/** A vampire with health 5 and willpower 5 (blank attributes of 1 and 2 and the health/willpower fields set). */
function vampire(change: Partial<StoredVampire>): StoredCharacter {
  return openCharacter('v5', (blank) => ({ ...blank, health: 5, willpower: 5, humanity: 7, stains: 0, ...change }) as StoredCharacter);
}

describe('torpor and degeneration on the vampire’s trackers (issue #46 item 6)', () => {
  it.each([
    ['every usable health box aggravated', track(5), true],
    ['one box superficial: only impaired', track(4, 1), false],
    ['no damage', track(0), false],
  ])('%s → torpor shown: %s', (_, healthDamage, shown) => {
    renderSheet(<VampireTrackers />, vampire({ healthDamage }));
    expect(screen.queryByTestId('torpor-state')?.textContent ?? '').toBe(shown ? 'Starre: Jedes Gesundheitskästchen trägt schweren Schaden. Der Vampir liegt in Starre und kann nicht handeln, bis er erwacht (V5-Grundregelwerk, S. 126).' : '');
  });

  it.each([
    [7, 3, 0],
    [7, 4, 1],
    [7, 5, 2],
    [10, 1, 1],
  ])('humanity %i with %i stains: degeneration by %i', (humanity, stains, overflow) => {
    renderSheet(<VampireTrackers />, vampire({ humanity, stains }));
    const notice = screen.queryByTestId('degeneration-state');
    if (overflow === 0) return expect(notice).toBeNull();
    expect(notice?.textContent).toContain(`Degeneration: ${overflow} Makel mehr, als Menschlichkeit freie Kästchen hat.`);
    expect(notice?.textContent).toContain('(Hausregel: jeder Pool)');
  });

  it('offers the willpower damage as one step at the end of the scene, never marks it before the player confirms', async () => {
    const character = vampire({ humanity: 7, stains: 5, willpowerDamage: track(0, 1) });
    const { user } = renderSheet(<VampireTrackers />, character);
    const notice = screen.getByTestId('degeneration-state');
    expect((current(character.id) as StoredVampire).willpowerDamage).toEqual(track(0, 1));

    // Cancelling changes nothing.
    await user.click(within(notice).getByRole('button', { name: 'Szenenende: 2 schweren Willenskraftschaden nehmen' }));
    await screen.findByRole('dialog', { name: 'Degeneration am Ende der Szene' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((current(character.id) as StoredVampire).willpowerDamage).toEqual(track(0, 1));

    await user.click(within(notice).getByRole('button', { name: 'Szenenende: 2 schweren Willenskraftschaden nehmen' }));
    const ask = await screen.findByRole('dialog', { name: 'Degeneration am Ende der Szene' });
    expect(ask.textContent).toContain('2 Punkte schwerer Willenskraftschaden werden markiert.');
    await user.click(within(ask).getByRole('button', { name: '2 Schaden nehmen' }));
    const saved = current(character.id) as StoredVampire;
    expect(saved.willpowerDamage).toEqual(track(2, 1));
    expect(saved.stains).toBe(3);
    expect(screen.queryByTestId('degeneration-state')).toBeNull();
  });

  it('the header panel (compact) says degeneration but leaves the step to the full card', () => {
    renderSheet(<VampireTrackers compact />, vampire({ humanity: 7, stains: 4 }));
    expect(within(screen.getByTestId('degeneration-state')).queryByRole('button')).toBeNull();
  });
});

describe('the roll panel of a vampire in torpor or degeneration', () => {
  async function rollWith(change: Partial<StoredVampire>, trait: string) {
    clearPool();
    const { user } = renderSheet(
      <>
        <TraitsGrid kind="attributes" />
        <RollPanel />
      </>,
      vampire(change),
      'attributes',
    );
    await user.click(screen.getByRole('button', { name: trait }));
    const region = screen.getByRole('region', { name: 'Würfelwurf' });
    const toggle = within(region).getByRole('button', { name: /Optionen/ });
    if (toggle.getAttribute('aria-expanded') !== 'true') await user.click(toggle);
    return region;
  }

  it.each([
    ['degeneration takes 2 dice off a social pool', { humanity: 7, stains: 4 }, 'Charisma', 'Beeinträchtigt: −2 Würfel (Degeneration)'],
    ['degeneration does not add to a full health track on a physical pool', { humanity: 7, stains: 4, healthDamage: track(0, 5) }, 'Körperkraft', 'Beeinträchtigt: −2 Würfel (Degeneration)'],
    ['without degeneration a social pool is whole', { humanity: 7, stains: 3 }, 'Charisma', ''],
  ])('%s', async (_, change, trait, note) => {
    const panel = await rollWith(change, trait);
    expect(within(panel).queryByTestId('roll-impaired')?.textContent ?? '').toBe(note);
    expect(panel.querySelector('.roll-panel__parts')?.textContent ?? '').toMatch(note ? / − 2$/ : /\(\d+\)$/);
  });

  it('says that a vampire in torpor cannot act', async () => {
    const panel = await rollWith({ healthDamage: track(5) }, 'Körperkraft');
    expect(within(panel).getByTestId('roll-torpor').textContent).toBe('Starre: Der Vampir kann nicht handeln, bis er erwacht.');
  });

  it('says so with the roll options closed too', async () => {
    clearPool();
    const { user } = renderSheet(
      <>
        <TraitsGrid kind="attributes" />
        <RollPanel />
      </>,
      vampire({ healthDamage: track(5) }),
      'attributes',
    );
    await user.click(screen.getByRole('button', { name: 'Körperkraft' }));
    const region = screen.getByRole('region', { name: 'Würfelwurf' });
    // The options stay as the player left them: close them for this case.
    const toggle = within(region).getByRole('button', { name: /Optionen/ });
    if (toggle.getAttribute('aria-expanded') === 'true') await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(region).getByTestId('roll-torpor').textContent).toBe('Starre: Der Vampir kann nicht handeln, bis er erwacht.');
  });
});
