/** The nine Spheres, rated 0–5 and never above Arete. */
export const mageSpheres = ['correspondence', 'entropy', 'forces', 'life', 'matter', 'mind', 'prime', 'spirit', 'time'] as const;
export type MageSphere = (typeof mageSpheres)[number];

/** The nine M20 attributes, three per category (physical, social, mental). */
export const mageAttributes = [
  'strength', 'dexterity', 'stamina',
  'charisma', 'manipulation', 'appearance',
  'perception', 'intelligence', 'wits',
] as const;
export type MageAttribute = (typeof mageAttributes)[number];

export const mageAttributeCategoryNames = ['physical', 'social', 'mental'] as const;
export type MageAttributeCategory = (typeof mageAttributeCategoryNames)[number];
/** Which attributes belong to which category (creation spends 7/5/3 per category). */
export const mageAttributeCategories: Readonly<Record<MageAttributeCategory, readonly MageAttribute[]>> = {
  physical: ['strength', 'dexterity', 'stamina'],
  social: ['charisma', 'manipulation', 'appearance'],
  mental: ['perception', 'intelligence', 'wits'],
};

/** Spec §3's three alliance types; the content's faction groups (`tradition`, `convention`, `disparate`) map onto them. */
export const mageAllianceTypes = ['traditionCouncil', 'technocraticUnion', 'disparateAlliance'] as const;
export type MageAllianceType = (typeof mageAllianceTypes)[number];

/**
 * The four Avatar essences. The spec's data keys stay; `static` is M20's Pattern ("Muster"),
 * which the reference calls `pattern`.
 */
export const mageEssences = ['dynamic', 'static', 'primordial', 'questing'] as const;
export type MageEssence = (typeof mageEssences)[number];

export const mageAbilityCategories = ['talents', 'skills', 'knowledges'] as const;
export type MageAbilityCategory = (typeof mageAbilityCategories)[number];

/** How Mage reads the shared damage box states: bashing (/), lethal (X), aggravated (filled). */
export const damageKinds = ['bashing', 'lethal', 'aggravated'] as const;
export type DamageKind = (typeof damageKinds)[number];

/** The three ways an Effect can look to the Consensus (spec §2 magick roll). */
export const magickKinds = ['coincidental', 'vulgar', 'vulgarWitnessed'] as const;
export type MagickKind = (typeof magickKinds)[number];
