import { findW5ContentProblems, w5ContentFiles, type W5Content as Content, type W5Meta as Meta } from '@vitae/core/w5';
import { describe, expect, it } from 'vitest';
import { getContent, getMeta } from '../src/index.ts';

/** Deep copies of the real content so each case can break one reference. */
const fresh = (): { meta: Meta; content: Content } => structuredClone({ meta: getMeta().lines.w5!, content: getContent(w5ContentFiles, 'de-DE') });
const gift = (c: Content, id: number) => c.gifts.find((g) => g.id === id)!;

describe('findW5ContentProblems', () => {
  it.each<[string, (m: Meta, c: Content) => void, RegExp]>([
    ['duplicate gift id', (_m, c) => c.gifts.push(structuredClone(c.gifts[0]!)), /gifts: duplicate id 1/],
    ['duplicate tribe', (_m, c) => c.tribes.push(structuredClone(c.tribes[0]!)), /tribes: duplicate id silent-striders/],
    ['a Gift of an unknown tribe', (_m, c) => { gift(c, 84).groups[0]!.groupId = 'white-howlers'; }, /gift 84: unknown tribe white-howlers/],
    ['a Gift of an unknown auspice', (_m, c) => { gift(c, 13).groups[0]!.groupId = 'metis'; }, /gift 13: unknown auspice metis/],
    ['a threshold off the tier pattern', (_m, c) => { gift(c, 135).groups[0]!.minTotalRenown = 3; }, /gift 135: auspice threshold 3 is not tier 1/],
    ['a native group with a group id', (_m, c) => { gift(c, 1).groups[0]!.groupId = 'ragabash'; }, /gift 1: a native group names ragabash/],
    ['a Gift missing from its book', (m) => { m.books[0]!.gifts = m.books[0]!.gifts.filter((id) => id !== 1); }, /gift 1: not listed in its book 1/],
    ['a book with an unknown rite', (m) => m.books[1]!.rites.push(99), /book 2: unknown rite 99/],
    ['a book with an unknown merit pack', (m) => m.books[0]!.merits.push(42), /book 1: unknown merit pack 42/],
    ['a missing form', (_m, c) => { c.forms = c.forms.filter((f) => f.id !== 'hispo'); }, /forms: hispo missing/],
    ['a trait requirement that points nowhere', (_m, c) => { c.merits[0]!.disadvantages[0]!.requirement = { type: 'or', values: [40] }; }, /merits 1 disadvantages 1: requires unknown 40/],
  ])('finds %s', (_name, mutate, expected) => {
    const { meta, content } = fresh();
    expect(findW5ContentProblems(meta, content)).toEqual([]);
    mutate(meta, content);
    const problems = findW5ContentProblems(meta, content);
    expect(problems.some((p) => expected.test(p)), problems.join('\n')).toBe(true);
  });
});
