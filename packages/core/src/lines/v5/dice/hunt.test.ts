import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HuntReason, Prey } from './hunt.ts';
import { huntBp5Note, huntResult, preyKinds } from './hunt.ts';

type Cell = readonly [hunger: number, reasons: readonly HuntReason[]];
type Row = readonly [bp: number, humanAlive: Cell, humanDrained: Cell, animal: Cell, bloodBag: Cell];

const fed = ['fed'] as const;
const halved = ['animalOrBagHalved'] as const;
const nothing = ['animalOrBagSlakesNothing'] as const;

/** A full feed at hunger 5, BP 0–10 (docs/behaviour-notes.md §3 feeding penalties; BP 5 follows the table). */
const fromHunger5: readonly Row[] = [
  [0, [1, ['fed', 'killNeededForZero']], [0, ['fed', 'vesselKilled']], [4, fed], [4, fed]],
  [1, [1, ['fed', 'killNeededForZero']], [0, ['fed', 'vesselKilled']], [4, fed], [4, fed]],
  [2, [1, ['fed', 'killNeededForZero']], [0, ['fed', 'vesselKilled']], [5, halved], [5, halved]],
  [3, [1, ['fed', 'killNeededForZero']], [0, ['fed', 'vesselKilled']], [5, nothing], [5, nothing]],
  [4, [2, ['fed', 'humanPenalty']], [1, ['fed', 'humanPenalty', 'vesselKilled']], [5, nothing], [5, nothing]],
  [5, [2, ['fed', 'humanPenalty', 'drainThreshold', 'bp5TableRule']], [1, ['fed', 'humanPenalty', 'vesselKilled', 'bp5TableRule']], [5, nothing], [5, nothing]],
  [6, [3, ['fed', 'humanPenalty']], [2, ['fed', 'humanPenalty', 'vesselKilled']], [5, nothing], [5, nothing]],
  [7, [3, ['fed', 'humanPenalty']], [2, ['fed', 'humanPenalty', 'vesselKilled']], [5, nothing], [5, nothing]],
  [8, [3, ['fed', 'humanPenalty', 'drainThreshold']], [2, ['fed', 'humanPenalty', 'vesselKilled']], [5, nothing], [5, nothing]],
  [9, [3, ['fed', 'humanPenalty', 'drainThreshold']], [2, ['fed', 'humanPenalty', 'vesselKilled']], [5, nothing], [5, nothing]],
  [10, [4, ['fed', 'humanPenalty']], [3, ['fed', 'humanPenalty', 'vesselKilled']], [5, nothing], [5, nothing]],
];

const cases = fromHunger5.flatMap(([bp, alive, drained, animal, bag]) => [
  [bp, 'human', false, ...alive] as const,
  [bp, 'human', true, ...drained] as const,
  [bp, 'animal', false, ...animal] as const,
  [bp, 'animal', true, ...animal] as const,
  [bp, 'bloodBag', false, ...bag] as const,
  [bp, 'bloodBag', true, ...bag] as const,
]);

describe('huntResult: BP 0–10 × prey × drained from hunger 5', () => {
  it.each(cases)('BP %i, %s, drained %s → hunger %i', (bloodPotency, prey, drained, hunger, reasons) => {
    const result = huntResult({ bloodPotency, hunger: 5, prey, drained });
    expect(result.hunger).toBe(hunger);
    expect(result.slaked).toBe(5 - hunger);
    expect(result.reasons).toEqual(reasons);
    expect(result.vesselKilled).toBe(prey === 'human' && drained);
    expect(result.tableOverridesSpec).toBe(prey === 'human' && bloodPotency === 5);
  });
});

describe('huntResult thresholds and edges', () => {
  it.each<[number, number, Prey, boolean, number, readonly HuntReason[]]>([
    [0, 0, 'human', false, 0, ['nothingToSlake']],
    [0, 0, 'animal', false, 0, ['nothingToSlake']],
    [1, 1, 'human', false, 1, ['killNeededForZero']],
    [3, 3, 'human', false, 1, ['fed', 'killNeededForZero']],
    [3, 1, 'human', true, 0, ['fed', 'vesselKilled']],
    [4, 3, 'human', false, 1, ['fed', 'humanPenalty', 'killNeededForZero']],
    [4, 5, 'human', false, 2, ['fed', 'humanPenalty']],
    [6, 3, 'human', false, 2, ['fed', 'humanPenalty', 'drainThreshold']],
    [7, 2, 'human', false, 2, ['humanPenalty', 'drainThreshold']],
    [7, 2, 'human', true, 0, ['fed', 'humanPenalty', 'vesselKilled']],
    [8, 3, 'human', false, 3, ['humanPenalty', 'drainThreshold']],
    [8, 3, 'human', true, 0, ['fed', 'humanPenalty', 'vesselKilled']],
    [10, 3, 'human', true, 1, ['fed', 'humanPenalty', 'vesselKilled']],
    [10, 4, 'human', false, 3, ['fed', 'humanPenalty', 'drainThreshold']],
    [1, 1, 'bloodBag', false, 0, ['fed']],
    [2, 1, 'animal', false, 1, ['animalOrBagHalved']],
    [3, 2, 'animal', false, 2, ['animalOrBagSlakesNothing']],
  ])('BP %i, hunger %i, %s, drained %s → %i', (bloodPotency, hunger, prey, drained, after, reasons) => {
    const result = huntResult({ bloodPotency, hunger, prey, drained });
    expect(result.hunger).toBe(after);
    expect(result.reasons).toEqual(reasons);
  });

  it('applies the table, not docs/product-spec.md §9, at BP 5 and exposes the note', () => {
    const result = huntResult({ bloodPotency: 5, hunger: 5, prey: 'human', drained: false });
    expect(result.humanPenalty).toBe(huntBp5Note.tableHumanPenalty);
    expect(result.hunger).toBe(2);
    expect(result.drainThreshold).toBe(2);
  });

  it.each([
    [0, null],
    [4, null],
    [5, 2],
    [7, 2],
    [8, 3],
    [10, 3],
  ])('BP %i drain threshold %s', (bloodPotency, threshold) => {
    expect(huntResult({ bloodPotency, hunger: 5, prey: 'human', drained: false }).drainThreshold).toBe(threshold);
  });

  it('carries the resonance only when something was slaked', () => {
    expect(huntResult({ bloodPotency: 1, hunger: 4, prey: 'human', drained: false, resonance: 'sanguine' }).resonance).toBe('sanguine');
    expect(huntResult({ bloodPotency: 4, hunger: 4, prey: 'animal', drained: false, resonance: 'choleric' }).resonance).toBeNull();
    expect(huntResult({ bloodPotency: 1, hunger: 4, prey: 'human', drained: false }).resonance).toBeNull();
  });

  it.each([
    [{ bloodPotency: 11, hunger: 1, prey: 'human', drained: false }],
    [{ bloodPotency: 1, hunger: 6, prey: 'human', drained: false }],
    [{ bloodPotency: 1, hunger: 1, prey: 'rat', drained: false }],
    [{ bloodPotency: 1, hunger: 1, prey: 'human', drained: false, resonance: 'bitter' }],
  ])('rejects %j', (input) => {
    expect(() => huntResult(input as never)).toThrow(RangeError);
  });
});

describe('huntResult properties', () => {
  const input = fc.record({
    bloodPotency: fc.integer({ min: 0, max: 10 }),
    hunger: fc.integer({ min: 0, max: 5 }),
    prey: fc.constantFrom(...preyKinds),
    drained: fc.boolean(),
  });

  it('never raises hunger, drains never do worse, and higher BP never slakes more', () => {
    fc.assert(
      fc.property(input, (args) => {
        const result = huntResult(args);
        expect(result.hunger).toBeGreaterThanOrEqual(0);
        expect(result.hunger).toBeLessThanOrEqual(args.hunger);
        expect(huntResult({ ...args, drained: true }).hunger).toBeLessThanOrEqual(huntResult({ ...args, drained: false }).hunger);
        if (args.bloodPotency < 10) {
          expect(huntResult({ ...args, bloodPotency: args.bloodPotency + 1 }).hunger).toBeGreaterThanOrEqual(result.hunger);
        }
        if (args.prey === 'human' && !args.drained && result.drainThreshold !== null && args.hunger >= result.drainThreshold) {
          expect(result.hunger).toBeGreaterThanOrEqual(result.drainThreshold);
        }
      }),
    );
  });
});
