import { describe, expect, it } from 'vitest';
import { blankCharacter } from './blank.ts';
import { healthFor, humanityPenalty, willpowerFor } from './derived.ts';
import { attributeKeys, skillKeys } from './keys.ts';
import { CharacterMigrationError, migrateCharacter, parseCharacter } from './migrations.ts';
import { characterSchema, characterSchemaVersion } from './schema.ts';

describe('blankCharacter', () => {
  const blank = blankCharacter();

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
  ] as const)('%s defaults to %j', (field, expected) => {
    expect(blank[field]).toEqual(expected);
  });

  it.each(['requiredPointSpreads', 'bloodRituals', 'books', 'disciplines', 'oblivionCeremonies', 'convictions'] as const)(
    '%s starts empty',
    (field) => expect(blank[field]).toEqual([]),
  );

  it('has 10 undamaged boxes on both tracks', () => {
    expect(blank.healthDamage).toEqual(Array(10).fill('none'));
    expect(blank.willpowerDamage).toEqual(Array(10).fill('none'));
  });

  it('has an empty inventory and empty trait packs', () => {
    expect(blank.inventory).toEqual({ carriedItems: [], ownedItems: [], cash: 0, bank: 0 });
    expect(blank.merits).toEqual({ packs: [] });
    expect(blank.backgrounds).toEqual({ packs: [] });
  });

  it('lists all 9 attributes and 27 skills at 0 in the three categories', () => {
    expect(blank.categories.map((c) => c.name)).toEqual(['physical', 'social', 'mental']);
    for (const category of blank.categories) {
      expect(category.attributes).toEqual(attributeKeys[category.name].map((key) => ({ key, value: 0 })));
      expect(category.skills).toEqual(skillKeys[category.name].map((key) => ({ key, value: 0, specialization: [] })));
    }
    expect(blank.categories.flatMap((c) => c.skills)).toHaveLength(27);
  });

  it('starts werewolf, mage and hunter fields at their defaults', () => {
    expect(blank.werewolf.renown).toEqual({ glory: 0, honor: 0, wisdom: 0 });
    expect(blank.werewolf.rage).toBe(1);
    expect(blank.mage.spheres.prime).toBe(0);
    expect(blank.mage.arete).toBe(1);
    expect(blank.hunter.desperation).toBe(0);
    expect(blank.markOfCain).toEqual({ path: 'undecided', tier: 0 });
  });

  it('keeps overrides and validates them', () => {
    expect(blankCharacter({ name: 'Anna', sex: 'f' })).toMatchObject({ name: 'Anna', sex: 'f', humanity: 7 });
    expect(() => blankCharacter({ hunger: 6 })).toThrow();
  });
});

describe('characterSchema rejects impossible sheets', () => {
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
  ])('%s', (_label, input) => {
    expect(characterSchema.safeParse(input).success).toBe(false);
  });

  it('accepts a 15-box health track (Resilience)', () => {
    expect(characterSchema.safeParse({ healthDamage: Array(15).fill('none') }).success).toBe(true);
  });
});

describe('derived values', () => {
  const withAttributes = (values: Record<string, number>) =>
    blankCharacter({
      categories: blankCharacter().categories.map((c) => ({
        ...c,
        attributes: c.attributes.map((a) => ({ ...a, value: values[a.key] ?? a.value })),
      })),
    });

  it.each([
    [0, 3],
    [1, 4],
    [3, 6],
    [5, 8],
  ])('stamina %i gives health %i', (sta, health) => {
    expect(healthFor(withAttributes({ sta }))).toBe(health);
  });

  it.each([
    [1, 1, 2],
    [2, 3, 5],
    [5, 5, 10],
  ])('composure %i + resolve %i gives willpower %i', (com, res, willpower) => {
    expect(willpowerFor(withAttributes({ com, res }))).toBe(willpower);
  });

  it.each([
    [0, Number.MIN_SAFE_INTEGER],
    [1, 8],
    [2, 6],
    [3, 4],
    [4, 2],
    [5, 1],
    [6, 0],
    [7, 0],
    [10, 0],
  ])('humanity %i has penalty %i', (humanity, penalty) => {
    expect(humanityPenalty(humanity)).toBe(penalty);
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
    expect(applied).toEqual(['inventory-stacks-to-items', 'original-product-fields']);
    const character = parseCharacter(legacy);
    expect(value.schemaVersion).toBe(characterSchemaVersion);
    expect(character.inventory.carriedItems).toEqual([
      { isCustom: false, name: 'Messer', description: '', category: 'Waffen', quantity: 2 },
    ]);
    expect(character.inventory.ownedItems[0]).toMatchObject({ name: 'Tagebuch', quantity: 1, isCustom: true });
    expect(character.inventory.cash).toBe(10);
  });

  it('leaves current characters untouched', () => {
    const current = blankCharacter({ name: 'Neu' });
    expect(migrateCharacter(current)).toEqual({ value: current, applied: [] });
  });

  it.each([
    ['a list', []],
    ['text', 'abc'],
    ['null', null],
    ['a future version', { schemaVersion: 99 }],
    ['a broken version', { schemaVersion: 'x' }],
  ])('refuses %s', (_label, raw) => {
    expect(() => migrateCharacter(raw)).toThrow(CharacterMigrationError);
  });
});
