import { blankCharacter } from '../../character/blank.ts';
import type { Edge, Perk } from './content/edges.ts';
import type { H5Character, H5CharacterInput } from './schema.ts';

const perk = (edge: string, id: string, core = true): Perk => ({ id: `${edge}.${id}`, name: id, summary: '', core });

/** A small edge catalogue in the content's shape: two core edges with core perks, one supplement edge. */
export const testEdges: Edge[] = [
  { id: 'arsenal', name: 'Arsenal', category: 'asset', pools: [{ attribute: 'int', skill: 'cra' }], description: '', system: '', core: true, perks: [perk('arsenal', 'exotics'), perk('arsenal', 'untraceable'), perk('arsenal', 'extra', false)] },
  { id: 'library', name: 'Bibliothek', category: 'asset', pools: [{ attribute: 'res', skill: 'aca' }], description: '', system: '', core: true, perks: [perk('library', 'who-they-are'), perk('library', 'how-to-harm-them')] },
  { id: 'turncoat', name: 'Überläufer', category: 'aptitude', pools: [{ attribute: 'man', skill: 'sub' }], description: '', system: '', core: false, perks: [perk('turncoat', 'poker-face', false)] },
];
export const edgeById = (id: string): Edge => {
  const edge = testEdges.find((candidate) => candidate.id === id);
  if (!edge) throw new Error(`no test edge ${id}`);
  return edge;
};

export function testHunter(overrides: H5CharacterInput = {}): H5Character {
  return blankCharacter('h5', { name: 'Probe', ...overrides });
}
