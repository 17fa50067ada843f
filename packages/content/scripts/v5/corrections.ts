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
