export const generationEras = ['children', 'newborn', 'ancillae', 'older', 'elder', 'cainesinheritance'] as const;
export type GenerationEra = (typeof generationEras)[number];
export const markOfCainPaths = ['undecided', 'black', 'red'] as const;

/** The point-purchase kinds of spec §3 (names of the original product's leveling dialog). */
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
