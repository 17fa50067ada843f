import { findContentProblems, v5ContentFiles, type V5Content as Content, type V5Meta as Meta } from '@vitae/core/v5';
import { describe, expect, it } from 'vitest';
import { getContent, getMeta } from '../src/index.ts';

/** Deep copies of the real content so each case can break one reference. */
const fresh = (): { meta: Meta; content: Content } => structuredClone({ meta: getMeta().lines.v5, content: getContent(v5ContentFiles, 'de-DE') });

const pt = (c: Content, id: number) => {
  const found = c.predatorTypes.find((p) => p.id === id);
  if (found === undefined) throw new Error(`predator type ${id} missing`);
  return found;
};

describe('findContentProblems', () => {
  it.each<[string, (m: Meta, c: Content) => void, RegExp]>([
    ['duplicate clan id', (_m, c) => c.clans.push(structuredClone(c.clans[0]!)), /clans: duplicate id 1/],
    ['duplicate power key', (_m, c) => c.disciplines[0]!.powers.push(structuredClone(c.disciplines[0]!.powers[0]!)), /powers: duplicate id 1-1-/],
    ['unknown clan discipline', (_m, c) => c.clans[0]!.disciplines.push(42), /clan 1: unknown discipline 42/],
    ['amalgam to a missing discipline', (_m, c) => { c.disciplines[0]!.powers[0]!.amalgam = { disciplineId: 77, level: 1 }; }, /amalgam names discipline 77/],
    ['prerequisite in another discipline', (_m, c) => { c.disciplines[0]!.powers[1]!.prerequisite = '2-1-1'; }, /prerequisite 2-1-1 is not a power of this discipline/],
    ['power key not matching its level', (_m, c) => { c.disciplines[0]!.powers[0]!.level = 2; }, /key does not match/],
    ['predator discipline choice unknown', (_m, c) => {
      const a = pt(c, 1).actions.find((x) => x.type === 'discipline_point');
      if (a?.type === 'discipline_point') a.data.choices[0]!.id = 99;
    }, /predator type 1 discipline_point: unknown discipline 99/],
    ['predator flaw choice unknown', (_m, c) => {
      const a = pt(c, 2).actions.find((x) => x.type === 'add_flaw');
      if (a?.type === 'add_flaw') a.data.choices[0]!.flawId = 9;
    }, /unknown background flaw 4\/9/],
    ['predator merit unknown', (_m, c) => {
      const a = pt(c, 2).actions.find((x) => x.type === 'add_merit');
      if (a?.type === 'add_merit') a.data.levelId = 9;
    }, /unknown merit 3\/9/],
    ['restriction names an unknown clan', (_m, c) => { pt(c, 2).restriction = { type: 'exclude_clans', data: [16] }; }, /unknown clan 16/],
    ['restriction names an unknown book', (_m, c) => {
      const a = pt(c, 2).actions.find((x) => x.type === 'discipline_point');
      if (a?.type === 'discipline_point') a.data.choices[2]!.restriction = { type: 'book_activated', data: [8] };
    }, /unknown book 8/],
    ['book lists an unknown clan', (m) => m.books[6]!.clans.push(16), /book 7: unknown clan 16/],
    ['book lists an unknown predator type', (m) => m.books[0]!.predatorTypes.push(14), /book 1: unknown predator type 14/],
    ['clan in no book', (m) => { m.books[6]!.clans = []; }, /clan 15 is in no book/],
    ['trait requirement unknown', (_m, c) => { c.backgrounds[5]!.advantages[3]!.requirement = { type: 'or', values: [40] }; }, /backgrounds 6 advantages 4: requires unknown 40/],
    ['ceremony needs a non-Oblivion power', (_m, c) => { c.oblivionCeremonies[0]!.prerequisite = '1-1-1'; }, /ceremony 1: prerequisite 1-1-1 is not an Oblivion power/],
  ])('finds %s', (_name, mutate, expected) => {
    const { meta, content } = fresh();
    expect(findContentProblems(meta, content)).toEqual([]);
    mutate(meta, content);
    const problems = findContentProblems(meta, content);
    expect(problems.some((p) => expected.test(p)), problems.join('\n')).toBe(true);
  });
});
