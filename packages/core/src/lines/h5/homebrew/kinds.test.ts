import { describe, expect, it } from 'vitest';
import { homebrewKindsOfLine, lineOfHomebrewKind } from '../../homebrew-kinds.ts';
import type { Edge } from '../content/edges.ts';
import { edgeKind, h5HomebrewMerge, perkKind } from './kinds.ts';

const server = { schemaVersion: 1, version: 1, creator: 'Ada', public: true, inviteCode: null, updatedAt: '2026-12-07T12:00:00.000Z' };
const edge = { ...server, id: 4, name: 'Geisterfalle', category: 'asset', pools: [], description: '', system: '' };
const perk = { ...server, id: 5, name: 'Doppelt', edge: 'homebrew-4', description: '' };

describe('the Hunter homebrew kinds', () => {
  it('are registered as /homebrew/edges and /homebrew/perks of Hunter, edges first', () => {
    const kinds = homebrewKindsOfLine('h5').map((spec) => spec.kind);
    expect(kinds.indexOf('edges')).toBeGreaterThanOrEqual(0);
    expect(kinds.indexOf('perks')).toBe(kinds.indexOf('edges') + 1);
    expect(lineOfHomebrewKind('perks')).toBe('h5');
  });

  it.each([
    ['a stored edge', edgeKind.item, edge, true],
    ['a stored edge of an unknown kind', edgeKind.item, { ...edge, category: 'weapon' }, false],
    ['a stored perk', perkKind.item, perk, true],
    ['a perk create body with only a name', perkKind.create, { name: 'Doppelt' }, true],
    ['a perk create body with a number as edge', perkKind.create, { name: 'Doppelt', edge: 4 }, false],
    ['an edge create body', edgeKind.create, { name: 'Glück', category: 'aptitude' }, true],
  ])('%s → valid %s', (_name, schema, input, ok) => {
    expect(schema.safeParse(input).success).toBe(ok);
  });

  it('merges installed edges and their perks into the content edges', () => {
    const merged = h5HomebrewMerge.merge({ edges: [] as Edge[] }, { books: [] }, { edges: [edgeKind.parse(edge)], perks: [perkKind.parse(perk)] });
    const edges = (merged.content as { edges: Edge[] }).edges;
    expect(edges.map((entry) => [entry.id, entry.perks.map((p) => p.id)])).toEqual([['homebrew-4', ['homebrew-4.homebrew-5']]]);
  });

  it('leaves content without edges as it is (the meta alone is merged with an empty object)', () => {
    expect(h5HomebrewMerge.merge({}, { books: [] }, { edges: [edgeKind.parse(edge)] })).toEqual({ content: {}, meta: { books: [] } });
  });
});
