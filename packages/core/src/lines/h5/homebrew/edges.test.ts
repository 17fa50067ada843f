import { describe, expect, it } from 'vitest';
import { edgeSchema, type Edge } from '../content/edges.ts';
import { applyH5Purchase, h5PurchaseCost } from '../leveling/index.ts';
import type { H5Purchase } from '../leveling/purchase.ts';
import { testHunter } from '../test-fixtures.ts';
import { edgeContentSchema, homebrewEdgeId, homebrewPerkId, isHomebrewEdgeOrPerkId, mergeHomebrewEdges, perkContentSchema, perkPublishProblems, toContentEdge } from './edges.ts';

const origin = { creator: 'Ada', version: 2 };
const validEdge = { name: 'Geisterfalle', category: 'asset', pools: [{ attribute: 'wit', skill: 'cra' }], description: 'Eine Falle.', system: 'Würfle Geistesschärfe + Handwerk.' };
const validPerk = { name: 'Doppelte Falle', edge: 'arsenal', description: 'Zwei auf einmal.' };

describe('homebrew edge and perk schemas', () => {
  it.each([
    ['a complete edge', validEdge, true],
    ['an edge without pools', { ...validEdge, pools: [] }, true],
    ['only name and kind', { name: 'Glück', category: 'aptitude' }, true],
    ['an unknown kind', { ...validEdge, category: 'weapon' }, false],
    ['no kind (an asset by default)', { name: 'Glück' }, true],
    ['an unknown skill in a pool', { ...validEdge, pools: [{ attribute: 'wit', skill: 'magic' }] }, false],
    ['six pools', { ...validEdge, pools: Array.from({ length: 6 }, () => ({ attribute: 'wit', skill: 'cra' })) }, false],
    ['an empty name', { ...validEdge, name: '' }, false],
    ['a name with a tab', { ...validEdge, name: 'a\tb' }, false],
  ])('edge: %s → valid %s', (_name, input, ok) => {
    expect(edgeContentSchema.safeParse(input).success).toBe(ok);
  });

  it.each([
    ['a perk of a book edge', validPerk, true],
    ['a perk of a homebrew edge', { ...validPerk, edge: 'homebrew-4' }, true],
    ['no edge yet (a draft)', { name: 'x' }, true],
    ['an empty edge id', { name: 'x', edge: '' }, false],
    ['an edge id with spaces', { ...validPerk, edge: 'the arsenal' }, false],
    ['a description of 4001 characters', { ...validPerk, description: 'x'.repeat(4_001) }, false],
  ])('perk: %s → valid %s', (_name, input, ok) => {
    expect(perkContentSchema.safeParse(input).success).toBe(ok);
  });

  it.each([
    ['a perk of an edge', { edge: 'arsenal' }, []],
    ['a perk without its edge', { edge: null }, ['a perk needs the edge it belongs to before it can be published']],
  ])('publishing %s: problems %j', (_name, perk, problems) => {
    expect(perkPublishProblems(perk)).toEqual(problems);
  });

  it('a merged homebrew edge is valid content', () => {
    const edge = toContentEdge({ ...edgeContentSchema.parse(validEdge), id: 4, ...origin });
    const { homebrew, ...content } = edge;
    expect(homebrew).toEqual({ id: 4, ...origin });
    expect(edgeSchema.safeParse(content).success).toBe(true);
  });
});

describe('merging homebrew edges and perks', () => {
  const arsenal: Edge = { id: 'arsenal', name: 'Arsenal', category: 'asset', pools: [], description: '', system: '', core: true, perks: [{ id: 'arsenal.team', name: 'Team', summary: '', core: true }] };
  const content = { edges: [arsenal], creeds: ['kept'] };
  const edge = { ...edgeContentSchema.parse(validEdge), id: 4, ...origin };
  const perkOnBook = { ...perkContentSchema.parse(validPerk), id: 7, ...origin };
  const perkOnHomebrew = { ...perkContentSchema.parse({ ...validPerk, edge: 'homebrew-4' }), id: 8, ...origin };
  const orphan = { ...perkContentSchema.parse({ ...validPerk, edge: 'homebrew-99' }), id: 9, ...origin };
  const unassigned = { ...perkContentSchema.parse({ name: 'Lose' }), id: 10, ...origin };

  it.each([
    ['nothing', [], [], ['arsenal'], { arsenal: ['arsenal.team'] }],
    ['an edge', [edge], [], ['arsenal', 'homebrew-4'], { arsenal: ['arsenal.team'], 'homebrew-4': [] }],
    ['a perk of a book edge', [], [perkOnBook], ['arsenal'], { arsenal: ['arsenal.team', 'arsenal.homebrew-7'] }],
    ['a perk of a homebrew edge', [edge], [perkOnHomebrew], ['arsenal', 'homebrew-4'], { arsenal: ['arsenal.team'], 'homebrew-4': ['homebrew-4.homebrew-8'] }],
    ['a perk whose edge is missing', [], [orphan], ['arsenal'], { arsenal: ['arsenal.team'] }],
    ['a perk without an edge', [], [unassigned], ['arsenal'], { arsenal: ['arsenal.team'] }],
  ])('merges %s', (_name, edges, perks, edgeIds, perkIds) => {
    const merged = mergeHomebrewEdges(content, { edges, perks });
    expect(merged.edges.map((entry) => entry.id)).toEqual(edgeIds);
    expect(Object.fromEntries(merged.edges.map((entry) => [entry.id, entry.perks.map((perk) => perk.id)]))).toEqual(perkIds);
    expect(merged.creeds).toEqual(['kept']);
  });

  it('replaces earlier merged homebrew and leaves the content it got unchanged', () => {
    const once = mergeHomebrewEdges(content, { edges: [edge], perks: [perkOnBook, perkOnHomebrew] });
    const twice = mergeHomebrewEdges(once, { edges: [], perks: [] });
    expect(twice.edges).toEqual([arsenal]);
    expect(content.edges[0]?.perks).toHaveLength(1);
  });

  it.each([
    [homebrewEdgeId(4), true],
    [homebrewPerkId('arsenal', 7), true],
    ['arsenal', false],
    ['arsenal.team-requisition', false],
    ['homebrewing', false],
  ])('%s is homebrew: %s', (id, expected) => {
    expect(isHomebrewEdgeOrPerkId(id)).toBe(expected);
  });
});

describe('leveling with homebrew edges and perks', () => {
  // Installed edges and perks are bought like the book's: edge 7, perk 3 XP (the H5 experience table).
  const merged = mergeHomebrewEdges(
    { edges: [] as Edge[] },
    { edges: [{ ...edgeContentSchema.parse(validEdge), id: 4, ...origin }], perks: [{ ...perkContentSchema.parse({ ...validPerk, edge: 'homebrew-4' }), id: 8, ...origin }] },
  );
  const edge = merged.edges[0]!;
  const meta = (id: string) => ({ id, now: '2026-12-07T20:00:00.000Z' });

  it.each([
    ['the homebrew edge', { kind: 'edge', edge }, 7],
    ['its homebrew perk', { kind: 'perk', edge, perkId: 'homebrew-4.homebrew-8' }, 3],
  ] as const)('%s costs %i XP', (_name, purchase, cost) => {
    expect(h5PurchaseCost({ ...testHunter(), exp: 100 }, purchase as H5Purchase)).toBe(cost);
  });

  it('a hunter buys the homebrew edge, then its perk, and keeps both on the sheet', () => {
    const withEdge = applyH5Purchase({ ...testHunter(), exp: 100 }, { kind: 'edge', edge }, meta('e'));
    if (!withEdge.ok) throw new Error(withEdge.reason);
    const withPerk = applyH5Purchase(withEdge.character, { kind: 'perk', edge, perkId: 'homebrew-4.homebrew-8' }, meta('p'));
    if (!withPerk.ok) throw new Error(withPerk.reason);
    expect(withPerk.character.edges).toEqual([expect.objectContaining({ id: 'homebrew-4', name: 'Geisterfalle', perks: [expect.objectContaining({ id: 'homebrew-4.homebrew-8' })] })]);
    expect(withPerk.character).toMatchObject({ exp: 90, usedExp: 10 });
  });
});
