import { describe, expect, it } from 'vitest';
import originalProduct from './fixtures/original-product-character.json';
import vitaeExportV1 from './fixtures/vitae-export-v1.json';
import { blankCharacter } from './blank.ts';
import { exportCharacter, importCharacter } from './import.ts';
import { characterSchemaVersion } from './schema.ts';

const fixtures: Record<string, unknown> = { 'original-product-character.json': originalProduct, 'vitae-export-v1.json': vitaeExportV1 };
/** The fixture file's text, as an import reads it. */
const fixture = (name: string) => JSON.stringify(fixtures[name]);

describe('importCharacter', () => {
  it('reads an original-product character file into our model', () => {
    const result = importCharacter(fixture('original-product-character.json'));
    if (!result.ok) throw new Error(JSON.stringify(result.problem));
    const character = result.character;
    if (character.gameLine !== 'v5') throw new Error('not a vampire');
    expect(character).toMatchObject({
      name: 'Magdalena Roth',
      sex: 'f',
      generationEra: 'newborn',
      generation: 12,
      hunger: 2,
      stains: 1,
      exp: 4,
      usedExp: 11,
      schemaVersion: characterSchemaVersion,
      tabletop: { id: 'Actor.h4k2m9' },
      fullCustomization: true,
    });
    expect(character.id).toBeUndefined();
    expect(character.directory).toBeUndefined();
    expect(character.healthDamage[0]).toBe('superficial');
    // currentLevel stays dots + 1, as both models count it.
    expect(character.disciplines.map((d) => [d.discipline.id, d.currentLevel])).toEqual([
      [3, 3],
      [1, 2],
    ]);
    expect(character.inventory.ownedItems).toEqual([{ isCustom: true, name: 'Blutkonserven', description: 'Aus der Klinik', category: 'Benutzerdefiniert', quantity: 4 }]);
    expect(character.categories[2]!.skills.find((s) => s.key === 'med')).toEqual({ key: 'med', value: 3, specialization: ['Notfallmedizin'] });
    expect(character).not.toHaveProperty('connectedFoundryId');
    expect(character).not.toHaveProperty('isElder');
  });

  it('turns the original elder flag into the elder era', () => {
    const raw = { ...JSON.parse(fixture('original-product-character.json')), isElder: true };
    delete raw.generationEra;
    const result = importCharacter(JSON.stringify(raw));
    expect(result.ok && result.character.gameLine === 'v5' && result.character.generationEra).toBe('elder');
  });

  it('reads an older export of ours and drops what belongs to the old copy', () => {
    const result = importCharacter(fixture('vitae-export-v1.json'));
    if (!result.ok) throw new Error(JSON.stringify(result.problem));
    expect(result.character).toMatchObject({ name: 'Jonas Keller', concept: 'Kurier', revision: 0, viewers: [], schemaVersion: characterSchemaVersion });
    expect(result.character.id).toBeUndefined();
    expect(result.character.directory).toBeUndefined();
    expect(result.character.inventory.carriedItems[0]).toMatchObject({ name: 'Fahrrad', quantity: 1 });
  });

  it('round-trips our own current export', () => {
    const original = blankCharacter('v5', { name: 'Rundreise', hunger: 3, notes: 'ä ö ü ß' });
    const result = importCharacter(exportCharacter(original));
    expect(result).toEqual({ ok: true, character: original, dropped: [] });
  });

  it.each([
    ['not JSON', '{ name: ', { kind: 'not_json' }],
    ['a list', '[1, 2]', { kind: 'not_a_character' }],
    ['some other JSON', '{"title": "Einkaufsliste", "items": ["Milch"]}', { kind: 'not_a_character' }],
    ['a future version', '{"name": "X", "humanity": 7, "schemaVersion": 99}', { kind: 'newer_version' }],
    ['an impossible value', '{"name": "X", "humanity": 12}', { kind: 'invalid', path: 'humanity' }],
    ['a broken category', '{"name": "X", "categories": [{"name": "physical"}]}', { kind: 'invalid', path: 'categories.0.attributes' }],
  ])('refuses %s and says why', (_label, text, problem) => {
    const result = importCharacter(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem).toMatchObject(problem);
  });
});
