import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ContentFileError, resolveContent, withFallback } from './fallback.ts';
import { v5ContentFiles } from '../lines/v5/content/files.ts';

const contentFileKeys = Object.keys(v5ContentFiles);
type ContentFileKey = keyof typeof v5ContentFiles;

describe('withFallback', () => {
  it.each<[string, unknown, unknown, unknown]>([
    ['null takes German', null, 'Deutsch', 'Deutsch'],
    ['undefined takes German', undefined, 'Deutsch', 'Deutsch'],
    ['empty string takes German', '', 'Deutsch', 'Deutsch'],
    ['English text wins', 'English', 'Deutsch', 'English'],
    ['German null stays null', null, null, null],
    ['numbers keep the translation', 3, 2, 3],
    ['empty array takes German', [], ['a', 'b'], ['a', 'b']],
    ['arrays of other length keep the translation', ['x'], ['a', 'b'], ['x']],
    ['arrays merge element-wise', [null, 'y'], ['a', 'b'], ['a', 'y']],
    [
      'objects merge per key, including nested ones',
      { id: 1, name: null, compulsion: { name: 'Rage', description: null } },
      { id: 1, name: 'Brujah', slogan: 'Clan', compulsion: { name: 'Wut', description: 'Text' } },
      { id: 1, name: 'Brujah', slogan: 'Clan', compulsion: { name: 'Rage', description: 'Text' } },
    ],
  ])('%s', (_name, translated, base, expected) => {
    expect(withFallback(translated, base)).toEqual(expected);
  });
});

describe('withFallback properties', () => {
  const json = fc.letrec((tie) => ({
    value: fc.oneof({ depthSize: 'small' }, fc.string(), fc.integer(), fc.boolean(), fc.constant(null), tie('array'), tie('object')),
    array: fc.array(tie('value'), { maxLength: 4 }),
    object: fc.dictionary(fc.string({ minLength: 1, maxLength: 5 }), tie('value'), { maxKeys: 4 }),
  })).value;

  /** Forgets some translated strings (null or empty), as an unfinished translation does. */
  const forget = (value: unknown, seed: number): unknown => {
    if (typeof value === 'string') return seed % 3 === 0 ? null : seed % 3 === 1 ? '' : value;
    if (Array.isArray(value)) return value.map((v: unknown, i) => forget(v, seed + i + 1));
    if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v], i) => [k, forget(v, seed + i + 1)]));
    return value;
  };

  it('a value falls back to itself unchanged', () => {
    fc.assert(fc.property(json, (value) => {
      expect(withFallback(value, value)).toEqual(value);
    }));
  });

  it('a translation with forgotten strings resolves to the German value', () => {
    fc.assert(fc.property(json, fc.nat(), (german, seed) => {
      expect(withFallback(forget(german, seed), german)).toEqual(german);
    }));
  });
});

const emptyGerman = (): Record<ContentFileKey, unknown> => ({
  attributes: [],
  backgrounds: [],
  bloodPotencyTable: {
    explanations: { bleedingSpurt: 'a', healedDamage: 'b', disciplineBonus: 'c', rouseRepeatDisciplineLevel: 'd', baneLevel: 'e', feedingPenalty: 'f' },
    rows: Array.from({ length: 11 }, (_, value) => ({
      value,
      bleedingSpurt: 0,
      healedDamage: 1,
      disciplineBonus: 0,
      rouseRepeatDisciplineLevel: 0,
      baneLevel: 0,
      feedingPenalty: { animalAndBaggedBlood: 'full', humanSlakePenalty: 0, mustKillToGoBelowHunger: null },
      explanation: `Zeile ${value}`,
    })),
  },
  bloodRituals: [{ id: 1, level: 1, name: 'Blutwandeln', summary: 'Deutsch' }],
  clans: [],
  customLexicon: { prepend: [], append: [] },
  disciplines: [],
  items: [],
  merits: [],
  oblivionCeremonies: [],
  predatorTypes: [],
  skills: [],
  skillSpreads: [],
});

describe('resolveContent', () => {
  it('returns the German content when there is no translation', () => {
    const content = resolveContent(v5ContentFiles, emptyGerman());
    expect(content.bloodRituals[0]?.summary).toBe('Deutsch');
    expect(Object.keys(content).sort()).toEqual([...contentFileKeys].sort());
  });

  it('falls back to German per field and never yields null text', () => {
    const content = resolveContent(v5ContentFiles, emptyGerman(), { bloodRituals: [{ id: 1, level: 1, name: 'Blood Walk', summary: null }] });
    expect(content.bloodRituals[0]).toMatchObject({ name: 'Blood Walk', summary: 'Deutsch' });
  });

  it('names the file that fails its schema', () => {
    const german = { ...emptyGerman(), clans: [{ id: 'x' }] };
    expect(() => resolveContent(v5ContentFiles, german)).toThrow(ContentFileError);
    expect(() => resolveContent(v5ContentFiles, german)).toThrow(/Clans\.json/);
  });

  it('rejects null text in a German file', () => {
    const german = { ...emptyGerman(), bloodRituals: [{ id: 1, level: 1, name: null, summary: 'x' }] };
    expect(() => resolveContent(v5ContentFiles, german)).toThrow(/BloodRituals\.json/);
  });

  it('reports a missing German file', () => {
    const { items: _items, ...german } = emptyGerman();
    expect(() => resolveContent(v5ContentFiles, german)).toThrow(/Items\.json: missing/);
  });
});
