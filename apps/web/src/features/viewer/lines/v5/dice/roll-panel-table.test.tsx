import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoredCharacter } from '@vitae/core/api';
import type { TablePoolResult } from '@vitae/core/play';
import { TableRollServiceProvider, type TableRef, type TableRollAnswer, type TableRollService, type TableRollSpec } from '../../../../../components/table-roll.tsx';
import { characterManager } from '../../../../../lib/characters/characters.ts';
import { openCharacter, renderSheet } from '../../../../../testing/render.tsx';
import { TraitsGrid } from '../../../fifth-edition/traits-grid.tsx';
import { clearPool } from '../../../lib/roll-selection.ts';
import { RemorseButton, RouseButton } from './blood-buttons.tsx';
import { DicePoolDialog } from './dice-pool-dialog.tsx';
import { RollPanel } from './roll-panel.tsx';

function withRating(character: StoredCharacter, kind: 'attributes' | 'skills', key: string, value: number): StoredCharacter {
  if (!('categories' in character)) throw new Error('a 5th-edition character was expected');
  const categories = character.categories.map((category) => ({
    ...category,
    [kind]: category[kind].map((trait: { key: string; value: number }) => (trait.key === key ? { ...trait, value } : trait)),
  }));
  return { ...character, categories } as StoredCharacter;
}

const friday: TableRef = { id: '00000000-0000-4000-8000-000000000001', name: 'Freitagsrunde' };

/** The server's dice for a pool of 5 with 2 hunger dice: three normal (10, 10, 2) and two hunger (3, 1). */
const serverDice: TablePoolResult = { line: 'v5', normal: [10, 10, 2], special: [3, 1], specialName: 'hunger', difficulty: 3, successes: 6, outcome: 'criticalWin', notes: [] };

/** A table as the play feature would offer it, answering with `answers` in turn and noting every call. */
function fakeTable(table: TableRef | undefined, answers: TableRollAnswer[]) {
  const rolls: { spec: TableRollSpec; secret: boolean }[] = [];
  const rerolls: { messageId: number; dice: readonly number[] }[] = [];
  const next = () => Promise.resolve(answers.shift() ?? { ok: false as const, problem: 'keine Antwort mehr' });
  const service: TableRollService = {
    tableOf: () => Promise.resolve(table),
    roll: (_table, spec, secret) => {
      rolls.push({ spec, secret });
      return next();
    },
    reroll: (_table, messageId, dice) => {
      rerolls.push({ messageId, dice });
      return next();
    },
  };
  return { service, rolls, rerolls };
}

function sheet(service: TableRollService, hunger = 2) {
  clearPool();
  const character = openCharacter('v5', (blank) => withRating(withRating({ ...blank, hunger, willpower: 5, willpowerDamage: ['none', 'none', 'none', 'none', 'none'] } as StoredCharacter, 'attributes', 'dex', 3), 'skills', 'ath', 2));
  const view = renderSheet(
    <TableRollServiceProvider value={service}>
      <TraitsGrid kind="attributes" />
      <TraitsGrid kind="skills" />
      <RouseButton />
      <RollPanel />
    </TableRollServiceProvider>,
    character,
    'attributes',
  );
  return { character, ...view };
}

async function pickPool(user: ReturnType<typeof sheet>['user']) {
  await user.click(screen.getByRole('button', { name: 'Geschicklichkeit' }));
  await user.click(screen.getByRole('button', { name: 'Sportlichkeit' }));
  return screen.getByRole('region', { name: 'Würfelwurf' });
}

/** The options stay as the player last left them (across tests too): open them unless open. */
async function openOptions(user: ReturnType<typeof sheet>['user'], panel: HTMLElement) {
  const toggle = within(panel).getByRole('button', { name: /^Optionen/ });
  if (toggle.getAttribute('aria-expanded') === 'false') await user.click(toggle);
}

const facesIn = (dialog: HTMLElement) => within(within(dialog).getByLabelText('Würfel')).getAllByLabelText(/ürfel: \d+/).map((die) => die.getAttribute('aria-label'));

afterEach(() => vi.restoreAllMocks());

describe('the vampire’s roll panel at a table', () => {
  it('says which table it rolls at, sends the pool secretly when asked and shows the server’s dice', async () => {
    const table = fakeTable(friday, [{ ok: true, result: serverDice, messageId: 41 }]);
    const { user } = sheet(table.service);
    const panel = await pickPool(user);
    expect((await within(panel).findByTestId('table-roll-note')).textContent).toContain('Würfelt am Tisch „Freitagsrunde“');
    // The old extra button is gone: the roll button itself goes to the table.
    expect(within(panel).queryByRole('button', { name: 'An den Tisch senden' })).toBeNull();
    await user.click(within(panel).getByRole('checkbox', { name: 'geheim (nur Erzähler)' }));
    await openOptions(user, panel);
    await user.type(within(panel).getByRole('spinbutton', { name: 'Schwierigkeit' }), '3');
    await user.click(within(panel).getByRole('button', { name: '5 Würfel werfen' }));
    expect(table.rolls).toEqual([{ spec: { characterId: expect.any(String), label: 'Geschicklichkeit + Sportlichkeit', pool: 5, specialDice: 2, difficulty: 3 }, secret: true }]);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('roll-outcome').textContent).toBe('Kritischer Erfolg');
    expect(facesIn(dialog)).toEqual(['normaler Würfel: 10', 'normaler Würfel: 10', 'normaler Würfel: 2', 'Hungerwürfel: 3', 'Hungerwürfel: 1']);
  });

  it('has the server re-roll with willpower, linked to the first roll, and still marks the willpower damage', async () => {
    const rerolled: TablePoolResult = { ...serverDice, normal: [10, 10, 7], successes: 7 };
    const table = fakeTable(friday, [
      { ok: true, result: serverDice, messageId: 41 },
      { ok: true, result: rerolled, messageId: 42 },
    ]);
    const { user, character } = sheet(table.service);
    const panel = await pickPool(user);
    await within(panel).findByTestId('table-roll-note');
    await user.click(within(panel).getByRole('button', { name: '5 Würfel werfen' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'normaler Würfel: 2' }));
    await user.click(within(dialog).getByRole('button', { name: /neu würfeln/ }));
    expect(table.rerolls).toEqual([{ messageId: 41, dice: [2] }]);
    expect(await within(dialog).findByLabelText('normaler Würfel: 7')).toBeTruthy();
    const stored = characterManager.get(character.id)!.character as { willpowerDamage: string[] };
    expect(stored.willpowerDamage.filter((box) => box !== 'none')).toHaveLength(1);
  });

  it('after the table refused a willpower re-roll, the player may try again; nothing was spent', async () => {
    const rerolled: TablePoolResult = { ...serverDice, normal: [10, 10, 7], successes: 7 };
    const table = fakeTable(friday, [
      { ok: true, result: serverDice, messageId: 41 },
      { ok: false, problem: 'Keine Verbindung zum Tisch.' },
      { ok: true, result: rerolled, messageId: 42 },
    ]);
    const { user, character } = sheet(table.service);
    const panel = await pickPool(user);
    await within(panel).findByTestId('table-roll-note');
    await user.click(within(panel).getByRole('button', { name: '5 Würfel werfen' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'normaler Würfel: 2' }));
    await user.click(within(dialog).getByRole('button', { name: /neu würfeln/ }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Keine Verbindung zum Tisch.');
    const damage = () => (characterManager.get(character.id)!.character as { willpowerDamage: string[] }).willpowerDamage.filter((box) => box !== 'none');
    expect(damage()).toHaveLength(0);
    // The pick stays; the re-roll is offered again and this time goes through.
    await user.click(await within(dialog).findByRole('button', { name: /neu würfeln/ }));
    expect(table.rerolls).toEqual([
      { messageId: 41, dice: [2] },
      { messageId: 41, dice: [2] },
    ]);
    expect(await within(dialog).findByLabelText('normaler Würfel: 7')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(damage()).toHaveLength(1);
  });

  it('shows the table’s refusal and rolls nothing', async () => {
    const table = fakeTable(friday, [{ ok: false, problem: 'Die Erzählerin hat dich aus der Sitzung genommen.' }]);
    const { user } = sheet(table.service);
    const panel = await pickPool(user);
    await within(panel).findByTestId('table-roll-note');
    await user.click(within(panel).getByRole('button', { name: '5 Würfel werfen' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe('Die Erzählerin hat dich aus der Sitzung genommen.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('rolls locally as ever when the character sits at no table', async () => {
    const table = fakeTable(undefined, []);
    const { user } = sheet(table.service);
    const panel = await pickPool(user);
    await user.click(within(panel).getByRole('button', { name: '5 Würfel werfen' }));
    const dialog = await screen.findByRole('dialog');
    expect(facesIn(dialog)).toHaveLength(5);
    expect(table.rolls).toEqual([]);
    expect(within(panel).queryByTestId('table-roll-note')).toBeNull();
  });

  it('has the server roll a rouse check and applies the hunger its die costs', async () => {
    const failedRouse: TablePoolResult = { line: 'v5', normal: [4], special: [], specialName: 'hunger', difficulty: 1, successes: 0, outcome: 'totalFailure', notes: [] };
    const table = fakeTable(friday, [{ ok: true, result: failedRouse, messageId: 7 }]);
    const { user, character } = sheet(table.service, 2);
    // The table is read once the button is there; wait for it so the check goes to the table.
    await screen.findByRole('button', { name: 'Wallungs-Check' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await user.click(screen.getByRole('button', { name: 'Wallungs-Check' }));
    expect(await screen.findByText('Wallungs-Check: 4 – Hunger steigt auf 3.')).toBeTruthy();
    // It names its check and the hunger before, so the table's card says "Hunger steigt auf 3".
    expect(table.rolls).toEqual([{ spec: { characterId: character.id, label: 'Wallungs-Check', pool: 1, specialDice: 0, difficulty: 1, check: { name: 'rouse', before: 2 } }, secret: false }]);
    expect((characterManager.get(character.id)!.character as { hunger: number }).hunger).toBe(3);
  });

  it('the dice pool calculator rolls at the table too, without a FoundryVTT id, titled in words', async () => {
    const table = fakeTable(friday, [{ ok: true, result: serverDice, messageId: 43 }]);
    clearPool();
    const character = openCharacter('v5', (blank) => withRating(withRating({ ...blank, hunger: 2 } as StoredCharacter, 'attributes', 'dex', 3), 'skills', 'ath', 2));
    const { user } = renderSheet(
      <TableRollServiceProvider value={table.service}>
        <DicePoolDialog open onClose={() => undefined} />
      </TableRollServiceProvider>,
      character,
    );
    const calculator = screen.getByRole('dialog', { name: 'Würfelpool-Rechner' });
    await user.selectOptions(within(calculator).getByRole('listbox', { name: 'Attribut' }), 'attribute:dex');
    await user.selectOptions(within(calculator).getByRole('listbox', { name: 'Fertigkeit, Disziplin oder Attribut' }), 'skill:ath');
    expect((await within(calculator).findByTestId('table-roll-note')).textContent).toContain('Würfelt am Tisch „Freitagsrunde“');
    await user.type(within(calculator).getByRole('textbox', { name: 'Schwierigkeit' }), '3');
    await user.click(within(calculator).getByRole('button', { name: '5 Würfel werfen' }));
    expect(table.rolls).toEqual([{ spec: { characterId: character.id, label: 'Geschicklichkeit + Sportlichkeit', pool: 5, specialDice: 2, difficulty: 3 }, secret: false }]);
    const result = await screen.findByRole('dialog', { name: 'Ergebnis' });
    expect(facesIn(result)).toEqual(['normaler Würfel: 10', 'normaler Würfel: 10', 'normaler Würfel: 2', 'Hungerwürfel: 3', 'Hungerwürfel: 1']);
  });

  it('has the server roll the remorse dice and reads humanity from them', async () => {
    const table = fakeTable(friday, [{ ok: true, result: { line: 'v5', normal: [3, 5], special: [], specialName: 'hunger', difficulty: 1, successes: 0, outcome: 'totalFailure', notes: [] }, messageId: 9 }]);
    const character = openCharacter('v5', (blank) => ({ ...blank, humanity: 6, stains: 2 }) as StoredCharacter);
    const { user } = renderSheet(
      <TableRollServiceProvider value={table.service}>
        <RemorseButton />
      </TableRollServiceProvider>,
      character,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    await user.click(screen.getByRole('button', { name: 'Reuewurf' }));
    expect(await screen.findByText('Reuewurf (3, 5): misslungen – Menschlichkeit sinkt auf 5, die Makel verschwinden.')).toBeTruthy();
    expect(table.rolls).toEqual([{ spec: { characterId: character.id, label: 'Reuewurf', pool: 2, specialDice: 0, difficulty: 1, check: { name: 'remorse', before: 6 } }, secret: false }]);
    expect((characterManager.get(character.id)!.character as { humanity: number; stains: number }).humanity).toBe(5);
  });

  it('a blood surge sends its rouse check first; the roll takes the hunger that check left', async () => {
    const failedRouse: TablePoolResult = { line: 'v5', normal: [2], special: [], specialName: 'hunger', difficulty: 1, successes: 0, outcome: 'totalFailure', notes: [] };
    const table = fakeTable(friday, [
      { ok: true, result: failedRouse, messageId: 50 },
      { ok: true, result: serverDice, messageId: 51 },
    ]);
    const { user, character } = sheet(table.service, 2);
    const panel = await pickPool(user);
    await within(panel).findByTestId('table-roll-note');
    await openOptions(user, panel);
    await user.click(within(panel).getByRole('checkbox', { name: /^Blutschub/ }));
    await user.click(within(panel).getByRole('button', { name: '6 Würfel werfen' }));
    await screen.findByRole('dialog');
    expect(table.rolls.map((roll) => roll.spec)).toEqual([
      { characterId: character.id, label: 'Wallungs-Check', pool: 1, specialDice: 0, difficulty: 1, check: { name: 'rouse', before: 2 } },
      { characterId: character.id, label: 'Geschicklichkeit + Sportlichkeit', pool: 6, specialDice: 3, difficulty: null },
    ]);
    expect((characterManager.get(character.id)!.character as { hunger: number }).hunger).toBe(3);
  });

  it('rolls locally while the browser is offline, though the character sits at a table', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const table = fakeTable(friday, []);
    const { user } = sheet(table.service);
    const panel = await pickPool(user);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await user.click(within(panel).getByRole('button', { name: '5 Würfel werfen' }));
    expect(facesIn(await screen.findByRole('dialog'))).toHaveLength(5);
    expect(table.rolls).toEqual([]);
    expect(within(panel).queryByTestId('table-roll-note')).toBeNull();
  });
});
