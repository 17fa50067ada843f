import { describe, expect, it } from 'vitest';
import { testHunter } from '../test-fixtures.ts';
import { chooseCreed, chooseDrive, creedStepProblems } from './creed.ts';

const content = { creeds: [{ id: 'faithful' }, { id: 'martial' }], drives: [{ id: 'vengeance' }, { id: 'oath' }] };

describe('the creed step: one creed and one drive', () => {
  it.each([
    ['', '', ['creed_missing', 'drive_missing']],
    ['faithful', '', ['drive_missing']],
    ['', 'vengeance', ['creed_missing']],
    ['faithful', 'vengeance', []],
    ['unknown', 'vengeance', ['creed_missing']],
    ['martial', 'greed-of-old', ['drive_missing']],
  ])('creed %j and drive %j → %j', (creed, drive, problems) => {
    expect(creedStepProblems({ creed, drive }, content)).toEqual(problems);
  });

  it('choosing stores the content ids', () => {
    const character = chooseDrive(chooseCreed(testHunter(), { id: 'faithful' }), { id: 'vengeance' });
    expect(character).toMatchObject({ creed: 'faithful', drive: 'vengeance' });
  });
});
