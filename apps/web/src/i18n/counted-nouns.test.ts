import i18next from 'i18next';
import { describe, expect, it } from 'vitest';

// Every pack of a language, as the app has them once all are loaded.
const packs = {
  'de-DE': import.meta.glob<{ default: object }>('./locales/**/de-DE.json', { eager: true }),
  'en-US': import.meta.glob<{ default: object }>('./locales/**/en-US.json', { eager: true }),
};

async function translator(language: 'de-DE' | 'en-US') {
  const instance = i18next.createInstance();
  await instance.init({ lng: language, resources: {}, interpolation: { escapeValue: false }, initAsync: false });
  for (const pack of Object.values(packs[language])) instance.addResourceBundle(language, 'translation', pack.default, true, true);
  return instance.t.bind(instance);
}

describe('counted nouns say one and many (list, wizard, sheet)', () => {
  it.each([
    ['de-DE', 'characters.migrate.characters', 'Charakter migriert', 'Charaktere migriert'],
    ['en-US', 'characters.migrate.characters', 'character migrated', 'characters migrated'],
    ['en-US', 'characters.migrate.folders', 'folder created', 'folders created'],
    ['de-DE', 'm20.editor.finishing.extraSpheres', 'Sphärenpunkt darüber hinaus kommt', 'Sphärenpunkte darüber hinaus kommen'],
    ['en-US', 'm20.editor.finishing.extraSpheres', 'Sphere dot beyond that comes', 'Sphere dots beyond that come'],
    ['de-DE', 'm20.editor.finishing.extraBackgrounds', 'Hintergrundpunkt darüber hinaus kommt', 'Hintergrundpunkte darüber hinaus kommen'],
    ['de-DE', 'm20.editor.finishing.flawBonus', 'Schwächen: 1 Punkt;', 'Schwächen: 2 Punkte;'],
    ['de-DE', 'm20.editor.finishing.spentOn.quintessence', 'Quintessenz: 1 Punkt =', 'Quintessenz: 2 Punkte ='],
    ['de-DE', 'm20.wonders.makeIt', 'kostet 1 Punkt permanenter', 'kostet 2 Punkte permanenter'],
    ['en-US', 'm20.health.penalty', '−1 die on', '−2 dice on'],
    ['de-DE', 'm20.wheel.bands.minor', '1 Erfolg: leichter', '2 Erfolge: leichter'],
    ['en-US', 'm20.wheel.bands.minor', '1 success: a light', '2 successes: a light'],
    ['en-US', 'w5.form.modifier', 'die to', 'dice to'],
  ] as const)('%s %s', async (language, key, one, many) => {
    const t = await translator(language);
    const values = { level: 'X', counted: 0, max: 7, cost: 4, dice: '+n', target: 'Y' };
    expect(t(key, { ...values, count: 1 })).toContain(one);
    expect(t(key, { ...values, count: 2 })).toContain(many);
    expect(t(key, { ...values, count: 1 })).not.toContain(many);
  });

  it('the migration report counts both', async () => {
    const t = await translator('de-DE');
    expect(t('characters.migrate.report', { characters: t('characters.migrate.characters', { count: 1 }), folders: t('characters.migrate.folders', { count: 0 }) })).toBe('1 Charakter migriert, 0 Ordner angelegt.');
  });
});
