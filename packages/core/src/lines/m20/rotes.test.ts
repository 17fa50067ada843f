import { describe, expect, it } from 'vitest';
import { blankCharacter } from '../../character/blank.ts';
import { characterSchema } from '../../character/schema.ts';
import { missingRoteSpheres, roteCastable, roteSpheres } from './rotes.ts';
import type { M20Character } from './schema.ts';

const mage = () => blankCharacter('m20', { name: 'Ada' }) as M20Character;
const withSpheres = (spheres: Partial<M20Character['spheres']>) => ({ spheres: { ...mage().spheres, ...spheres } });

describe('rotes, Resonance, Seekings and Quiet on the Mage character', () => {
  it('a character saved before they existed loads with empty records', () => {
    const { rotes: _rotes, resonance: _resonance, seekings: _seekings, quiet: _quiet, ...older } = mage();
    const parsed = characterSchema.parse(older);
    expect(parsed).toMatchObject({ rotes: [], resonance: [], seekings: [], quiet: { rating: 0, notes: '' } });
    expect((parsed as M20Character).quiet.kind).toBeUndefined();
  });

  it('keeps a rote with its Spheres and pool, Resonance, a Seeking and the Quiet', () => {
    const character = {
      ...mage(),
      arete: 3,
      rotes: [{ id: 'r1', name: 'Feuerball', spheres: { forces: 3, prime: 2 }, attribute: 'dexterity', ability: 'athletics', notes: '' }],
      resonance: [{ id: 'x', kind: 'dynamic', description: 'feurig', rating: 2 }],
      seekings: [{ id: 's', date: 'Winter 1999', notes: 'Der Turm' }],
      quiet: { rating: 4, kind: 'madness', notes: '' },
    };
    expect(characterSchema.parse(character)).toMatchObject({ rotes: [{ spheres: { forces: 3, prime: 2 } }], resonance: [{ kind: 'dynamic', rating: 2 }], quiet: { rating: 4, kind: 'madness' } });
  });

  it.each<[string, Record<string, unknown>]>([
    ['a rote Sphere at rank 6', { rotes: [{ id: 'r', name: 'x', spheres: { forces: 6 } }] }],
    ['a rote Sphere at rank 0', { rotes: [{ id: 'r', name: 'x', spheres: { forces: 0 } }] }],
    ['an unknown Sphere', { rotes: [{ id: 'r', name: 'x', spheres: { mana: 1 } }] }],
    ['Resonance 0', { resonance: [{ id: 'x', kind: 'static', description: '', rating: 0 }] }],
    ['Resonance 6', { resonance: [{ id: 'x', kind: 'static', description: '', rating: 6 }] }],
    ['an unknown Resonance kind', { resonance: [{ id: 'x', kind: 'pattern', description: '', rating: 1 }] }],
    ['Quiet 11', { quiet: { rating: 11 } }],
    ['an unknown Quiet kind', { quiet: { rating: 1, kind: 'boredom' } }],
  ])('refuses %s', (_name, fields) => {
    expect(characterSchema.safeParse({ ...mage(), ...fields }).success).toBe(false);
  });
});

describe('a rote is castable only when the mage has its Spheres at their ranks', () => {
  it.each<[string, Partial<M20Character['spheres']>, Record<string, number>, boolean, string[]]>([
    ['every Sphere reached', { forces: 3, prime: 2 }, { forces: 3, prime: 2 }, true, []],
    ['Spheres above the ranks', { forces: 4, prime: 3 }, { forces: 3, prime: 2 }, true, []],
    ['one Sphere a rank short', { forces: 2, prime: 2 }, { forces: 3, prime: 2 }, false, ['forces 3 > 2']],
    ['a Sphere the mage lacks', { forces: 3 }, { forces: 3, prime: 1 }, false, ['prime 1 > 0']],
    ['a rote without Spheres', { forces: 3 }, {}, false, []],
  ])('%s', (_name, has, needs, castable, missing) => {
    const character = withSpheres(has);
    expect(roteCastable(character, { spheres: needs })).toBe(castable);
    expect(missingRoteSpheres(character, { spheres: needs }).map(({ sphere, level, has: rating }) => `${sphere} ${level} > ${rating}`)).toEqual(missing);
  });

  it('lists the highest rank first (it sets the difficulty)', () => {
    expect(roteSpheres({ spheres: { prime: 2, forces: 3, life: 1 } })).toEqual([
      { sphere: 'forces', level: 3 },
      { sphere: 'prime', level: 2 },
      { sphere: 'life', level: 1 },
    ]);
  });
});
