import { describe, expect, it } from 'vitest';
import { testHunter } from '../test-fixtures.ts';
import { commitTouchstones, identityStepProblems, setTouchstone, touchstoneRows } from './identity.ts';

describe('touchstones at creation: one to three, each with a name', () => {
  it.each([
    ['none', [], ['touchstone_missing']],
    ['one', [{ name: 'Lena', description: 'Nichte' }], []],
    ['three', [{ name: 'A', description: '' }, { name: 'B', description: '' }, { name: 'C', description: '' }], []],
    ['a description without a name', [{ name: '', description: 'meine Schwester' }], ['touchstone_missing', 'touchstone_name_missing']],
    ['a blank name only', [{ name: '  ', description: '' }], ['touchstone_missing']],
    ['four (imported)', [{ name: 'A', description: '' }, { name: 'B', description: '' }, { name: 'C', description: '' }, { name: 'D', description: '' }], ['too_many_touchstones']],
  ])('%s → %j', (_label, touchstones, problems) => {
    expect(identityStepProblems({ touchstones })).toEqual(problems);
  });

  it('rows: always three in the wizard; the stored list ends at the last filled row', () => {
    let character = setTouchstone(testHunter(), 1, 'name', 'Ben');
    expect(character.touchstones).toEqual([{ name: '', description: '' }, { name: 'Ben', description: '' }]);
    expect(touchstoneRows(character)).toHaveLength(3);
    character = setTouchstone(character, 1, 'name', '');
    expect(character.touchstones).toEqual([]);
    expect(setTouchstone(character, 3, 'name', 'X')).toBe(character);
  });

  it('leaving the step drops blank rows and trims', () => {
    const character = setTouchstone(setTouchstone(testHunter(), 2, 'name', ' Ben '), 2, 'description', ' Bruder ');
    expect(commitTouchstones(character).touchstones).toEqual([{ name: 'Ben', description: 'Bruder' }]);
  });
});
