import { describe, expect, it } from 'vitest';
import { xpProblems } from './xp-dialog.tsx';

describe('xpProblems', () => {
  it.each([
    ['a full form', 2, '3', 'Sitzung 1', {}],
    ['no character chosen', 0, '3', 'Sitzung 1', { characters: 'play.xp.problem.characters' }],
    ['no amount', 1, '', 'Sitzung 1', { amount: 'play.xp.problem.amount' }],
    ['zero', 1, '0', 'Sitzung 1', { amount: 'play.xp.problem.amount' }],
    ['a fraction', 1, '1.5', 'Sitzung 1', { amount: 'play.xp.problem.amount' }],
    ['too many', 1, '101', 'Sitzung 1', { amount: 'play.xp.problem.amount' }],
    ['a blank reason', 1, '3', '   ', { reason: 'play.xp.problem.reason' }],
    ['a reason past 200 characters', 1, '3', 'x'.repeat(201), { reason: 'play.xp.problem.reasonLong' }],
  ] as const)('%s', (_name, chosen, amount, reason, expected) => {
    const found = Object.fromEntries(Object.entries(xpProblems(chosen, amount, reason)).filter(([, value]) => value !== undefined));
    expect(found).toEqual(expected);
  });
});
