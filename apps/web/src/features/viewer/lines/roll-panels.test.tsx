import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameLine } from '@vitae/core';
import type { StoredCharacter } from '@vitae/core/api';
import { clearPool } from '../lib/roll-selection.ts';
import { openCharacter, renderSheet } from '../../../testing/render.tsx';
import { loadSheet, sheetFor } from './index.ts';

/** Strength 3 and Dexterity 2 on a 5th-edition character, plus the line's own dice track. */
function withPool(track: Record<string, unknown>) {
  return (blank: StoredCharacter) => {
    const character = blank as StoredCharacter & { categories: Array<{ attributes: Array<{ key: string; value: number }> }> };
    const values: Record<string, number> = { str: 3, dex: 2 };
    return { ...character, ...track, categories: character.categories.map((category) => ({ ...category, attributes: category.attributes.map((a) => ({ ...a, value: values[a.key] ?? a.value })) })) } as StoredCharacter;
  };
}

/**
 * The roll panel each 5th-edition line shows under its tabs (its `DiceTools`), with Strength 3 +
 * Dexterity 2 picked on the attributes tab: how the line's own dice split the pool.
 */
const lines: ReadonlyArray<{ line: GameLine; track: Record<string, unknown>; summary: string; withSpeciality: string; extra?: { label: string; summary: string }; twoDice: RegExp }> = [
  { line: 'v5', track: { hunger: 2 }, twoDice: /^Hungerwürfel: \d+$/, summary: '5 Würfel, davon 2 Hungerwürfel und 3 normale Würfel', withSpeciality: '6 Würfel, davon 2 Hungerwürfel und 4 normale Würfel' },
  { line: 'w5', track: { rage: 3 }, twoDice: /^Zornwürfel: \d+$/, summary: '5 Würfel: 2 normale, 3 Zornwürfel', withSpeciality: '6 Würfel: 3 normale, 3 Zornwürfel' },
  {
    line: 'h5',
    track: { desperation: 2 },
    twoDice: /^normaler Würfel: \d+$/,
    summary: '5 Würfel: 5 aus dem Pool und 0 Verzweiflungswürfel',
    withSpeciality: '6 Würfel: 6 aus dem Pool und 0 Verzweiflungswürfel',
    extra: { label: 'Verzweiflungswürfel (+2)', summary: '8 Würfel: 6 aus dem Pool und 2 Verzweiflungswürfel' },
  },
];

/** Opens the panel's options (bonus, difficulty, speciality) unless a player left them open. */
async function openOptions(user: { click: (element: Element) => Promise<void> }, panel: HTMLElement) {
  const toggle = within(panel).getByRole('button', { name: /Optionen/ });
  if (toggle.getAttribute('aria-expanded') === 'false') await user.click(toggle);
}

describe.each(lines)('the $line roll panel', ({ line, track, summary, withSpeciality, extra, twoDice }) => {
  afterEach(clearPool);

  async function showSheet() {
    await loadSheet(line);
    const sheet = sheetFor(line);
    const Attributes = sheet?.tabs.attributes;
    const DiceTools = sheet?.DiceTools;
    if (!Attributes || !DiceTools) throw new Error(`${line} has no attributes tab or dice tools`);
    return renderSheet(
      <>
        <Attributes />
        <DiceTools />
      </>,
      openCharacter(line, withPool(track)),
      'attributes',
    );
  }

  it('appears once a trait is picked, splits the pool into the line’s dice, and a speciality adds one die', async () => {
    const { user } = await showSheet();
    expect(screen.queryByRole('region', { name: 'Würfelwurf' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Körperkraft' }));
    await user.click(screen.getByRole('button', { name: 'Geschicklichkeit' }));
    const panel = screen.getByRole('region', { name: 'Würfelwurf' });
    expect(within(panel).getByText('Körperkraft (3) + Geschicklichkeit (2)')).toBeTruthy();
    expect(within(panel).getByTestId('roll-summary').textContent).toBe(summary);
    expect(within(panel).getByRole('button', { name: '5 Würfel werfen' })).toBeTruthy();
    await openOptions(user, panel);
    await user.click(within(panel).getByLabelText('Spezialisierung (+1)'));
    expect(within(panel).getByTestId('roll-summary').textContent).toBe(withSpeciality);
    if (extra) {
      await user.click(within(panel).getByLabelText(extra.label));
      expect(within(panel).getByTestId('roll-summary').textContent).toBe(extra.summary);
    }
  });

  it('shows the odds only with a difficulty, and "Auswahl leeren" closes the panel', async () => {
    const { user } = await showSheet();
    await user.click(screen.getByRole('button', { name: 'Körperkraft' }));
    const panel = screen.getByRole('region', { name: 'Würfelwurf' });
    await openOptions(user, panel);
    expect(within(panel).queryByTestId('roll-odds')).toBeNull();
    await user.type(within(panel).getByLabelText('Schwierigkeit'), '3');
    expect(within(panel).getByTestId('roll-odds').textContent).toMatch(/\d+ %/);
    expect(screen.getByRole('button', { name: 'Körperkraft' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(panel).getByRole('button', { name: 'Auswahl leeren' }));
    expect(screen.queryByRole('region', { name: 'Würfelwurf' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Körperkraft' }).getAttribute('aria-pressed')).toBe('false');
  });

  // Issue #46 item 10: every 5th-edition line is impaired by a full track (V5 core rulebook, "Impairment").
  it.each([
    ['a full Health track takes 2 dice off a physical pool', { healthDamage: Array(10).fill('superficial') }, '− 2'],
    ['a full Willpower track leaves a physical pool alone', { willpowerDamage: Array(10).fill('superficial') }, ''],
  ])('%s', async (_label, damage, suffix) => {
    await loadSheet(line);
    const sheet = sheetFor(line)!;
    const Attributes = sheet.tabs.attributes!;
    const DiceTools = sheet.DiceTools!;
    const { user } = renderSheet(
      <>
        <Attributes />
        <DiceTools />
      </>,
      openCharacter(line, (blank) => ({ ...withPool(track)(blank), health: 5, willpower: 5, ...damage }) as StoredCharacter),
      'attributes',
    );
    await user.click(screen.getByRole('button', { name: 'Körperkraft' }));
    const panel = screen.getByRole('region', { name: 'Würfelwurf' });
    expect(within(panel).getByText(`Körperkraft (3)${suffix ? ` ${suffix}` : ''}`, { exact: false })).toBeTruthy();
    expect(within(panel).queryByTestId('roll-impaired')?.textContent ?? '').toBe(suffix ? 'Beeinträchtigt: −2 Würfel (volle Spur)' : '');
    expect(within(panel).getByRole('button', { name: `${suffix ? 1 : 3} Würfel werfen` })).toBeTruthy();
  });

  it('a roll opens the result with its two dice, read out as the line’s dice (special dice first, up to the track)', async () => {
    const { user } = await showSheet();
    await user.click(screen.getByRole('button', { name: 'Geschicklichkeit' }));
    await user.click(screen.getByRole('button', { name: '2 Würfel werfen' }));
    const result = await screen.findByRole('dialog', { name: 'Ergebnis' });
    const dice = [...within(result).getByLabelText('Würfel').children].map((die) => die.getAttribute('aria-label') ?? '');
    expect(dice).toHaveLength(2);
    for (const die of dice) expect(die).toMatch(twoDice);
  });
});
