import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attributeKeys, skillKeys } from '../fifth-edition/keys.ts';
import { blankCharacter } from './blank.ts';
import { gameLines } from './keys.ts';
import { CharacterMigrationError, CharacterTooNewError, migrateCharacter } from './migrations.ts';
import { parseCharacter, safeParseCharacter } from './parse.ts';
import { characterSchema, characterSchemaVersion } from './schema.ts';

describe('blankCharacter', () => {
  const blank = blankCharacter('v5');

  it.each([
    ['sex', 'd'],
    ['generationEra', 'children'],
    ['generation', 0],
    ['health', 0],
    ['willpower', 0],
    ['humanity', 7],
    ['hunger', 0],
    ['stains', 0],
    ['bloodPotency', 0],
    ['exp', 0],
    ['usedExp', 0],
    ['version', 2],
    ['revision', 0],
    ['schemaVersion', characterSchemaVersion],
    ['gameLine', 'v5'],
    ['name', ''],
    ['avatar', ''],
    ['clan', null],
    ['predatorType', null],
    ['useAdavancedDisciplines', false],
    ['allowLearningOfAllPowers', false],
    ['fullCustomization', false],
  ] as const)('a vampire: %s defaults to %j', (field, expected) => {
    expect(blank[field]).toEqual(expected);
  });

  it.each(['requiredPointSpreads', 'bloodRituals', 'books', 'disciplines', 'oblivionCeremonies', 'convictions', 'xpHistory'] as const)(
    'a vampire: %s starts empty',
    (field) => expect(blank[field]).toEqual([]),
  );

  it('has 10 undamaged boxes on both tracks, an empty inventory and empty trait packs', () => {
    expect(blank.healthDamage).toEqual(Array(10).fill('none'));
    expect(blank.willpowerDamage).toEqual(Array(10).fill('none'));
    expect(blank.inventory).toEqual({ carriedItems: [], ownedItems: [], cash: 0, bank: 0 });
    expect(blank.merits).toEqual({ packs: [] });
    expect(blank.backgrounds).toEqual({ packs: [] });
    expect(blank.markOfCain).toEqual({ path: 'undecided', tier: 0 });
  });

  it('lists all 9 attributes and 27 skills at 0 in the three categories', () => {
    expect(blank.categories.map((c) => c.name)).toEqual(['physical', 'social', 'mental']);
    for (const category of blank.categories) {
      expect(category.attributes).toEqual(attributeKeys[category.name].map((key) => ({ key, value: 0 })));
      expect(category.skills).toEqual(skillKeys[category.name].map((key) => ({ key, value: 0, specialization: [] })));
    }
    expect(blank.categories.flatMap((c) => c.skills)).toHaveLength(27);
  });

  it('gives each line its own section and no other line’s fields', () => {
    expect(blank).not.toHaveProperty('werewolf');
    expect(blank).not.toHaveProperty('mage');
    expect(blank).not.toHaveProperty('hunter');
    const werewolf = blankCharacter('w5');
    expect(werewolf).toMatchObject({ gameLine: 'w5', rage: 1, renown: { glory: 0, honor: 0, wisdom: 0 } });
    expect(werewolf).not.toHaveProperty('hunger');
    expect(werewolf).not.toHaveProperty('arete');
    const mage = blankCharacter('m20');
    expect(mage).toMatchObject({ gameLine: 'm20', arete: 1, willpower: 5, health: 7, paradox: 0 });
    expect(mage.spheres.prime).toBe(0);
    expect(mage.attributes.appearance).toBe(1);
    expect(mage).not.toHaveProperty('categories');
    expect(mage).not.toHaveProperty('humanity');
    const hunter = blankCharacter('h5');
    expect(hunter).toMatchObject({ gameLine: 'h5', desperation: 0, danger: 0, despair: false });
    expect(hunter).not.toHaveProperty('bloodPotency');
  });

  it('keeps overrides and validates them', () => {
    expect(blankCharacter('v5', { name: 'Anna', sex: 'f' })).toMatchObject({ name: 'Anna', sex: 'f', humanity: 7 });
    expect(() => blankCharacter('v5', { hunger: 6 })).toThrow();
  });
});

describe('characterSchema rejects impossible sheets', () => {
  const vampire = blankCharacter('v5');
  it.each([
    ['sex outside m/f/d', { sex: 'x' }],
    ['negative exp', { exp: -1 }],
    ['humanity above 10', { humanity: 11 }],
    ['hunger above 5', { hunger: 6 }],
    ['a damage track of 9 boxes', { healthDamage: Array(9).fill('none') }],
    ['an unknown damage state', { healthDamage: [...Array(9).fill('none'), 'broken'] }],
    ['an unknown era', { generationEra: 'ancient' }],
    ['a fractional attribute', { categories: [{ name: 'physical', attributes: [{ key: 'str', value: 1.5 }], skills: [] }] }],
    ['a name that is not text', { name: 42 }],
    ['an unknown game line', { gameLine: 'c20' }],
    ['an unknown key at the top', { favouriteColour: 'rot' }],
    ['an unknown key inside a snapshot', { clan: { id: 2, name: 'Brujah', colour: 'rot' } }],
    ['another line’s field', { rage: 3 }],
  ])('%s', (_label, change) => {
    expect(characterSchema.safeParse({ ...vampire, ...change }).success).toBe(false);
  });

  it('names an unknown key in its error', () => {
    const result = characterSchema.safeParse({ ...vampire, favouriteColour: 'rot' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain('favouriteColour');
  });

  it('accepts a 15-box health track (Resilience)', () => {
    expect(characterSchema.safeParse({ ...vampire, healthDamage: Array(15).fill('none') }).success).toBe(true);
  });
});

describe('character migrations', () => {
  const legacy = {
    name: 'Alt',
    inventory: {
      carriedItems: [{ item: { isCustom: false, name: 'Messer', description: '', category: 'Waffen' }, amount: 2 }],
      ownedItems: [{ item: { isCustom: true, name: 'Tagebuch', description: 'rot', category: 'Custom' }, amount: 1 }],
      cash: 10,
      bank: 5,
    },
  };

  it('turns item stacks of unversioned files into flat items', () => {
    const { value, applied } = migrateCharacter(legacy);
    expect(applied).toEqual(['inventory-stacks-to-items', 'original-product-fields', 'one-section-per-game-line', 'avatar-image-data-url-only']);
    const character = parseCharacter(legacy);
    expect(value.schemaVersion).toBe(characterSchemaVersion);
    expect(character.inventory.carriedItems).toEqual([{ isCustom: false, name: 'Messer', description: '', category: 'Waffen', quantity: 2 }]);
    expect(character.inventory.ownedItems[0]).toMatchObject({ name: 'Tagebuch', quantity: 1, isCustom: true });
    expect(character.inventory.cash).toBe(10);
    expect(character.gameLine).toBe('v5');
  });

  it.each([
    ['a PNG data URL', 'data:image/png;base64,iVBORw0KGgo=', 'data:image/png;base64,iVBORw0KGgo='],
    ['a JPEG data URL', 'data:image/jpeg;base64,/9j/4AAQ', 'data:image/jpeg;base64,/9j/4AAQ'],
    ['no avatar', '', ''],
    ['an SVG (can carry script)', 'data:image/svg+xml;base64,PHN2Zz4=', ''],
    ['a link', 'https://example.org/a.png', ''],
    ['text', 'javascript:alert(1)', ''],
  ])('keeps only image data URLs as avatars on upgrade: %s', (_label, avatar, expected) => {
    const { value } = migrateCharacter({ ...blankCharacter('v5', { name: 'Bild' }), schemaVersion: 3, avatar });
    expect(value.avatar).toBe(expected);
    expect(parseCharacter(value).avatar).toBe(expected);
  });

  it('refuses a current character whose avatar is not an image data URL', () => {
    const result = characterSchema.safeParse({ ...blankCharacter('v5', { name: 'Bild' }), avatar: 'data:image/svg+xml;base64,PHN2Zz4=' });
    expect(result.success).toBe(false);
  });

  it('refuses a revision beyond the database range', () => {
    expect(characterSchema.safeParse({ ...blankCharacter('v5', { name: 'R' }), revision: 2 ** 31 }).success).toBe(false);
  });

  it('leaves current characters untouched', () => {
    const current = blankCharacter('v5', { name: 'Neu' });
    expect(migrateCharacter(current)).toEqual({ value: current, applied: [] });
  });

  it.each([
    ['a list', []],
    ['text', 'abc'],
    ['null', null],
    ['a broken version', { schemaVersion: 'x' }],
  ])('refuses %s', (_label, raw) => {
    expect(() => migrateCharacter(raw)).toThrow(CharacterMigrationError);
  });

  it('refuses a character of a newer Vitae with its own error', () => {
    expect(() => migrateCharacter({ schemaVersion: characterSchemaVersion + 1 })).toThrow(CharacterTooNewError);
    expect(safeParseCharacter({ schemaVersion: 99 })).toMatchObject({ ok: false, tooNew: true });
  });

  it('every line round-trips through JSON unchanged (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...gameLines), fc.string({ maxLength: 40 }), fc.integer({ min: 0, max: 500 }), (line, name, exp) => {
        const character = blankCharacter(line, { name, exp });
        expect(parseCharacter(JSON.parse(JSON.stringify(character)))).toStrictEqual(character);
      }),
    );
  });
});
