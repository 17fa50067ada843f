import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readAuthoring } from '../scripts/v5/authoring.ts';
import { buildContent, unknownAuthoredKeys } from '../scripts/v5/build-content.ts';
import { readReference } from '../scripts/v5/reference.ts';
import { referenceDirOf } from '../scripts/lib/reference-path.ts';

const here = dirname(fileURLToPath(import.meta.url));
const referenceDir = referenceDirOf('v5');
const fixtureDir = join(here, 'fixtures/authoring/v5');

// The reference is vendored (packages/content/reference), so it is always there: a missing file fails.
const warnings: string[] = [];
const reference = readReference(referenceDir);
const authoring = readAuthoring(fixtureDir, (m) => warnings.push(m));
const { meta, de, en } = buildContent(reference, authoring, (m) => warnings.push(m));

describe('generator', () => {
  const power = (c: typeof de | typeof en, key: string) => c.disciplines.flatMap((d) => d.powers).find((p) => p.key === key);

  it('takes summaries from authoring: German as written, English null when missing', () => {
    expect(power(de, '6-1-1')?.summary).toBe('Test: Ehrfurcht.');
    expect(power(en, '6-1-1')?.summary).toBe('Test: Awe.');
    expect(power(de, '6-3-14')?.summary).toBe('Test: nur Deutsch.');
    expect(power(en, '6-3-14')?.summary).toBeNull();
    expect(de.disciplines.find((d) => d.id === 6)?.description).toBe('Testbeschreibung Präsenz.');
    expect(en.disciplines.find((d) => d.id === 6)?.description).toBeNull();
  });

  it('leaves texts nobody wrote empty in German and null in English, and treats blank text as missing', () => {
    expect(power(de, '6-1-2')?.summary).toBe('');
    expect(power(en, '6-1-2')?.summary).toBeNull();
    expect(power(de, '6-4-172')?.summary).toBe('');
    expect(power(en, '6-4-172')?.summary).toBe('Blank German stays missing.');
  });

  it('keeps reference facts and fills only missing ones from authoring', () => {
    expect(power(de, '6-3-14')?.dicePool).toBe('Manipulation + Präsenz vs. Fassung + Geistesschärfe');
    expect(warnings.some((w) => w.includes('6-3-14 dicePool (de) is already in the reference'))).toBe(true);
    const golem = (c: typeof de | typeof en) => c.oblivionCeremonies.find((x) => x.id === 20);
    expect(golem(de)).toMatchObject({ summary: 'Test: Fleischgolem.', duration: 'eine Nacht' });
    expect(golem(en)).toMatchObject({ summary: null, duration: 'one night' });
  });

  it('takes names from the reference; English name null where the reference has none', () => {
    expect(power(de, '6-3-14')?.name).toBe('Antlitz der Wahren Liebe');
    expect(power(en, '6-3-14')?.name).toBeNull();
    expect(en.items[0]?.name).toBeNull();
    expect(de.items[0]?.name).toBe('Weihwasserfläschchen');
  });

  it('takes an English name from authoring where the reference has German only, never over the reference', () => {
    expect(power(en, '6-4-172')?.name).toBe('Wingman');
    expect(power(de, '6-4-172')?.name).toBe('Flügelmann');
    expect(power(en, '6-1-1')?.name).toBe('Awe');
    expect(warnings.some((w) => w.includes('6-1-1 has an English name in the reference'))).toBe(true);
    expect(en.bloodRituals.find((r) => r.id === 52)?.name).toBe('Balm of Bathory');
    expect(de.bloodRituals.find((r) => r.id === 52)?.name).toBe('Der Balsam der Bathory');
    expect(en.oblivionCeremonies.find((c) => c.id === 20)?.name).toBe('Craft Flesh Golem');
  });

  it('prefers an authored clan slogan and keeps the reference slogan otherwise', () => {
    expect(de.clans.find((c) => c.id === 2)?.slogan).toBe('Eigener Slogan');
    expect(en.clans.find((c) => c.id === 2)?.slogan).toBe('The Learned Clan');
    expect(de.clans.find((c) => c.id === 3)?.slogan).toBe('Clan des Tiers');
    expect(de.clans.find((c) => c.id === 2)?.compulsion).toEqual({ name: 'Rebellion', description: '' });
  });

  it('builds skills and the lexicon from authoring, skipping duplicates and blank entries', () => {
    expect(de.skills.find((s) => s.key === 'ath')).toMatchObject({ name: 'Sportlichkeit', description: 'Test: Sportlichkeit.', specialities: ['Klettern', 'Laufen'] });
    expect(en.skills.find((s) => s.key === 'ath')?.specialities).toEqual([]);
    expect(de.customLexicon.prepend.map((e) => e.id)).toEqual(['hunger']);
    expect(de.customLexicon.prepend[0]).toMatchObject({ title: 'Hunger', subtitle: null, paragraphs: ['Absatz eins.'], lists: [['Punkt']] });
    expect(en.customLexicon.prepend[0]?.paragraphs).toEqual([null]);
    expect(de.customLexicon.append[0]?.subtitle).toBe('Im Viewer');
    expect(warnings.some((w) => w.includes('id hunger used twice'))).toBe(true);
  });

  it('survives broken files and entries, and warns about them and about unknown keys', () => {
    expect(warnings.some((w) => w.includes('disciplines/broken.json'))).toBe(true);
    expect(warnings.some((w) => w.includes('oblivion-ceremonies.json 1'))).toBe(true);
    const unknown = unknownAuthoredKeys(reference, authoring);
    expect(unknown).toEqual(expect.arrayContaining(['disciplines/6: 6-9-99 matches nothing in the reference', 'clans.json: 99 matches nothing in the reference']));
  });

  it('writes the seven Vampire books into its part of Meta', () => {
    expect(meta.books.map((b) => b.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
