import { describe, expect, it } from 'vitest';
import { parseCommand, playCommands, type ParsedCommand } from './commands.ts';

describe('chat commands (behaviour-notes §9.4)', () => {
  it.each<[string, ParsedCommand | null]>([
    ['hello table', null],
    ['  not /a command', null],
    ['/roll 2d6+1', { kind: 'roll', command: 'roll', secret: false, spec: { kind: 'dice', count: 2, sides: 6, modifier: 1 } }],
    ['/r d20', { kind: 'roll', command: 'roll', secret: false, spec: { kind: 'dice', count: 1, sides: 20, modifier: 0 } }],
    ['/ROLL 3w10 - 2', { kind: 'roll', command: 'roll', secret: false, spec: { kind: 'dice', count: 3, sides: 10, modifier: -2 } }],
    ['/sroll 4d8', { kind: 'roll', command: 'roll', secret: true, spec: { kind: 'dice', count: 4, sides: 8, modifier: 0 } }],
    ['/sr 1d100+10', { kind: 'roll', command: 'roll', secret: true, spec: { kind: 'dice', count: 1, sides: 100, modifier: 10 } }],
    ['/check 5', { kind: 'roll', command: 'check', secret: false, spec: { kind: 'check', pool: 5, difficulty: null, special: 0, specialName: null } }],
    ['/c 7 3', { kind: 'roll', command: 'check', secret: false, spec: { kind: 'check', pool: 7, difficulty: 3, special: 0, specialName: null } }],
    ['/scheck 4 2', { kind: 'roll', command: 'check', secret: true, spec: { kind: 'check', pool: 4, difficulty: 2, special: 0, specialName: null } }],
    ['/sc 4', { kind: 'roll', command: 'check', secret: true, spec: { kind: 'check', pool: 4, difficulty: null, special: 0, specialName: null } }],
    ['/hungercheck 6 2', { kind: 'roll', command: 'hungercheck', secret: false, spec: { kind: 'check', pool: 6, difficulty: 2, special: 'character', specialName: 'hunger' } }],
    ['/hunger 6', { kind: 'roll', command: 'hungercheck', secret: false, spec: { kind: 'check', pool: 6, difficulty: null, special: 'character', specialName: 'hunger' } }],
    ['/hc 6 4', { kind: 'roll', command: 'hungercheck', secret: false, spec: { kind: 'check', pool: 6, difficulty: 4, special: 'character', specialName: 'hunger' } }],
    ['/shungercheck 6', { kind: 'roll', command: 'hungercheck', secret: true, spec: { kind: 'check', pool: 6, difficulty: null, special: 'character', specialName: 'hunger' } }],
    ['/sh 3 1', { kind: 'roll', command: 'hungercheck', secret: true, spec: { kind: 'check', pool: 3, difficulty: 1, special: 'character', specialName: 'hunger' } }],
    ['/rc 5 2', { kind: 'roll', command: 'ragecheck', secret: false, spec: { kind: 'check', pool: 5, difficulty: 2, special: 'character', specialName: 'rage' } }],
    ['/srage 5', { kind: 'roll', command: 'ragecheck', secret: true, spec: { kind: 'check', pool: 5, difficulty: null, special: 'character', specialName: 'rage' } }],
    ['/dc 4 2', { kind: 'roll', command: 'despcheck', secret: false, spec: { kind: 'check', pool: 4, difficulty: 2, special: 'character', specialName: 'desperation' } }],
    ['/help', { kind: 'help' }],
    ['/h', { kind: 'help' }],
    ['/img https://example.org/a.png', { kind: 'image', url: 'https://example.org/a.png' }],
    ['/image', { kind: 'image', url: null }],
    ['/dance', { kind: 'error', word: 'dance', error: 'unknown', usage: null }],
    ['/roll', { kind: 'error', word: 'roll', error: 'arguments', usage: '[N]d|w S[+|-B]' }],
    ['/roll 2x6', { kind: 'error', word: 'roll', error: 'arguments', usage: '[N]d|w S[+|-B]' }],
    ['/roll 101d6', { kind: 'error', word: 'roll', error: 'arguments', usage: '[N]d|w S[+|-B]' }],
    ['/roll 1d1', { kind: 'error', word: 'roll', error: 'arguments', usage: '[N]d|w S[+|-B]' }],
    ['/check', { kind: 'error', word: 'check', error: 'arguments', usage: '<pool> [difficulty]' }],
    ['/check 0', { kind: 'error', word: 'check', error: 'arguments', usage: '<pool> [difficulty]' }],
    ['/check 51', { kind: 'error', word: 'check', error: 'arguments', usage: '<pool> [difficulty]' }],
    ['/check five', { kind: 'error', word: 'check', error: 'arguments', usage: '<pool> [difficulty]' }],
    ['/check 5 2 1', { kind: 'error', word: 'check', error: 'arguments', usage: '<pool> [difficulty]' }],
    ['/check -3', { kind: 'error', word: 'check', error: 'arguments', usage: '<pool> [difficulty]' }],
  ])('%j', (text, expected) => {
    expect(parseCommand(text)).toEqual(expected);
  });

  it('gives every word to exactly one command', () => {
    const words = playCommands.flatMap((command) => [...command.words, ...command.secretWords]);
    expect(new Set(words).size).toBe(words.length);
  });
});
