/**
 * Every deliberate deviation from the reference data, in one place. Each entry is explained in
 * `packages/content/README.md` ("Data-quality decisions").
 */

/** Presence reuses power id 5 (Entrancement L3, Irresistible Voice L4); Spark Love needs Entrancement. */
export const prerequisiteOverrides: ReadonlyMap<string, string> = new Map([['6-6-9', '6-3-5']]);

/** Meta.json lists clan 16 in book 7 (Special Rules); no such clan exists, so it is dropped. */
export const droppedBookClanIds: ReadonlySet<number> = new Set([16]);

/**
 * Blood rituals that are a second copy of another ritual (same name, same level): id → kept id.
 * The 12 stale German duplicates (ids 27–38 reused) are already left out by the reference.
 */
export const duplicateRitualIds: ReadonlyMap<number, number> = new Map([[65, 32]]);

/**
 * Osiris (predator type 9): German offers Blood Sorcery / Obfuscate / Oblivion, English
 * Blood Sorcery / Presence. The rules give Blood Sorcery (Banu Haqim and Tremere only) or
 * Presence, so both languages use the English list.
 */
export const languageMismatchPreference: ReadonlyMap<number, 'de' | 'en'> = new Map([[9, 'en']]);

/** Typos and untranslated German in the reference's English names (exact whole-name replacements). */
export const englishNameFixes: ReadonlyMap<string, string> = new Map([
  ['Bond Resistenz', 'Bond Resistance'],
  ['Effectivness 1', 'Effectiveness 1'],
  ['Effectivness 2', 'Effectiveness 2'],
  ['Effectivness 3', 'Effectiveness 3'],
  ['Effectivness 4', 'Effectiveness 4'],
  ['Revelant', 'Relevant'],
  ['Etabliert', 'Established'],
  ['Einflussreich', 'Influential'],
  ['Herrschend', 'Dominant'],
  ['Illuminate the Trail of Pray', 'Illuminate the Trail of Prey'],
]);

/** Typos in German names and suffixes of the reference. */
export const germanTextFixes: ReadonlyMap<string, string> = new Map([
  ['Idenditätsschieber', 'Identitätsschieber'],
  ['nur Freiwllige', 'nur Freiwillige'],
]);

/** Applies the name fixes of one language. */
export function fixName(lang: 'de' | 'en', name: string): string {
  return (lang === 'de' ? germanTextFixes : englishNameFixes).get(name) ?? name;
}

/**
 * Restrictions the reference lacks, by `merits|backgrounds:packId:advantage id`. Nosferatu (clan 8)
 * cannot take Looks merits (V5 corebook): Beautiful and Stunning exclude them, in the wizard and
 * when leveling alike.
 */
export const advantageRestrictions: ReadonlyMap<string, { type: 'exclude_clans'; data: number[] }> = new Map([
  ['merits:6:1', { type: 'exclude_clans', data: [8] }],
  ['merits:6:2', { type: 'exclude_clans', data: [8] }],
]);

/**
 * Traits that rule each other out inside their pack, by `merits|backgrounds:packId:side:trait id`
 * (side `a` = merit, `d` = flaw). The Looks traits describe one face (V5 corebook, Merits and
 * Flaws: Looks): Beautiful, Stunning, Ugly and Repulsive, one of them at most.
 */
export const exclusiveTraits: ReadonlySet<string> = new Set(['merits:6:a:1', 'merits:6:a:2', 'merits:6:d:1', 'merits:6:d:2']);

/**
 * The reference's blood potency table came from the original product, whose blood surge is one
 * die lower than the V5 corebook at every blood potency and whose bane severity is one lower from
 * blood potency 1 up (the book: BP 0 surge +1 and bane 0; BP 1 surge +2 and bane 2 … BP 10 surge +6
 * and bane 6). The book wins.
 */
export function correctedBloodPotencyRow<R extends { value: number; bleedingSpurt: number; baneLevel: number }>(row: R): R {
  return { ...row, bleedingSpurt: row.bleedingSpurt + 1, baneLevel: row.value >= 1 ? row.baneLevel + 1 : row.baneLevel };
}
