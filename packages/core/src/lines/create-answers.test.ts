import { describe, expect, it } from 'vitest';
import { createAnswersProblems } from './create-answers.ts';
import { v5Rules } from './v5/rules.ts';

const base = { name: 'Lea', sex: 'd' as const, books: [1] };
const asks = ['era', 'generation'] as const;

describe('create dialog answers', () => {
  it.each([
    [{}, {}],
    [{ name: '   ' }, { name: 'required' }],
    [{ name: 'x'.repeat(201) }, { name: 'too_long' }],
    [{ generation: 17 }, { generation: 'out_of_range' }],
    [{ generation: -1 }, { generation: 'out_of_range' }],
    [{ generation: 12.5 }, { generation: 'out_of_range' }],
    [{ generation: Number.NaN }, { generation: 'out_of_range' }],
    [{ era: 'ancient' }, { era: 'unknown' }],
    [{ books: [1, -3] }, { books: 'out_of_range' }],
  ])('%j → %j', (answers, expected) => {
    expect(createAnswersProblems({ ...base, ...answers }, asks, ['children', 'elder'])).toEqual(expected);
  });

  it('a line that does not ask for a generation ignores it', () => {
    expect(createAnswersProblems({ ...base, generation: 99 }, [])).toEqual({});
  });

  it('answers without problems start a vampire without throwing; Elder Vampires (book 666) opens levels 6–10', () => {
    expect(v5Rules.creation.start({ ...base, era: 'ancillae', generation: 11 })).toMatchObject({ generation: 11, bloodPotency: 2, useAdavancedDisciplines: false });
    expect(v5Rules.creation.start({ ...base, books: [1, 666] })).toMatchObject({ books: [1, 666], useAdavancedDisciplines: true });
  });
});
