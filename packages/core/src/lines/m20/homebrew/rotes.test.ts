import { describe, expect, it } from 'vitest';
import { roteSchema } from '../rotes.ts';
import { homebrewRoteId, homebrewRotesOf, learnedRote, mergeHomebrewRotes, roteContentProblems, roteContentSchema, roteMagickKind, rotePublishProblems, toContentRote } from './rotes.ts';

const origin = { id: 12, creator: 'Ada', version: 3 };
const valid = { name: 'Feuerball', spheres: { forces: 3, prime: 2 }, attribute: 'dexterity', ability: 'athletics', style: 'vulgar', description: 'Ein Ball aus Feuer.' };

describe('homebrew rote schema', () => {
  it.each([
    ['a complete rote', valid, true],
    ['only a name and one Sphere', { name: 'Blick', spheres: { mind: 1 } }, true],
    ['no Sphere yet (a draft)', { ...valid, spheres: {} }, true],
    ['only a name (a new rote)', { name: 'Neu' }, true],
    ['a Sphere rank above 5', { ...valid, spheres: { forces: 6 } }, false],
    ['a Sphere rank of 0', { ...valid, spheres: { forces: 0 } }, false],
    ['an unknown Sphere', { ...valid, spheres: { fire: 2 } }, false],
    ['an empty name', { ...valid, name: '   ' }, false],
    ['a name of 61 characters', { ...valid, name: 'x'.repeat(61) }, false],
    ['a name with a line break', { ...valid, name: 'a\nb' }, false],
    ['an unknown attribute', { ...valid, attribute: 'rage' }, false],
    ['an ability that is no content id', { ...valid, ability: 'Martial Arts' }, false],
    ['an unknown style', { ...valid, style: 'subtle' }, false],
    ['an extra field', { ...valid, paradox: 3 }, false],
  ])('%s → valid %s', (_name, input, ok) => {
    expect(roteContentSchema.safeParse(input).success).toBe(ok);
  });

  it.each([
    ['a rote with a Sphere', { spheres: { mind: 1 } }, []],
    ['a rote without a Sphere', { spheres: {} }, ['a rote needs at least one Sphere before it can be published']],
    ['a body without spheres', {}, ['a rote needs at least one Sphere before it can be published']],
  ])('publishing %s: problems %j', (_name, rote, problems) => {
    expect(rotePublishProblems(rote)).toEqual(problems);
  });

  it('fills the optional fields with their defaults', () => {
    expect(roteContentSchema.parse({ name: ' Blick ', spheres: { mind: 1 } })).toEqual({ name: 'Blick', spheres: { mind: 1 }, attribute: null, ability: null, style: null, description: '' });
  });
});

describe('homebrew rotes as content', () => {
  const rote = { ...roteContentSchema.parse(valid), ...origin };

  it('gets an id that no book or character rote id can have', () => {
    expect(homebrewRoteId(12)).toBe('homebrew-12');
    expect(toContentRote(rote)).toMatchObject({ id: 'homebrew-12', name: 'Feuerball', spheres: { forces: 3, prime: 2 }, attribute: 'dexterity', ability: 'athletics', style: 'vulgar', homebrew: origin });
  });

  it('leaves out an unset pool', () => {
    const content = toContentRote({ ...rote, attribute: null, ability: null });
    expect('attribute' in content || 'ability' in content).toBe(false);
  });

  it.each([
    ['no rotes', [], []],
    ['one rote', [rote], ['homebrew-12']],
    ['two rotes', [rote, { ...rote, id: 13 }], ['homebrew-12', 'homebrew-13']],
  ])('merges %s beside the content, replacing earlier ones', (_name, rotes, ids) => {
    const once = mergeHomebrewRotes({ abilities: [] }, [{ ...rote, id: 99 }]);
    const merged = mergeHomebrewRotes(once, rotes);
    expect(homebrewRotesOf(merged).map((entry) => entry.id)).toEqual(ids);
    expect(merged.abilities).toEqual([]);
  });

  it('finds no rotes in content nothing was merged into', () => {
    expect(homebrewRotesOf({ abilities: [] })).toEqual([]);
  });

  it('becomes a plain rote the character schema accepts when learned', () => {
    const learned = learnedRote(toContentRote(rote));
    expect(roteSchema.parse(learned)).toEqual({ id: 'homebrew-12', name: 'Feuerball', spheres: { forces: 3, prime: 2 }, attribute: 'dexterity', ability: 'athletics', notes: 'Ein Ball aus Feuer.' });
  });

  it.each([
    ['a known ability', 'athletics', []],
    ['no ability', null, []],
    ['an unknown ability', 'flying', ['unknown-ability']],
  ])('checks the ability against the content: %s', (_name, ability, problems) => {
    expect(roteContentProblems({ ability }, { abilities: [{ id: 'athletics' }] as never })).toEqual(problems);
  });
});

describe('the magick roll of a rote', () => {
  it.each([
    ['no rote', undefined, 'coincidental'],
    ["a character's own rote", { id: 'a', spheres: {} }, 'coincidental'],
    ['an installed coincidental rote', { style: 'coincidental' }, 'coincidental'],
    ['an installed rote without a hint', { style: null }, 'coincidental'],
    ['an installed vulgar rote', { style: 'vulgar' }, 'vulgar'],
  ])('opens %s as %s', (_name, rote, kind) => {
    expect(roteMagickKind(rote)).toBe(kind);
  });
});
