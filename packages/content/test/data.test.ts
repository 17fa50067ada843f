import { readFileSync } from 'node:fs';
import { metaSchema } from '@vitae/core/content';
import { findContentProblems, v5ContentFiles, type V5Content as Content, type V5ContentKey } from '@vitae/core/v5';
import { describe, expect, it } from 'vitest';
import { getContent as getFiles, getMeta, rawFiles, rawMeta } from '../src/index.ts';

const getContent = (lang: 'de-DE' | 'en-US' = 'de-DE') => getFiles(v5ContentFiles, lang);
const contentFileKeys = Object.keys(v5ContentFiles) as V5ContentKey[];
const rawDeFiles = rawFiles(v5ContentFiles, 'de-DE');
const rawEnFiles = rawFiles(v5ContentFiles, 'en-US');
const v5Meta = () => getMeta().lines.v5;

/** Reference counts (packages/content/reference/v5). Hard-coded so a lost record fails loudly. */
const expectedCounts = {
  clans: 15,
  disciplines: 11,
  powers: 223,
  predatorTypes: 13,
  /** 76 in the reference minus ritual 65, a second copy of 32 "Le Sang de l'Amour" (see README). */
  bloodRituals: 75,
  oblivionCeremonies: 26,
  items: 94,
  merits: 9,
  backgrounds: 11,
  attributes: 9,
  skills: 27,
  skillSpreads: 3,
  bloodPotencyRows: 11,
  books: 7,
};

const countsOf = (c: Content) => ({
  clans: c.clans.length,
  disciplines: c.disciplines.length,
  powers: c.disciplines.reduce((sum, d) => sum + d.powers.length, 0),
  predatorTypes: c.predatorTypes.length,
  bloodRituals: c.bloodRituals.length,
  oblivionCeremonies: c.oblivionCeremonies.length,
  items: c.items.length,
  merits: c.merits.length,
  backgrounds: c.backgrounds.length,
  attributes: c.attributes.length,
  skills: c.skills.length,
  skillSpreads: c.skillSpreads.length,
  bloodPotencyRows: c.bloodPotencyTable.rows.length,
  books: v5Meta().books.length,
});

describe('data files', () => {
  it('Meta.json parses', () => {
    expect(metaSchema.safeParse(rawMeta()).success).toBe(true);
  });

  it.each(contentFileKeys)('de-DE %s parses with its complete schema', (key) => {
    const result = v5ContentFiles[key].schema.safeParse(rawDeFiles[key]);
    expect(result.error?.issues.slice(0, 3), v5ContentFiles[key].path).toBeUndefined();
  });

  it.each(contentFileKeys)('en-US %s parses with its translation schema', (key) => {
    const result = v5ContentFiles[key].translation.safeParse(rawEnFiles[key]);
    expect(result.error?.issues.slice(0, 3), v5ContentFiles[key].path).toBeUndefined();
  });

  it.each(['de-DE', 'en-US'] as const)('%s: ids are unique and every reference resolves', (lang) => {
    expect(findContentProblems(v5Meta(), getContent(lang))).toEqual([]);
  });

  it.each(['de-DE', 'en-US'] as const)('%s: counts match the reference', (lang) => {
    expect(countsOf(getContent(lang))).toEqual(expectedCounts);
  });

  it('every discipline has powers on all levels 1–10, elder levels with minimum blood potency 5–9', () => {
    for (const d of getContent().disciplines) {
      for (let level = 1; level <= 10; level += 1) expect(d.powers.some((p) => p.level === level), `${d.id} level ${level}`).toBe(true);
      for (const p of d.powers) expect(p.minBloodPotency, p.key).toBe(p.level >= 6 ? p.level - 1 : null);
    }
  });

  it('books list the reference content per book', () => {
    const books = Object.fromEntries(v5Meta().books.map((b) => [b.id, b]));
    expect(books[1]).toMatchObject({ name: { 'de-DE': 'Grundregelwerk', 'en-US': 'Corebook' }, clans: [1, 2, 3, 6, 8, 11, 12, 14] });
    expect(books[4]?.merits).toEqual([8]);
    expect(books[5]?.predatorTypes).toEqual([6, 8]);
    expect(getMeta().languages).toEqual(['de-DE', 'en-US']);
  });
});

describe('data-quality decisions', () => {
  const de = getContent('de-DE');
  const power = (key: string) => de.disciplines.flatMap((d) => d.powers).find((p) => p.key === key);

  it('Presence keeps both powers with id 5 under distinct keys; Spark Love requires Entrancement', () => {
    expect(power('6-3-5')?.name).toBe('Entzücken');
    expect(power('6-4-5')?.name).toBe('Unwiderstehliche Stimme');
    expect(power('6-6-9')?.prerequisite).toBe('6-3-5');
  });

  it('book 7 lists only Caitiff (the non-existent clan 16 is dropped)', () => {
    expect(v5Meta().books.find((b) => b.id === 7)?.clans).toEqual([15]);
  });

  it('drops the duplicate ritual 65 and keeps 32', () => {
    const ids = de.bloodRituals.map((r) => r.id);
    expect(ids).toContain(32);
    expect(ids).not.toContain(65);
  });

  it.each(['de-DE', 'en-US'] as const)('%s: Osiris offers Blood Sorcery (Banu Haqim, Tremere) or Presence', (lang) => {
    const osiris = getContent(lang).predatorTypes.find((p) => p.id === 9);
    const point = osiris?.actions.find((a) => a.type === 'discipline_point');
    expect(point?.data).toEqual({
      choices: [
        { id: 3, restriction: { type: 'only_clans', data: [1, 12] } },
        { id: 6, restriction: null },
      ],
    });
  });

  it('predator-type flaws follow the data (Cleaver: Infamy; Extortionist: Enemy 3; Graverobber: Enemy 2)', () => {
    const flawOf = (id: number) => de.predatorTypes.find((p) => p.id === id)?.actions.find((a) => a.type === 'add_flaw')?.data;
    expect(flawOf(4)?.choices[0]).toMatchObject({ type: 'background', id: 3, flawId: 2 });
    expect(flawOf(6)?.choices[0]).toMatchObject({ type: 'background', id: 4, flawId: 3 });
    expect(flawOf(8)?.choices[0]).toMatchObject({ type: 'background', id: 4, flawId: 2 });
  });

  it('fixes the typos in English names', () => {
    const en = getContent('en-US');
    const names = JSON.stringify([en.merits, en.backgrounds, en.bloodRituals]);
    for (const typo of ['Resistenz', 'Effectivness', 'Revelant', 'Etabliert', 'Herrschend', 'Trail of Pray']) expect(names).not.toContain(typo);
  });
});

describe('en-US', () => {
  /** Replaces every string by a marker so only structure and facts remain. */
  const facts = (value: unknown): unknown =>
    typeof value === 'string' || value === null
      ? 'text'
      : Array.isArray(value)
        ? value.map(facts)
        : typeof value === 'object'
          ? Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, facts(v)]))
          : value;

  /** Suggested specialities are free lists per language; everything else mirrors German. */
  const withoutSpecialities = (value: unknown): unknown =>
    Array.isArray(value) ? value.map((v) => (typeof v === 'object' && v !== null ? { ...v, specialities: [] } : v)) : value;

  it.each(contentFileKeys)('%s mirrors the German structure and facts', (key) => {
    const strip = key === 'skills' ? withoutSpecialities : (v: unknown) => v;
    expect(facts(strip(rawEnFiles[key]))).toEqual(facts(strip(rawDeFiles[key])));
  });

  it('never resolves a text to empty or null where German has text', () => {
    const walk = (en: unknown, de: unknown, path: string): string[] => {
      if (typeof de === 'string') return de !== '' && (typeof en !== 'string' || en === '') ? [path] : [];
      if (Array.isArray(de)) return de.flatMap((d: unknown, i) => walk(Array.isArray(en) ? en[i] : undefined, d, `${path}[${i}]`));
      if (typeof de === 'object' && de !== null) return Object.entries(de).flatMap(([k, d]) => walk((en as Record<string, unknown>)?.[k], d, `${path}.${k}`));
      return [];
    };
    expect(walk(getContent('en-US'), getContent('de-DE'), 'content')).toEqual([]);
  });

  it('uses English names from the reference, and authored ones where the reference has German only', () => {
    const en = getContent('en-US');
    expect(en.clans.find((c) => c.id === 6)?.name).toBe('Malkavians');
    expect(en.disciplines.find((d) => d.id === 6)?.powers.find((p) => p.key === '6-3-14')?.name).toBe("True Love's Face");
    expect(en.bloodRituals.find((r) => r.id === 52)?.name).toBe('Balm of Bathory');
    expect(en.items[0]?.category).toBe('Religious artifact');
  });
});

describe('ids the rules rely on', () => {
  it('Caitiff is clan 15, as core/leveling assumes (any discipline at 6 XP per dot)', async () => {
    const { caitiffClanId } = await import('@vitae/core/v5');
    const clans = JSON.parse(readFileSync(new URL('../data/de-DE/v5/Clans.json', import.meta.url), 'utf8')) as Array<{ id: number; name: string }>;
    expect(clans.find((clan) => clan.name === 'Caitiff')?.id).toBe(caitiffClanId);
  });
});
