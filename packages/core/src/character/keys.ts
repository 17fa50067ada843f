/** Attribute and skill keys per category, in sheet order (spec §3). */
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

export const gameLines = ['v5', 'w5', 'm20', 'h5'] as const;
export type GameLine = (typeof gameLines)[number];

export const generationEras = ['children', 'newborn', 'ancillae', 'older', 'elder', 'cainesinheritance'] as const;
export const sexes = ['m', 'f', 'd'] as const;
export const damageStates = ['none', 'superficial', 'heavy', 'full'] as const;
export type DamageState = (typeof damageStates)[number];

/** Number of boxes on a health or willpower damage track (spec §9). */
export const damageTrackSlots = 10;
/** Resilience (Fortitude) extends the health track once by this many boxes. */
export const resilienceExtraSlots = 5;

export const pointPurchaseKinds = [
  'Attribute',
  'Skill',
  'NewSpecialization',
  'ClanDiscipline',
  'OtherDiscipline',
  'Trait',
  'BloodPotency',
  'CaitiffDiscipline',
] as const;

export const mageSpheres = ['correspondence', 'entropy', 'forces', 'life', 'matter', 'mind', 'prime', 'spirit', 'time'] as const;
export const mageAttributes = [
  'strength', 'dexterity', 'stamina',
  'charisma', 'manipulation', 'appearance',
  'perception', 'intelligence', 'wits',
] as const;
export const mageAllianceTypes = ['traditionCouncil', 'technocraticUnion', 'disparateAlliance'] as const;
export const mageEssences = ['dynamic', 'static', 'primordial', 'questing'] as const;
export const markOfCainPaths = ['undecided', 'black', 'red'] as const;
