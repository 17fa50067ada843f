import { describe, expect, it } from 'vitest';
import { tabletopRollBodySchema, tabletopRollEventSchema } from '../api/tabletop.ts';
import { blankCharacter } from '../character/blank.ts';
import { canSendToTabletop, parseTabletopDifficulty, tabletopDiceProblem, tabletopPoolTitle, tabletopRoll } from './roll.ts';

const pixel = 'data:image/png;base64,iVBORw0KGgo=';

describe('tabletopRoll', () => {
  it.each([
    ['v5 hunger 2 of 5 dice', blankCharacter('v5', { name: 'Ada', hunger: 2 }), 5, { line: 'v5', normalDices: 3, hungerDices: 2 }],
    ['v5 hunger above the pool', blankCharacter('v5', { name: 'Ada', hunger: 4 }), 3, { line: 'v5', normalDices: 0, hungerDices: 3 }],
    ['v5 no hunger', blankCharacter('v5', { name: 'Ada', hunger: 0 }), 1, { line: 'v5', normalDices: 1, hungerDices: 0 }],
    ['w5 rage', blankCharacter('w5', { name: 'Ulf', rage: 3 }), 4, { line: 'w5', normalDices: 1, hungerDices: 3 }],
    // Desperation dice join a pool only on a creed action, which the player chooses; not guessed.
    ['h5 sends normal dice only', blankCharacter('h5', { name: 'Hal', desperation: 2 }), 6, { line: 'h5', normalDices: 6, hungerDices: 0 }],
  ] as const)('%s', (_name, character, dice, expected) => {
    const body = tabletopRoll(character, { title: 'Custom Dice Roll', dice });
    expect(body).toEqual({
      line: expected.line,
      vampire: { name: character.name, avatar: '' },
      roll: { title: 'Custom Dice Roll', normalDices: expected.normalDices, hungerDices: expected.hungerDices },
    });
    expect(tabletopRollBodySchema.parse(body)).toEqual(body);
  });

  it('carries the difficulty and a small avatar, and leaves a big avatar out', () => {
    const small = tabletopRoll(blankCharacter('v5', { name: 'Ada', avatar: pixel }), { title: 't', dice: 2, difficulty: 3 });
    expect(small?.vampire.avatar).toBe(pixel);
    expect(small?.roll.difficulty).toBe(3);
    const big = `data:image/png;base64,${'A'.repeat(600 * 1024)}`;
    expect(tabletopRoll(blankCharacter('v5', { name: 'Ada', avatar: big }), { title: 't', dice: 2 })?.vampire.avatar).toBe('');
  });

  it('has nothing to send for Mage, whose dice WoD5e does not roll', () => {
    expect(tabletopRoll(blankCharacter('m20', { name: 'Mia' }), { title: 't', dice: 2 })).toBeUndefined();
    expect(canSendToTabletop(blankCharacter('m20', { name: 'Mia', tabletop: { id: 'k' } }))).toBe(false);
  });
});

describe('canSendToTabletop', () => {
  it.each([
    [undefined, false],
    [{ id: '' }, false],
    [{ id: '   ' }, false],
    [{ id: 'abc-123' }, true],
    [{ id: 'abc-123', difficulty: 3 }, true],
  ])('tabletop %j → %s', (tabletop, expected) => {
    expect(canSendToTabletop(blankCharacter('v5', { name: 'Ada', ...(tabletop ? { tabletop } : {}) }))).toBe(expected);
  });
});

describe('the relay body', () => {
  it('accepts the original V5 shape as it is and reads it as a Vampire roll', () => {
    const parsed = tabletopRollBodySchema.parse({ vampire: { name: 'Ada', avatar: '' }, roll: { title: 'Custom Dice Roll', normalDices: 3, hungerDices: 2, difficulty: 4 } });
    expect(parsed.line).toBe('v5');
  });
  it.each([
    ['no dice at all', { vampire: { name: 'A' }, roll: { title: 't', normalDices: 0, hungerDices: 0 } }],
    ['negative dice', { vampire: { name: 'A' }, roll: { title: 't', normalDices: -1, hungerDices: 2 } }],
    ['fractional dice', { vampire: { name: 'A' }, roll: { title: 't', normalDices: 1.5 } }],
    ['too many dice', { vampire: { name: 'A' }, roll: { title: 't', normalDices: 51 } }],
    ['a script avatar', { vampire: { name: 'A', avatar: 'javascript:alert(1)' }, roll: { title: 't', normalDices: 1 } }],
    ['an svg avatar', { vampire: { name: 'A', avatar: 'data:image/svg+xml;base64,AAAA' }, roll: { title: 't', normalDices: 1 } }],
    ['a Mage roll', { line: 'm20', vampire: { name: 'A' }, roll: { title: 't', normalDices: 1 } }],
    ['no roll', { vampire: { name: 'A' } }],
  ])('refuses %s', (_name, body) => {
    expect(tabletopRollBodySchema.safeParse(body).success).toBe(false);
  });
  it('sends listeners the body plus the alias', () => {
    expect(tabletopRollEventSchema.parse({ line: 'w5', vampire: { name: 'U', avatar: 'https://example.org/u.png' }, roll: { title: 't', normalDices: 1, hungerDices: 1 }, username: '', anonymous: true }).username).toBe('');
  });
});

describe('dialog inputs', () => {
  it.each([
    ['Stärke (3)', 'Handgemenge (2)', 'Stärke + Handgemenge'],
    ['Geistesschärfe (0)', undefined, 'Geistesschärfe'],
    ['Auspex (10)', 'Wits (-1)', 'Auspex + Wits'],
    ['Name (with note) (2)', 'x', 'Name (with note) + x'],
  ])('title of %s and %s is %s', (first, second, title) => {
    expect(tabletopPoolTitle(first, second)).toBe(title);
  });
  it.each([
    ['', undefined],
    ['  ', undefined],
    ['3', 3],
    [' 0 ', 0],
    ['50', 50],
    ['51', null],
    ['-1', null],
    ['2.5', null],
    ['drei', null],
  ])('difficulty %j → %s', (text, expected) => {
    expect(parseTabletopDifficulty(text)).toBe(expected);
  });
  it.each([
    [1, undefined],
    [50, undefined],
    [0, 'too_few'],
    [-2, 'too_few'],
    [1.5, 'not_whole'],
    [Number.NaN, 'not_whole'],
    [51, 'too_many'],
  ])('dice %s → %s', (dice, problem) => {
    expect(tabletopDiceProblem(dice)).toBe(problem);
  });
});
