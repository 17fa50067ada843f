import { describe, expect, it } from 'vitest';
import { blankCharacter } from '../../character/blank.ts';
import { recordChange } from '../../leveling/level-up.ts';
import { lowerM20, type M20Lowering } from './adjust.ts';
import { undoM20 } from './leveling/index.ts';
import { m20CharacterSchema, type M20Character } from './schema.ts';

// Issue #46 item 26: "Volle Anpassung" (full customization) could not lower Spheres, Attributes or
// Arete. Lowest ratings: every Attribute keeps its free dot, Arete starts at 1 (M20 core, character
// creation; rules.json creation.attributeFreeDot / areteStart); abilities and Spheres go to 0.
const now = '2025-03-01T20:15:00.000Z';

function mage(fields: Partial<M20Character> = {}): M20Character {
  const blank = blankCharacter('m20', { name: 'Ada' });
  return {
    ...blank,
    fullCustomization: true,
    arete: 3,
    attributes: { ...blank.attributes, wits: 3 },
    spheres: { ...blank.spheres, forces: 3, life: 1 },
    abilities: { talents: { carousing: 1 }, skills: {}, knowledges: { occult: 2 } },
    exp: 10,
    ...fields,
  };
}

describe('lowering a rating under full customization', () => {
  it.each<[string, M20Lowering, (character: M20Character) => number, number]>([
    ['an Attribute 3 → 2', { kind: 'attribute', key: 'wits' }, (c) => c.attributes.wits, 2],
    ['an ability 2 → 1', { kind: 'ability', category: 'knowledges', id: 'occult' }, (c) => c.abilities.knowledges.occult ?? 0, 1],
    ['a Sphere 3 → 2', { kind: 'sphere', sphere: 'forces' }, (c) => c.spheres.forces, 2],
    ['Arete 3 → 2 (below Forces 3: allowed on a fully customized sheet)', { kind: 'arete' }, (c) => c.arete, 2],
  ])('%s, recorded so that undo restores it, no experience back', (_name, what, read, lowered) => {
    const start = mage();
    const change = lowerM20(start, what);
    if (typeof change === 'string') throw new Error(change);
    expect(read(change.character)).toBe(lowered);
    expect(m20CharacterSchema.safeParse(change.character).success).toBe(true);
    const recorded = recordChange(start, change, { id: 'c1', now });
    if (!recorded.ok) throw new Error('not recorded');
    expect(recorded.character.exp).toBe(10);
    const undone = undoM20(recorded.character);
    expect(undone.ok && undone.character).toEqual(start);
  });

  it('a Sphere or ability at 1 goes to 0 and is no longer owned', () => {
    const sphere = lowerM20(mage(), { kind: 'sphere', sphere: 'life' });
    const ability = lowerM20(mage(), { kind: 'ability', category: 'talents', id: 'carousing' });
    expect(typeof sphere !== 'string' && sphere.character.spheres.life).toBe(0);
    expect(typeof ability !== 'string' && ability.character.abilities.talents).toEqual({});
  });

  it.each<[string, Partial<M20Character>, M20Lowering, string]>([
    ['an Attribute keeps its free dot', { attributes: { ...mage().attributes, wits: 1 } }, { kind: 'attribute', key: 'wits' }, 'at_minimum'],
    ['Arete stays at least 1', { arete: 1, spheres: mage({}).spheres }, { kind: 'arete' }, 'at_minimum'],
    ['a Sphere at 0', {}, { kind: 'sphere', sphere: 'time' }, 'at_minimum'],
    ['an ability not owned', {}, { kind: 'ability', category: 'skills', id: 'firearms' }, 'at_minimum'],
    ['without full customization', { fullCustomization: false }, { kind: 'sphere', sphere: 'forces' }, 'not_allowed'],
  ])('refused: %s', (_name, fields, what, reason) => {
    expect(lowerM20(mage(fields), what)).toBe(reason);
  });
});
