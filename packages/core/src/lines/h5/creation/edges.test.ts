import { describe, expect, it } from 'vitest';
import { edgeById, testEdges, testHunter } from '../test-fixtures.ts';
import { edgeBlockers, edgePicks, edgeStepProblems, perkBlockers, toggleCreationEdge, toggleCreationPerk } from './edges.ts';
import type { H5Character } from '../schema.ts';

const arsenal = edgeById('arsenal');
const library = edgeById('library');
const turncoat = edgeById('turncoat');
const perk = (edgeId: string, index: number) => edgeById(edgeId).perks[index]!;

/** Builds a hunter by picks: `edge:<id>` or `perk:<edge>:<index>`. */
function pick(...steps: string[]): H5Character {
  return steps.reduce((character, step) => {
    const [kind, id, index] = step.split(':') as [string, string, string?];
    return kind === 'edge' ? toggleCreationEdge(character, edgeById(id)) : toggleCreationPerk(character, edgeById(id), perk(id, Number(index)));
  }, testHunter());
}

describe('edges and perks at creation: two edges and one perk, or one edge and two perks', () => {
  it.each([
    ['nothing', [], { edges: 0, perks: 0, left: 3 }, ['edge_missing']],
    ['one edge', ['edge:arsenal'], { edges: 1, perks: 0, left: 2 }, ['picks_left']],
    ['two edges', ['edge:arsenal', 'edge:library'], { edges: 2, perks: 0, left: 1 }, ['picks_left']],
    ['one edge, one perk', ['edge:arsenal', 'perk:arsenal:0'], { edges: 1, perks: 1, left: 1 }, ['picks_left']],
    ['two edges and one perk', ['edge:arsenal', 'edge:library', 'perk:library:1'], { edges: 2, perks: 1, left: 0 }, []],
    ['one edge and two perks', ['edge:arsenal', 'perk:arsenal:0', 'perk:arsenal:1'], { edges: 1, perks: 2, left: 0 }, []],
  ] as const)('%s: picks %j → problems %j', (_label, steps, picks, problems) => {
    const character = pick(...steps);
    expect(edgePicks(character)).toEqual(picks);
    expect(edgeStepProblems(character, testEdges)).toEqual(problems);
  });

  it('a third edge is refused (edges stop at two), and so is a fourth pick', () => {
    const two = pick('edge:arsenal', 'edge:library');
    expect(edgeBlockers(two, turncoat, true)).toEqual(['edge_limit']);
    expect(toggleCreationEdge(two, turncoat, true)).toBe(two);
    const full = pick('edge:arsenal', 'edge:library', 'perk:library:0');
    expect(perkBlockers(full, arsenal, perk('arsenal', 0), false)).toEqual(['no_picks_left']);
    expect(toggleCreationPerk(full, arsenal, perk('arsenal', 0))).toBe(full);
  });

  it('a perk needs its edge first', () => {
    const character = pick('edge:arsenal');
    expect(perkBlockers(character, library, perk('library', 0), false)).toEqual(['edge_missing']);
    expect(toggleCreationPerk(character, library, perk('library', 0))).toBe(character);
  });

  it('supplement edges and perks are refused unless the supplements are switched on', () => {
    expect(edgeBlockers(testHunter(), turncoat, false)).toEqual(['supplement']);
    expect(edgeBlockers(testHunter(), turncoat, true)).toEqual([]);
    const withArsenal = pick('edge:arsenal');
    expect(perkBlockers(withArsenal, arsenal, perk('arsenal', 2), false)).toEqual(['supplement']);
    expect(toggleCreationPerk(withArsenal, arsenal, perk('arsenal', 2), true).edges[0]?.perks.map((p) => p.id)).toEqual(['arsenal.extra']);
  });

  it('giving an edge back takes its perks with it; owned edges and perks are never blocked', () => {
    const character = pick('edge:arsenal', 'perk:arsenal:0', 'perk:arsenal:1');
    expect(edgeBlockers(character, arsenal, false)).toEqual([]);
    expect(perkBlockers(character, arsenal, perk('arsenal', 0), false)).toEqual([]);
    expect(toggleCreationEdge(character, arsenal).edges).toEqual([]);
    expect(toggleCreationPerk(character, arsenal, perk('arsenal', 0)).edges[0]?.perks.map((p) => p.id)).toEqual(['arsenal.untraceable']);
  });

  it('the sheet keeps the edge with its category and pools', () => {
    expect(pick('edge:library').edges).toEqual([{ id: 'library', name: 'Bibliothek', category: 'asset', pools: [{ attribute: 'res', skill: 'aca' }], core: true, perks: [] }]);
  });

  it('an edge or perk the content does not know keeps the step closed', () => {
    const stray = { ...testHunter(), edges: [{ id: 'ghost', perks: [] }, { id: 'library', perks: [{ id: 'library.nope' }] }] };
    expect(edgeStepProblems(stray, testEdges)).toEqual(['unknown_edge', 'perk_without_edge']);
  });

  it('too many picks (from an imported file) are named as such', () => {
    const imported = { ...testHunter(), edges: [{ id: 'arsenal', perks: [{ id: 'arsenal.exotics' }, { id: 'arsenal.untraceable' }] }, { id: 'library', perks: [] }] };
    expect(edgeStepProblems(imported, testEdges)).toEqual(['too_many_picks']);
  });
});
