import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findM20ContentProblems, m20ContentFiles, type M20Content, type M20ContentKey } from '@vitae/core/m20';
import { getContent, getMeta, rawFiles } from '../src/index.ts';
import { m20Generator } from '../scripts/m20/generate.ts';
import { referenceDirOf } from '../scripts/lib/reference-path.ts';

const here = dirname(fileURLToPath(import.meta.url));
// The same vendored reference as `npm run generate` (packages/content/reference).
const referenceDir = referenceDirOf('m20');
const readReference = (file: string) => JSON.parse(readFileSync(join(referenceDir, file), 'utf8')) as Record<string, unknown>;
const de = () => getContent(m20ContentFiles, 'de-DE');
const en = () => getContent(m20ContentFiles, 'en-US');
const keys = Object.keys(m20ContentFiles) as M20ContentKey[];

/** Reference and authoring counts, hard-coded so a lost record fails loudly. */
const expected = {
  factions: 25,
  traditions: 9,
  conventions: 5,
  disparates: 11,
  spheres: 9,
  essences: 4,
  archetypes: 54,
  archetypesInM20Core: 20,
  attributes: 9,
  abilities: 33,
  secondaryAbilities: 24,
  backgrounds: 33,
  merits: 9,
  flaws: 8,
  wonders: 8,
  healthLevels: 7,
  books: 1,
};

const counts = (c: M20Content) => ({
  factions: c.factions.length,
  traditions: c.factions.filter((f) => f.alliance === 'traditionCouncil').length,
  conventions: c.factions.filter((f) => f.alliance === 'technocraticUnion').length,
  disparates: c.factions.filter((f) => f.alliance === 'disparateAlliance').length,
  spheres: c.spheres.spheres.length,
  essences: c.essences.length,
  archetypes: c.archetypes.length,
  archetypesInM20Core: c.archetypes.filter((a) => a.inM20Core).length,
  attributes: c.attributes.length,
  abilities: c.abilities.filter((a) => !a.secondary).length,
  secondaryAbilities: c.abilities.filter((a) => a.secondary).length,
  backgrounds: c.backgrounds.length,
  merits: c.merits.merits.length,
  flaws: c.merits.flaws.length,
  wonders: c.wonders.length,
  healthLevels: c.rules.healthLevels.length,
  books: getMeta().lines.m20?.books.length ?? 0,
});

/** Every value that is not text, so English can be compared with German. */
function facts(value: unknown): unknown {
  if (typeof value === 'string') return '<text>';
  if (Array.isArray(value)) return value.map(facts);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, facts(item)]));
  return value;
}

/** Every German string of the line's own files. */
function germanTexts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(germanTexts);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(germanTexts);
  return [];
}

describe('Mage content', () => {
  it('has the records of the reference and the authors', () => {
    expect(counts(de())).toEqual(expected);
    expect(counts(en())).toEqual(expected);
  });

  it.each(keys)('de-DE %s parses; en-US parses as a translation and mirrors every German fact', (key) => {
    const german = m20ContentFiles[key].schema.safeParse(rawFiles(m20ContentFiles, 'de-DE')[key]);
    expect(german.error?.issues.slice(0, 3)).toBeUndefined();
    const english = m20ContentFiles[key].translation.safeParse(rawFiles(m20ContentFiles, 'en-US')[key]);
    expect(english.error?.issues.slice(0, 3)).toBeUndefined();
    expect(facts(en()[key])).toEqual(facts(de()[key]));
  });

  it('is consistent in both languages', () => {
    const meta = getMeta().lines.m20!;
    expect(findM20ContentProblems(meta, de())).toEqual([]);
    expect(findM20ContentProblems(meta, en())).toEqual([]);
  });

  it('every German text is written, and the line says "Magick", never "Magie"', () => {
    // Every file is the line's own now, its item catalogue included (issue #47 item 1).
    const own = keys.flatMap((key) => germanTexts(de()[key]));
    expect(own.filter((text) => text.trim() === '')).toEqual([]);
    expect(own.filter((text) => /Magie(?!r)/.test(text))).toEqual([]);
    expect(own.some((text) => text.includes('Magick'))).toBe(true);
  });

  it('keeps the reference’s ids, names, groups and affinity Spheres', () => {
    const reference = readReference('factions.json') as { factions: Array<{ id: string; group: string; name: { de: string; en: string }; affinitySpheres: unknown }> };
    const alliance = { tradition: 'traditionCouncil', convention: 'technocraticUnion', disparate: 'disparateAlliance' } as Record<string, string>;
    expect(de().factions.map((f) => [f.id, f.alliance, f.name, f.affinitySpheres])).toEqual(reference.factions.map((f) => [f.id, alliance[f.group], f.name.de, f.affinitySpheres]));
    expect(en().factions.map((f) => f.name)).toEqual(reference.factions.map((f) => f.name.en));
    const archetypes = readReference('archetypes.json') as { archetypes: Array<{ id: string; inM20Core: boolean }> };
    expect(de().archetypes.map((a) => [a.id, a.inM20Core])).toEqual(archetypes.archetypes.map((a) => [a.id, a.inM20Core]));
  });

  it('records the German naming decisions and corrections (content README, Mage)', () => {
    const sphere = (id: string) => de().spheres.spheres.find((s) => s.id === id)!;
    expect(sphere('prime').name).toBe('Kern');
    expect(sphere('correspondence').technocraticName).toBe('Daten');
    expect(sphere('forces').technocraticName).toBe('Kräfte');
    expect(de().spheres.rankTitles).toEqual(['Eingeweihter', 'Lehrling', 'Jünger', 'Adept', 'Meister']);
    // The spec's essence keys stay; `static` is M20's Pattern.
    expect(de().essences.map((e) => [e.id, e.name])).toEqual([['dynamic', 'Dynamisch'], ['static', 'Muster'], ['primordial', 'Primordial'], ['questing', 'Suchend']]);
    expect(en().essences.find((e) => e.id === 'static')?.name).toBe('Pattern');
    // The Order of Hermes names Forces; the House may decide otherwise (with a hint).
    const hermes = de().factions.find((f) => f.id === 'order-of-hermes')!;
    expect([hermes.affinitySpheres, hermes.otherAffinityAllowed]).toEqual([['forces'], true]);
    expect(de().factions.filter((f) => f.otherAffinityAllowed).map((f) => f.id)).toEqual(['order-of-hermes']);
    const archetype = (id: string) => de().archetypes.find((a) => a.id === id)?.name;
    expect([archetype('barterer'), archetype('cub'), archetype('trickster'), archetype('vigilante'), archetype('rogue')]).toEqual(['Feilscher', 'Grünschnabel', 'Schelm', 'Rächer', 'Schurke']);
  });

  it('wonders: grimoires and principia cost their maker 1 permanent Willpower, primers 2 (spec §9)', () => {
    expect(de().wonders.filter((w) => w.permanentWillpower > 0).map((w) => [w.id, w.permanentWillpower])).toEqual([['grimoire', 1], ['principium', 1], ['primer', 2]]);
  });

  it('double-cost backgrounds, Technocracy-only backgrounds and the health levels are those of the rules', () => {
    expect(de().backgrounds.filter((b) => b.doubleCost).map((b) => b.id)).toEqual(['enhancement', 'sanctum', 'totem']);
    expect(de().backgrounds.filter((b) => b.technocracyOnly).map((b) => b.id)).toEqual(['requisitions', 'secretWeapons']);
    expect(de().rules.healthLevels.map((l) => `${l.name} ${l.penalty ?? '–'}`)).toEqual(['Angeschlagen 0', 'Verletzt -1', 'Verwundet -1', 'Schwer verwundet -2', 'Übel zugerichtet -2', 'Verkrüppelt -5', 'Kampfunfähig –']);
    expect(de().rules.backlash.map((b) => b.band)).toEqual(['botch', 'none', 'minor', 'moderate', 'serious', 'severe', 'devastating']);
  });

  it('the generator writes exactly the committed files', () => {
    const output = m20Generator.generate({
      referenceDir,
      authoringDir: join(here, '../authoring/m20'),
      warn: (message) => {
        throw new Error(message);
      },
    });
    for (const lang of ['de-DE', 'en-US'] as const) {
      for (const [path, data] of Object.entries(output.files[lang])) {
        const committed = JSON.parse(readFileSync(join(here, `../data/${lang}/${path}`), 'utf8')) as unknown;
        expect(data, `${lang}/${path}`).toEqual(committed);
      }
    }
    expect(output.meta).toEqual(getMeta().lines.m20);
  });
});
