/**
 * Where the Mage content departs from the reference, and why (each is listed in the content
 * README's Mage section and checked by test/m20-data.test.ts).
 */

/** The reference's group ids → spec §3's alliance types. */
export const allianceOfGroup = { tradition: 'traditionCouncil', convention: 'technocraticUnion', disparate: 'disparateAlliance' } as const;

/** The reference's essence ids → the spec's data keys: M20's Pattern is stored as `static` (lead decision). */
export const essenceIdOf = { dynamic: 'dynamic', pattern: 'static', primordial: 'primordial', questing: 'questing' } as const;

/**
 * Factions whose members may take any Sphere as affinity, with a hint: the Order of Hermes names
 * Forces, but a Hermetic may take the Sphere of their House (authoring note; lead: Forces by
 * default, any Sphere allowed with a hint). The reference's listed Spheres stay the listed ones.
 */
export const houseAffinityFactions = new Set(['order-of-hermes']);

/** The backlash result rows of the authors' rules.json → the bands of the rules. */
export const backlashBandOf: Record<string, 'botch' | 'none' | 'minor' | 'moderate' | 'serious' | 'severe' | 'devastating'> = {
  botch: 'botch',
  '0': 'none',
  '1-5': 'minor',
  '6-10': 'moderate',
  '11-15': 'serious',
  '16-20': 'severe',
  '21+': 'devastating',
};

/** The book every Mage record is in. */
export const m20CoreBook = { id: 1, name: { 'de-DE': 'Magus: Die Erleuchtung – 20th Anniversary Edition', 'en-US': 'Mage: The Ascension 20th Anniversary Edition' } };
