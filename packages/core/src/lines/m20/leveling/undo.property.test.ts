import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blankCharacter } from '../../../character/blank.ts';
import { mageAttributes, mageSpheres } from '../keys.ts';
import type { M20Character } from '../schema.ts';
import { addWonder } from '../wonders.ts';
import type { M20Purchase } from './costs.ts';
import { applyM20Purchase, undoM20 } from './index.ts';

// Issue #46 item 20: buy Willpower 7 → 8, pay 2 permanent Willpower for a self-made Primer, undo
// the purchase → the sheet said "6 von 7" and refunded 7 XP: a free dot. Undo must give exactly the
// sheet as if the purchase had never been made, keeping whatever happened outside the history
// since (the Primer and its price). Modelled here: every step's effect is replayed from the start
// without the undone purchase, and the real sheet must equal that replay after every step.

const now = '2025-03-01T20:15:00.000Z';
type Step = { buy: M20Purchase } | { wonder: 0 | 1 | 2 } | { undo: true };

const purchases: M20Purchase[] = [
  { kind: 'willpower' },
  { kind: 'arete' },
  ...mageAttributes.slice(0, 3).map((key): M20Purchase => ({ kind: 'attribute', key })),
  ...mageSpheres.slice(0, 3).map((sphere): M20Purchase => ({ kind: 'sphere', sphere })),
  { kind: 'ability', category: 'knowledges', id: 'occult' },
  { kind: 'background', id: 'avatar' },
];
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...purchases).map((buy) => ({ buy })) },
  { weight: 2, arbitrary: fc.constantFrom(0 as const, 1 as const, 2 as const).map((wonder) => ({ wonder })) },
  { weight: 3, arbitrary: fc.constant({ undo: true as const }) },
);

function start(): M20Character {
  // Willpower 6 with at most four Wonders of 2 each keeps the replay above the Wonders' floor of 1.
  return { ...blankCharacter('m20', { name: 'Ada' }), affinitySphere: 'life', arete: 3, willpower: 6, exp: 5_000 };
}

/** One step on a sheet; `undefined` when the step is refused (then it changes nothing). */
function perform(character: M20Character, step: Exclude<Step, { undo: true }>, id: string): M20Character | undefined {
  if ('buy' in step) {
    const result = applyM20Purchase(character, step.buy, { id, now });
    return result.ok ? result.character : undefined;
  }
  const result = addWonder(character, { id: 'primer', permanentWillpower: step.wonder }, { id, name: `Wunder ${id}`, rank: 1, selfMade: true });
  return result.ok ? result.character : undefined;
}

/** The sheet the steps make from the start; `undefined` when one of them would be refused. */
function replay(steps: ReadonlyArray<{ step: Exclude<Step, { undo: true }>; id: string }>): M20Character | undefined {
  let sheet: M20Character | undefined = start();
  for (const made of steps) sheet = sheet && perform(sheet, made.step, made.id);
  return sheet;
}

describe('M20 undo after Willpower spent outside the history (property)', () => {
  it('the issue’s case: buy 7 → 8, a Primer for 2, undo → 5 permanent Willpower and 7 XP back', () => {
    const bought = applyM20Purchase({ ...start(), willpower: 7 }, { kind: 'willpower' }, { id: 'buy', now });
    if (!bought.ok) throw new Error('purchase refused');
    const primer = addWonder(bought.character, { id: 'primer', permanentWillpower: 2 }, { id: 'w', name: 'Primer', rank: 1, selfMade: true });
    if (!primer.ok) throw new Error('wonder refused');
    expect(primer.character.willpower).toBe(6);
    const undone = undoM20(primer.character);
    expect(undone.ok && undone.character.willpower).toBe(5);
    expect(undone.ok && undone.character.exp).toBe(5_000);
    expect(undone.ok && undone.character.wonders.map((wonder) => wonder.name)).toEqual(['Primer']);
  });

  it('refuses (and changes nothing) when the Willpower the purchase gave was spent down to the last dot', () => {
    const bought = applyM20Purchase({ ...start(), willpower: 2 }, { kind: 'willpower' }, { id: 'buy', now });
    if (!bought.ok) throw new Error('purchase refused');
    const primer = addWonder(bought.character, { id: 'primer', permanentWillpower: 2 }, { id: 'w', name: 'Primer', rank: 1, selfMade: true });
    if (!primer.ok) throw new Error('wonder refused');
    expect(primer.character.willpower).toBe(1);
    expect(undoM20(primer.character)).toEqual({ ok: false, reason: 'spent_since' });
  });

  it('any sequence of purchases, Wonders and undos equals the replay without the undone purchases', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { minLength: 5, maxLength: 30 }), (steps) => {
        let sheet = start();
        /** The steps in effect, in order, with the id each was made under. */
        let effective: Array<{ step: Exclude<Step, { undo: true }>; id: string }> = [];
        let wonders = 0;
        for (const [index, step] of steps.entries()) {
          if ('undo' in step) {
            const undone = undoM20(sheet);
            const last = effective.findLastIndex((made) => 'buy' in made.step);
            const without = effective.filter((_, i) => i !== last);
            if (last < 0) expect(undone).toEqual({ ok: false, reason: 'nothing_to_undo' });
            // Refused only when no sheet without the purchase exists: a Wonder since could not have been paid.
            else if (!undone.ok) expect([undone.reason, replay(without)]).toEqual(['spent_since', undefined]);
            if (!undone.ok) continue;
            sheet = undone.character;
            effective = without;
          } else {
            if ('wonder' in step && (wonders += 1) > 4) continue;
            const id = `s${index}`;
            const next = perform(sheet, step, id);
            if (!next) continue;
            sheet = next;
            effective.push({ step, id });
          }
          expect(sheet).toStrictEqual(replay(effective));
        }
      }),
      { numRuns: 300 },
    );
  });
});
