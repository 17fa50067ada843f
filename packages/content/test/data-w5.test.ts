import { findW5ContentProblems, w5ContentFiles, type W5Content } from '@vitae/core/w5';
import { describe, expect, it } from 'vitest';
import { getContent, getMeta, rawFiles } from '../src/index.ts';

const content = (lang: 'de-DE' | 'en-US' = 'de-DE') => getContent(w5ContentFiles, lang);
const meta = () => {
  const w5 = getMeta().lines.w5;
  if (!w5) throw new Error('Meta.json has no Werewolf part');
  return w5;
};
const ownKeys = (Object.keys(w5ContentFiles) as Array<keyof typeof w5ContentFiles>).filter((key) => w5ContentFiles[key].path.startsWith('w5/'));

/** The counts of the reference (packages/content/reference/_summary.json), hard-coded so a lost record fails loudly. */
const expectedCounts = { tribes: 13, auspices: 5, renown: 3, gifts: 187, rites: 50, forms: 5, merits: 7, backgrounds: 7, books: 5 };
const countsOf = (c: W5Content) => ({
  tribes: c.tribes.length,
  auspices: c.auspices.length,
  renown: c.renown.length,
  gifts: c.gifts.length,
  rites: c.rites.length,
  forms: c.forms.length,
  merits: c.merits.length,
  backgrounds: c.backgrounds.length,
  books: meta().books.length,
});

describe('Werewolf data files', () => {
  it.each(ownKeys)('de-DE %s parses with its complete schema, en-US with its translation schema', (key) => {
    expect(w5ContentFiles[key].schema.safeParse(rawFiles(w5ContentFiles, 'de-DE')[key]).error?.issues.slice(0, 3)).toBeUndefined();
    expect(w5ContentFiles[key].translation.safeParse(rawFiles(w5ContentFiles, 'en-US')[key]).error?.issues.slice(0, 3)).toBeUndefined();
  });

  it.each(['de-DE', 'en-US'] as const)('%s: counts match the reference', (lang) => {
    expect(countsOf(content(lang))).toEqual(expectedCounts);
  });

  it.each(['de-DE', 'en-US'] as const)('%s: ids are unique, every Gift group and threshold is valid, every book list resolves', (lang) => {
    expect(findW5ContentProblems(meta(), content(lang))).toEqual([]);
  });

  it('every Gift is learned somewhere, at the thresholds of its tier', () => {
    const thresholds = { native: [1, 4, 7], auspice: [2, 5, 8], tribe: [3, 6, 9] } as const;
    for (const gift of content().gifts) {
      expect(gift.groups.length, gift.key).toBeGreaterThan(0);
      for (const group of gift.groups) expect(thresholds[group.kind][group.tier - 1], `${gift.key} ${group.kind}`).toBe(group.minTotalRenown);
    }
    const groups = content().gifts.flatMap((g) => g.groups);
    expect(new Set(groups.filter((g) => g.kind === 'tribe').map((g) => g.groupId)).size).toBe(13);
    expect(new Set(groups.filter((g) => g.kind === 'auspice').map((g) => g.groupId)).size).toBe(5);
  });

  it('every German text is written; the books list the reference’s Gifts and rites', () => {
    const de = content();
    for (const gift of de.gifts) expect(gift.name && gift.summary, gift.key).toBeTruthy();
    for (const rite of de.rites) expect(rite.name && rite.summary, rite.key).toBeTruthy();
    for (const tribe of de.tribes) expect(tribe.description && tribe.favor && tribe.ban && tribe.patronSpirit, tribe.id).toBeTruthy();
    const books = Object.fromEntries(meta().books.map((b) => [b.id, b]));
    expect(books[1]).toMatchObject({ name: { 'de-DE': 'Grundregelwerk', 'en-US': 'Corebook' } });
    expect(meta().books.map((b) => [b.id, b.gifts.length, b.rites.length])).toEqual([
      [1, 127, 23],
      [2, 1, 15],
      [3, 8, 0],
      [4, 16, 5],
      [5, 35, 7],
    ]);
  });
});

describe('Werewolf data-quality decisions', () => {
  const de = content();
  const gift = (id: number) => de.gifts.find((g) => g.id === id)!;

  it('the off-pattern Gifts get the authors’ correction: Wyrm Speech Philodox tier 1 at 2, Lullaby Galliard 5 and Children of Gaia 6', () => {
    expect(gift(135).groups).toEqual([{ kind: 'auspice', groupId: 'philodox', minTotalRenown: 2, tier: 1 }]);
    expect(gift(150).groups).toEqual([
      { kind: 'auspice', groupId: 'galliard', minTotalRenown: 5, tier: 2 },
      { kind: 'tribe', groupId: 'children-of-gaia', minTotalRenown: 6, tier: 2 },
    ]);
  });

  it('the Tribes of Gaia Gifts (153–187) and rites (44–50) are shipped marked unverified; all others verified', () => {
    expect(de.gifts.filter((g) => !g.verified).map((g) => g.id)).toEqual(Array.from({ length: 35 }, (_, i) => 153 + i));
    expect(de.rites.filter((r) => !r.verified).map((r) => r.id)).toEqual([44, 45, 46, 47, 48, 49, 50]);
  });

  it('German pools say "Ansehen", never "Ruf"; Rage is "Zorn" with "Zorn-Check"', () => {
    const pools = [...de.gifts, ...de.rites].map((entry) => entry.dicePool ?? '');
    expect(pools.filter((pool) => /\bRuf\b/.test(pool))).toEqual([]);
    expect(pools.filter((pool) => pool.includes('Ansehen')).length).toBeGreaterThanOrEqual(4);
    const texts = JSON.stringify([de.gifts, de.rites, de.forms, de.customLexicon]);
    expect(texts).toContain('Zorn-Check');
    expect(texts.includes('Zorn-Probe')).toBe(false);
    expect(de.renown.map((r) => r.name)).toEqual(['Ruhm', 'Ehre', 'Weisheit']);
  });

  it('the authors’ fact corrections win over the reference (Fatal Flaw vs Composure, Lacerating Wind’s German pool, Primal Anger’s cost)', () => {
    expect(gift(112).dicePool).toContain('Fassung + Ausflüchte');
    expect(gift(90).dicePool).toMatch(/^Entschlossenheit \+ Ehre/);
    expect(gift(66).cost).toBe('1 Punkt schwerer Schaden');
    expect(content('en-US').gifts.find((g) => g.id === 102)?.name).toBe('Recover Memory');
  });

  it('tribes have plural German names and the two non-core tribes are marked', () => {
    expect(de.tribes.find((t) => t.id === 'silent-striders')).toMatchObject({ name: 'Stille Wanderer', patronSpirit: 'Eule', favoredRenown: 'wisdom', core: true });
    expect(de.tribes.filter((t) => !t.core).map((t) => t.id)).toEqual(['get-of-fenris', 'stargazers']);
  });

  it('the forms carry the numbers of the rules as data', () => {
    const form = (id: string) => de.forms.find((f) => f.id === id)!;
    expect(de.forms.map((f) => [f.id, f.rageChecks, f.healthBonus, f.regeneration])).toEqual([
      ['homid', 0, 0, 0],
      ['glabro', 1, 0, 1],
      ['crinos', 2, 4, 2],
      ['hispo', 1, 0, 1],
      ['lupus', 0, 0, 0],
    ]);
    expect(form('glabro').poolModifiers.map((m) => [m.applies, m.dice, m.conditional, m.except])).toEqual([
      ['physical', 2, false, []],
      ['social', -2, true, ['int']],
    ]);
    expect(form('crinos').automaticFailures).toEqual([{ applies: 'social', except: ['int'] }, { applies: 'ste', except: [] }]);
    expect(form('hispo').poolModifiers.map((m) => [m.applies, m.dice, m.except])).toEqual([
      ['physical', 2, ['ste']],
      ['ste', -2, []],
    ]);
  });
});

describe('Werewolf en-US', () => {
  const facts = (value: unknown): unknown =>
    typeof value === 'string' || value === null
      ? 'text'
      : Array.isArray(value)
        ? value.map(facts)
        : typeof value === 'object'
          ? Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, facts(v)]))
          : value;

  it.each(ownKeys)('%s mirrors the German structure and facts', (key) => {
    expect(facts(rawFiles(w5ContentFiles, 'en-US')[key])).toEqual(facts(rawFiles(w5ContentFiles, 'de-DE')[key]));
  });

  it('has English names and texts', () => {
    const en = content('en-US');
    expect(en.tribes.find((t) => t.id === 'silent-striders')?.name).toBe('Silent Striders');
    expect(en.gifts.find((g) => g.id === 1)?.name).toBe('Catfeet');
    expect(en.rites.find((r) => r.id === 1)?.name).toBe('Rite of Abjuration');
    expect(en.auspices.find((a) => a.id === 'theurge')?.name).toBe('Theurge');
  });
});
