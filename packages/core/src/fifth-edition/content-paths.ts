/** Paths of the 5th-edition shared content inside a language folder. */
export const fifthEditionContentPaths = { attributes: 'Attributes.json', skills: 'Skills.json', skillSpreads: 'SkillSpreads.json' } as const;
