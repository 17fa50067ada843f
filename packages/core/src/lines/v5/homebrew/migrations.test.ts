import { describe, expect, it } from 'vitest';
import originalClan from './fixtures/original-product-clan.json';
import originalDiscipline from './fixtures/original-product-discipline.json';
import { migrateHomebrew, parseHomebrewClan, parseHomebrewDiscipline } from './migrations.ts';
import { homebrewSchemaVersion } from './schema.ts';
import { sampleClan, sampleDiscipline } from './test-fixtures.ts';

describe('homebrew migrations', () => {
  it('reads the original product’s discipline: levels map to a list, HTML to plain text', () => {
    const { applied } = migrateHomebrew('disciplines', originalDiscipline);
    expect(applied).toEqual(['original-product-discipline']);
    const discipline = parseHomebrewDiscipline(originalDiscipline);
    expect(discipline).toMatchObject({ schemaVersion: 1, id: 7, version: 1, creator: 'Nachtmahr', public: false, description: 'Die Kunst, im Nebel zu wandeln.' });
    expect(discipline.levels.map((level) => level.abilities.map((ability) => ability.name))).toEqual([['Dunstschleier'], [], ['Nebelgestalt']]);
    expect(discipline.levels[0]!.abilities[0]).toEqual({
      id: 1,
      name: 'Dunstschleier',
      summary: 'Ein feiner Schleier umgibt dich.\n\nErschwert Wahrnehmung um zwei Würfel.\nHält eine Szene.',
      dicePool: 'Geistesschärfe + Nebelschritt',
      cost: 'Ein Aufwachtest',
      duration: 'Eine Szene',
      combo: null,
      minBloodPotency: null,
      requirement: null,
    });
    expect(discipline.levels[2]!.abilities[0]).toMatchObject({ requirement: 1, combo: { disciplineId: 5, level: 2 }, minBloodPotency: 2, cost: null, duration: null });
  });

  it('reads the original product’s clan: duplicate disciplines once, a web address is no symbol', () => {
    const clan = parseHomebrewClan(originalClan);
    expect(clan).toMatchObject({ schemaVersion: 1, id: 3, name: 'Kinder des Nebels', curse: 'Sonnenlicht verbrennt sie doppelt.', disciplines: [4, 3028, 10], symbol: null, templateClanId: null });
  });

  it('leaves current items alone', () => {
    expect(migrateHomebrew('disciplines', sampleDiscipline()).applied).toEqual([]);
    expect(parseHomebrewClan(sampleClan())).toEqual(sampleClan());
  });

  it.each([
    ['a list', []],
    ['a newer schemaVersion', { ...sampleClan(), schemaVersion: homebrewSchemaVersion + 1 }],
    ['a broken schemaVersion', { ...sampleClan(), schemaVersion: '1' }],
  ])('refuses %s', (_label, raw) => {
    expect(() => migrateHomebrew('clans', raw)).toThrow();
  });
});
