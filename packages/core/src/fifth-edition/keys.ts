/**
 * What the three 5th-edition lines (Vampire, Werewolf, Hunter) share: nine attributes and 27
 * skills in three categories (spec §3).
 */
export const attributeKeys = {
  physical: ['str', 'dex', 'sta'],
  social: ['cha', 'man', 'com'],
  mental: ['int', 'wit', 'res'],
} as const;

/**
 * Skill keys per category. Note that the skill key `int` (Intimidation, social) and the
 * attribute key `int` (Intelligence, mental) coexist: keys are only unique per kind.
 */
export const skillKeys = {
  physical: ['ath', 'bra', 'cra', 'dri', 'fir', 'mel', 'lar', 'ste', 'sur'],
  social: ['ken', 'eti', 'ins', 'int', 'lea', 'per', 'pes', 'stw', 'sub'],
  mental: ['aca', 'awa', 'fin', 'inv', 'med', 'occ', 'pol', 'sci', 'tec'],
} as const;

export const categoryNames = ['physical', 'social', 'mental'] as const;
export type CategoryName = (typeof categoryNames)[number];
export type AttributeKey = (typeof attributeKeys)[CategoryName][number];
export type SkillKey = (typeof skillKeys)[CategoryName][number];

export const allAttributeKeys = [...attributeKeys.physical, ...attributeKeys.social, ...attributeKeys.mental] as [AttributeKey, ...AttributeKey[]];
export const allSkillKeys = [...skillKeys.physical, ...skillKeys.social, ...skillKeys.mental] as [SkillKey, ...SkillKey[]];
