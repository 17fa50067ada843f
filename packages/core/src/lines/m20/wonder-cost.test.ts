import { describe, expect, it } from 'vitest';
import { blankCharacter } from '../../character/blank.ts';
import { backgroundPointsUsed, freebieSpending } from './creation/finishing.ts';
import { undoM20 } from './leveling/index.ts';
import type { M20Character } from './schema.ts';
import { addWonderWithExperience, wonderExperienceCost } from './wonder-purchase.ts';
import { addCreationWonder, freeWonderDots, wonderDotsNeeded, wonderDotsUsed } from './wonders.ts';

// Issue #46 item 21: adding a Wonder charged neither background points nor XP. In M20 a Wonder is
// bought through the Wonder background (M20 core, Backgrounds: "Wonder"; a Wonder of rank N takes N
// dots); the wizard pays background dots (7, then freebies at 1 per dot: M20 core p. 336 freebie
// chart, rules.json freebieCosts.background), leveling pays XP at the background price of the
// app's table (new 3, then current × 3; rules.json xpCosts.background — the storyteller's optional
// rule, since backgrounds come from the story).
const now = '2025-03-01T20:15:00.000Z';
const talisman = { id: 'talisman', permanentWillpower: 0 };
const grimoire = { id: 'grimoire', permanentWillpower: 1 };
const context = { doubleCost: new Set<string>() };

function mage(fields: Partial<M20Character> = {}): M20Character {
  return { ...blankCharacter('m20', { name: 'Ada' }), arete: 2, ...fields };
}
const found = (rank: number) => ({ id: `w${rank}`, name: `Stab ${rank}`, rank });

describe('the Wonder background dots a Wonder takes', () => {
  it.each<[string, Partial<M20Character>, { permanentWillpower: number }, { rank: number; selfMade?: boolean }, number]>([
    ['a found talisman of rank 2, no Wonder background: 2', {}, talisman, { rank: 2 }, 2],
    ['Wonder 3 with nothing in it: rank 2 is covered', { backgrounds: { wonder: 3 } }, talisman, { rank: 2 }, 0],
    ['Wonder 3 holding a rank-2 Wonder: a rank-2 one needs 1 more', { backgrounds: { wonder: 3 }, wonders: [{ id: 'a', type: 'talisman', name: 'A', rank: 2, selfMade: false, notes: '' }] }, talisman, { rank: 2 }, 1],
    ['a self-written grimoire is paid in Willpower: 0', {}, grimoire, { rank: 3, selfMade: true }, 0],
    ['a found grimoire takes its rank: 3', {}, grimoire, { rank: 3 }, 3],
  ])('%s', (_name, fields, type, wonder, dots) => {
    expect(wonderDotsNeeded(mage(fields), type, wonder)).toBe(dots);
  });
});

describe('in the wizard: background points, then freebies', () => {
  it.each<[string, Partial<M20Character>, number, number, number]>([
    // [case, sheet, rank, background points used after, freebies spent on backgrounds]
    ['rank 2 on an empty sheet: 2 of 7 background points', {}, 2, 2, 0],
    ['rank 3 beside Avatar 5: 8 points, 1 from the freebies', { backgrounds: { avatar: 5 }, quintessence: 5 }, 3, 8, 1],
    ['rank 1 on a Wonder 2 with room: nothing more', { backgrounds: { wonder: 2 } }, 1, 2, 0],
  ])('%s', (_name, fields, rank, points, freebies) => {
    const start = mage(fields);
    const added = addCreationWonder(start, talisman, found(rank));
    if (!added.ok) throw new Error(added.reason);
    expect(backgroundPointsUsed(added.character, context)).toBe(points);
    expect(freebieSpending(start, added.character, context).lines.find((line) => line.kind === 'backgrounds')?.cost).toBe(freebies);
    expect(wonderDotsUsed(added.character)).toBe(rank);
    expect(freeWonderDots(added.character)).toBe(Math.max(0, (fields.backgrounds?.wonder ?? 0) - rank));
  });

  it('refused beyond Wonder 5', () => {
    expect(addCreationWonder(mage({ backgrounds: { wonder: 4 }, wonders: [{ id: 'a', type: 'talisman', name: 'A', rank: 4, selfMade: false, notes: '' }] }), talisman, found(2))).toEqual({ ok: false, reason: 'at_maximum' });
  });
});

describe('in leveling mode: XP at the background price', () => {
  it.each<[string, Partial<M20Character>, number, number]>([
    ['rank 1, no Wonder background: a new background, 3', {}, 1, 3],
    ['rank 2: 3 + 3', {}, 2, 6],
    ['rank 3: 3 + 3 + 6', {}, 3, 12],
    ['rank 2 on Wonder 2 holding rank 1: one dot 2 → 3, 6', { backgrounds: { wonder: 2 }, wonders: [{ id: 'a', type: 'talisman', name: 'A', rank: 1, selfMade: false, notes: '' }] }, 2, 6],
    ['rank 2 on a free Wonder 2: 0', { backgrounds: { wonder: 2 } }, 2, 0],
  ])('%s', (_name, fields, rank, cost) => {
    const start = mage({ exp: 30, ...fields });
    expect(wonderExperienceCost(start, talisman, { rank }).cost).toBe(cost);
    let id = 0;
    const added = addWonderWithExperience(start, talisman, found(rank), () => ({ id: `e${(id += 1)}`, now }));
    if (!added.ok) throw new Error(added.reason);
    expect(added.character.exp).toBe(30 - cost);
    expect(added.character.usedExp).toBe(cost);
    expect(added.character.wonders.map((wonder) => wonder.rank)).toEqual([...(fields.wonders ?? []).map((wonder) => wonder.rank), rank]);
  });

  it('refused, and nothing changes, without the XP', () => {
    expect(addWonderWithExperience(mage({ exp: 5 }), talisman, found(2), () => ({ id: 'e', now }))).toEqual({ ok: false, reason: 'not_enough_xp', cost: 6 });
  });

  it('undo refuses to take back a dot the Wonder takes; after removing the Wonder it refunds', () => {
    let id = 0;
    const added = addWonderWithExperience(mage({ exp: 30 }), talisman, found(1), () => ({ id: `e${(id += 1)}`, now }));
    if (!added.ok) throw new Error(added.reason);
    expect(undoM20(added.character)).toEqual({ ok: false, reason: 'spent_since' });
    const undone = undoM20({ ...added.character, wonders: [] });
    expect(undone.ok && undone.character.exp).toBe(30);
    expect(undone.ok && undone.character.backgrounds).toEqual({});
  });
});
