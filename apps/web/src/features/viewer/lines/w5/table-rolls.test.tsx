import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredCharacter } from '@vitae/core/api';
import { withAttribute } from '@vitae/core/fifth-edition';
import { clearPool, togglePoolPart } from '../../lib/roll-selection.ts';
import { fakeTable } from '../../../../testing/fake-table.tsx';
import { bought, current } from '../../../../testing/purchases.ts';
import { openCharacter, renderSheet, testContent } from '../../../../testing/render.tsx';
import { W5RollPanel } from './dice/roll-panel.tsx';
import { GiftsTab } from './gifts-tab.tsx';
import { BalanceCard } from './balance-card.tsx';
import { FormCard } from './form-card.tsx';
import { RageCard } from './rage-card.tsx';
import type { StoredWerewolf } from './werewolf.ts';

// #48 item 1: at a table the Werewolf's rolls are the server's. Local dice would show 9s, so a
// test sees at once whose dice the sheet shows.
const dice = vi.hoisted(() => ({ faces: [] as number[] }));
vi.mock('../../lib/random.ts', () => ({ randomSource: () => () => dice.faces.shift() ?? 9 }));

const content = testContent().forLine('w5', 'de-DE');
// Lied der Spinne (17): Entschlossenheit + Weisheit.
const spidersSong = content.gifts.find((gift) => gift.id === 17)!;

/** Resolve 3, Wisdom 2, Rage 2, the Gift Lied der Spinne. */
function garou(rage = 2): StoredCharacter {
  return openCharacter('w5', (blank) => {
    const werewolf = { ...blank, auspice: 'ragabash', tribe: 'glass-walkers', rage, renown: { glory: 1, honor: 1, wisdom: 2 } } as StoredWerewolf;
    const base = { ...werewolf, categories: withAttribute(werewolf, 'res', 3) };
    return bought(base, [{ kind: 'gift', gift: spidersSong }], 0) as StoredCharacter;
  });
}
const saved = (id: string) => current(id) as StoredWerewolf;

beforeEach(() => {
  dice.faces = [];
});
afterEach(() => clearPool());

describe('a Rage Check at the table', () => {
  it.each<[number, string, number]>([
    [4, 'Zorn-Check: 4 – Zorn sinkt auf 2.', 2],
    [8, 'Zorn-Check: 8 – gehalten, Zorn bleibt 3.', 3],
  ])('the server rolls the die (%i); the sheet reads Rage from it', async (face, message, rage) => {
    const table = fakeTable();
    table.answerWith({ line: 'w5', normal: [face], successes: face >= 6 ? 1 : 0, outcome: face >= 6 ? 'successes' : 'totalFailure' });
    const character = garou(3);
    const { user } = renderSheet(table.wrap(<RageCard />), character);
    expect(await screen.findByText('Würfelt am Tisch „Freitagsrunde“')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Zorn-Check' }));
    expect(await screen.findByTestId('rage-message')).toHaveProperty('textContent', message);
    expect(table.service.roll).toHaveBeenCalledWith(expect.objectContaining({ name: 'Freitagsrunde' }), { characterId: character.id, label: 'Zorn-Check', pool: 1, specialDice: 0, difficulty: null, check: { name: 'rage', before: 3 } }, false);
    expect(saved(character.id).rage).toBe(rage);
  });

  it('secret by the player’s choice; a refusal is said and changes nothing', async () => {
    const table = fakeTable();
    table.refuseWith('Die Erzählerin hat dich vom Tisch entfernt.');
    const character = garou(3);
    const { user } = renderSheet(table.wrap(<RageCard />), character);
    await user.click(await screen.findByRole('checkbox', { name: 'geheim (nur Erzähler)' }));
    await user.click(screen.getByRole('button', { name: 'Zorn-Check' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Die Erzählerin hat dich vom Tisch entfernt.');
    expect(table.service.roll.mock.calls[0]?.[2]).toBe(true);
    expect(screen.queryByTestId('rage-message')).toBeNull();
    expect(saved(character.id).rage).toBe(3);
  });

  it('without a table the sheet rolls its own die, as ever', async () => {
    const table = fakeTable(null);
    dice.faces = [2];
    const character = garou(3);
    const { user } = renderSheet(table.wrap(<RageCard />), character);
    await user.click(screen.getByRole('button', { name: 'Zorn-Check' }));
    expect(screen.getByTestId('rage-message').textContent).toBe('Zorn-Check: 2 – Zorn sinkt auf 2.');
    expect(table.service.roll).not.toHaveBeenCalled();
    expect(screen.queryByTestId('table-roll-note')).toBeNull();
  });
});

describe('a shift’s Rage Checks at the table', () => {
  it('the server rolls the form’s checks; the sheet reads them in order', async () => {
    const table = fakeTable();
    table.answerWith({ line: 'w5', normal: [3, 8], successes: 1, outcome: 'successes' });
    const character = garou(3);
    const { user } = renderSheet(table.wrap(<FormCard />), character);
    await vi.waitFor(() => expect(table.service.tableOf).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: /^Crinos/ }));
    expect(await screen.findByTestId('form-message')).toHaveProperty('textContent', 'Zorn-Checks: 3, 8. Jetzt in Crinos, Zorn 2.');
    expect(table.service.roll).toHaveBeenCalledWith(expect.anything(), { characterId: character.id, label: 'Gestaltwandel in Crinos: 2 Zorn-Checks', pool: 2, specialDice: 0, difficulty: null }, false);
    expect(saved(character.id)).toMatchObject({ rage: 2, form: 'crinos' });
  });

  it('a refusal leaves the form and the Rage as they were', async () => {
    const table = fakeTable();
    table.refuseWith('Die Sitzung ist geschlossen.');
    const character = garou(3);
    const { user } = renderSheet(table.wrap(<FormCard />), character);
    await vi.waitFor(() => expect(table.service.tableOf).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: /^Crinos/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('Die Sitzung ist geschlossen.');
    expect(saved(character.id)).toMatchObject({ rage: 3, form: 'homid' });
  });
});

describe('a Harano test at the table', () => {
  it('the server rolls the balance pool; a failure marks the box', async () => {
    const table = fakeTable();
    table.answerWith({ line: 'w5', normal: [3, 4], difficulty: 1, successes: 0, outcome: 'totalFailure' });
    const character = openCharacter('w5', (blank) => ({ ...blank, harano: 1, hauglosk: 1 }) as StoredCharacter);
    const { user } = renderSheet(table.wrap(<BalanceCard />), character);
    await vi.waitFor(() => expect(table.service.tableOf).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Harano-Probe' }));
    expect(await screen.findByTestId('balance-message')).toHaveProperty('textContent', 'Harano-Probe misslungen: 3, 4 (0 Erfolge) – ein Kästchen markiert.');
    // The test is Harano's check, with the track before it: the card then says "Harano steigt auf 2".
    expect(table.service.roll).toHaveBeenCalledWith(expect.anything(), { characterId: character.id, label: 'Harano-Probe', pool: 2, specialDice: 0, difficulty: 1, check: { name: 'harano', before: 1 } }, false);
    expect(saved(character.id).harano).toBe(2);
  });

  it('a Hauglosk test names its own track as the check', async () => {
    const table = fakeTable();
    table.answerWith({ line: 'w5', normal: [8, 4, 2], difficulty: 1, successes: 1, outcome: 'win' });
    const character = openCharacter('w5', (blank) => ({ ...blank, harano: 1, hauglosk: 2 }) as StoredCharacter);
    const { user } = renderSheet(table.wrap(<BalanceCard />), character);
    await vi.waitFor(() => expect(table.service.tableOf).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Hauglosk-Probe' }));
    await screen.findByTestId('balance-message');
    expect(table.service.roll).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ pool: 3, check: { name: 'hauglosk', before: 2 } }), false);
    expect(saved(character.id).hauglosk).toBe(2);
  });
});

describe('a Gift rolled from its card at the table', () => {
  it('posts the pool titled with the Gift, shows the server’s dice and re-rolls through the server', async () => {
    const table = fakeTable();
    table.answerWith({ line: 'w5', normal: [2, 3, 7], special: [1, 6], specialName: 'rage', successes: 2, outcome: 'successes' });
    table.answerWith({ line: 'w5', normal: [10, 10, 7], special: [1, 6], specialName: 'rage', successes: 6, outcome: 'criticalWin' });
    const character = garou();
    const { user } = renderSheet(
      table.wrap(
        <>
          <GiftsTab />
          <W5RollPanel />
        </>,
      ),
      character,
      'gifts',
    );
    await user.click(screen.getByRole('button', { name: 'Lied der Spinne: mit Entschlossenheit + Weisheit würfeln' }));
    expect(await screen.findByText('Würfelt am Tisch „Freitagsrunde“')).toBeTruthy();
    // Nothing is sent twice: the panel rolls at the table itself, no extra "an den Tisch senden".
    expect(screen.queryByRole('button', { name: 'An den Tisch senden' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '5 Würfel werfen' }));
    expect(table.service.roll).toHaveBeenCalledWith(expect.anything(), { characterId: character.id, label: 'Gabe „Lied der Spinne“: Entschlossenheit + Weisheit', pool: 5, specialDice: 2, difficulty: null }, false);
    const dialog = await screen.findByRole('dialog');
    const faces = () => [...within(dialog).getByLabelText('Würfel').children].map((die) => die.textContent);
    expect(faces()).toEqual(['2', '3', '7', '1', '6']);
    // The willpower re-roll: the server re-rolls the picked dice of this roll; the sheet takes the damage.
    await user.click(within(dialog).getByRole('button', { name: 'normaler Würfel: 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'normaler Würfel: 3' }));
    await user.click(within(dialog).getByRole('button', { name: /neu würfeln/ }));
    expect(table.service.reroll).toHaveBeenCalledWith(expect.anything(), 100, [0, 1]);
    expect(await within(dialog).findByText('Kritischer Erfolg')).toBeTruthy();
    expect(faces()).toEqual(['10', '10', '7', '1', '6']);
    expect(saved(character.id).willpowerDamage.filter((box) => box === 'superficial')).toHaveLength(1);
  });

  it('a pool the player changed is their own again: titled by its traits', async () => {
    const table = fakeTable();
    table.answerWith({ line: 'w5', normal: [6], special: [6, 6], specialName: 'rage', successes: 3, outcome: 'successes' });
    const { user } = renderSheet(
      table.wrap(
        <>
          <GiftsTab />
          <W5RollPanel />
        </>,
      ),
      garou(),
      'gifts',
    );
    await user.click(screen.getByRole('button', { name: 'Lied der Spinne: mit Entschlossenheit + Weisheit würfeln' }));
    await screen.findByText('Würfelt am Tisch „Freitagsrunde“');
    act(() => togglePoolPart({ id: 'skills:ath', label: 'Athletik', value: 0, category: 'physical' }));
    await user.click(screen.getByRole('button', { name: '5 Würfel werfen' }));
    expect(table.service.roll.mock.calls[0]?.[1]).toMatchObject({ label: 'Entschlossenheit + Weisheit + Athletik', pool: 5 });
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});
