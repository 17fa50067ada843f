import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import originalProduct from './fixtures/original-product-character.json';
import v2Vampire from './fixtures/vitae-v2-wizard-vampire.json';
import v2Werewolf from './fixtures/vitae-v2-werewolf.json';
import vitaeExportV1 from './fixtures/vitae-export-v1.json';
import { exportCharacter, importCharacter } from './import.ts';
import { parseCharacter, upgradeCharacter } from './parse.ts';
import { characterSchemaVersion } from './schema.ts';

describe('migration 3: one section per game line', () => {
  it('a wizard-made vampire of version 2 keeps every Vampire field and loses the other lines’ objects', () => {
    const { value, applied, dropped } = upgradeCharacter(v2Vampire);
    expect(applied).toEqual(['one-section-per-game-line', 'avatar-image-data-url-only']);
    expect(dropped).toEqual([]);
    const character = parseCharacter(v2Vampire);
    if (character.gameLine !== 'v5') throw new Error('not a vampire');
    expect(value).not.toHaveProperty('werewolf');
    expect(value).not.toHaveProperty('mage');
    expect(value).not.toHaveProperty('hunter');
    expect(character).toMatchObject({ name: 'Vera Lindqvist', sire: 'Marek', generation: 12, generationEra: 'newborn', schemaVersion: characterSchemaVersion, directory: 'Berlin' });
    expect(character.clan?.name).toBe('Brujah');
    expect(character.predatorType?.name).toBe('Räuber');
    expect(character.disciplines.length).toBeGreaterThan(0);
    expect(character.convictions).toEqual([{ conviction: 'Keine Kinder', touchstone: 'Ihre Nichte' }]);
    // The experience history with its Vampire snapshots comes along and still undoes.
    expect(character.xpHistory.map((entry) => entry.id)).toEqual(['g1', 'p1']);
    // Everything else is exactly what version 2 had.
    const { werewolf: _w, mage: _m, hunter: _h, schemaVersion: _s, ...rest } = v2Vampire;
    expect({ ...character, schemaVersion: undefined }).toMatchObject({ ...rest, schemaVersion: undefined });
  });

  it('a version-2 werewolf gets its werewolf fields at the top and no Vampire fields', () => {
    const character = parseCharacter(v2Werewolf);
    expect(character).toMatchObject({ gameLine: 'w5', auspice: 'ragabash', tribe: 'silent-striders', rage: 2, renown: { glory: 1, honor: 0, wisdom: 2 } });
    expect(character).not.toHaveProperty('hunger');
    expect(character).not.toHaveProperty('clan');
    expect(character).not.toHaveProperty('werewolf');
    // Fields the typed gift record has no place for are dropped and reported.
    expect(upgradeCharacter(v2Werewolf).dropped).toEqual(['gifts.0.level']);
  });

  it('a version-2 hunter gets its hunter fields (creed, drive, edges, the cell’s trackers) at the top and no Vampire fields', () => {
    const hunter = { ...v2Vampire, gameLine: 'h5', xpHistory: [], hunter: { creed: 'faithful', drive: 'vengeance', edges: [{ id: 'arsenal', name: 'Arsenal', perks: [{ id: 'arsenal.exotics', name: 'Exoten' }] }], desperation: 2, danger: 1, despair: true } };
    const character = parseCharacter(hunter);
    if (character.gameLine !== 'h5') throw new Error('not a hunter');
    expect(character).toMatchObject({ creed: 'faithful', drive: 'vengeance', desperation: 2, danger: 1, despair: true, touchstones: [] });
    expect(character.edges).toEqual([{ id: 'arsenal', name: 'Arsenal', perks: [{ id: 'arsenal.exotics', name: 'Exoten' }] }]);
    expect(character).not.toHaveProperty('hunter');
    expect(character).not.toHaveProperty('hunger');
    expect(character).not.toHaveProperty('convictions');
  });

  it.each([
    ['the original product’s file', originalProduct],
    ['an export of version 1', vitaeExportV1],
    ['a wizard-made vampire of version 2', v2Vampire],
  ])('%s: migrate → export → import gives the same character', (_label, raw) => {
    const migrated = parseCharacter(raw);
    const imported = importCharacter(exportCharacter(migrated));
    if (!imported.ok) throw new Error(JSON.stringify(imported.problem));
    const { id: _id, directory: _directory, revision: _revision, viewers: _viewers, ...expected } = migrated;
    expect(imported.character).toEqual({ ...expected, revision: 0, viewers: [] });
  });

  it('any version-2 vampire with random texts and values survives migrate → export → import (property)', () => {
    fc.assert(
      fc.property(
        fc.record({ name: fc.string({ maxLength: 60 }), notes: fc.string({ maxLength: 200 }), hunger: fc.integer({ min: 0, max: 5 }), humanity: fc.integer({ min: 0, max: 10 }), exp: fc.nat(1000) }),
        (fields) => {
          const migrated = parseCharacter({ ...v2Vampire, ...fields });
          const imported = importCharacter(exportCharacter(migrated));
          expect(imported.ok && imported.character).toMatchObject(fields);
        },
      ),
      { numRuns: 50 },
    );
  });
});
