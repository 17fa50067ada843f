export const mageSpheres = ['correspondence', 'entropy', 'forces', 'life', 'matter', 'mind', 'prime', 'spirit', 'time'] as const;
export type MageSphere = (typeof mageSpheres)[number];
/** The nine M20 attributes, three per category (physical, social, mental). */
export const mageAttributes = [
  'strength', 'dexterity', 'stamina',
  'charisma', 'manipulation', 'appearance',
  'perception', 'intelligence', 'wits',
] as const;
export type MageAttribute = (typeof mageAttributes)[number];
export const mageAllianceTypes = ['traditionCouncil', 'technocraticUnion', 'disparateAlliance'] as const;
export const mageEssences = ['dynamic', 'static', 'primordial', 'questing'] as const;
export const mageAbilityCategories = ['talents', 'skills', 'knowledges'] as const;
