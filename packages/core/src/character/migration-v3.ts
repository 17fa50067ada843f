type Raw = Record<string, unknown>;

const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Fields version 2 kept on every character that belong to the Vampire section alone. */
const vampireOnly = [
  'sire', 'resonance', 'clan', 'clanBane', 'predatorType', 'generationEra', 'generation', 'humanity', 'stains', 'hunger',
  'bloodPotency', 'bloodRituals', 'oblivionCeremonies', 'disciplines', 'convictions', 'markOfCain', 'useAdavancedDisciplines',
  'allowLearningOfAllPowers',
];
/** Fields the three 5th-edition lines share, which Mage does not have. */
const fifthEditionOnly = ['categories', 'skillspread', 'requiredPointSpreads', 'merits', 'backgrounds'];

/** Version 2 kept the mage's focus as one text; the Mage section splits it into paradigm, practice and instruments. */
function mageSection(mage: Raw): Raw {
  const { focus, ...rest } = mage;
  return typeof focus === 'string' ? { ...rest, focus: { paradigm: focus } } : mage;
}

function without(raw: Raw, keys: readonly string[]): Raw {
  const next = { ...raw };
  for (const key of keys) delete next[key];
  return next;
}

/**
 * Version 3 gives every character exactly one line section: version 2 carried the Vampire fields
 * at the top level and a `werewolf`, `mage` and `hunter` object on every character. A vampire
 * keeps its fields (they are the spec's names) and loses the other lines' objects; a character of
 * another line gets its own object's fields at the top level and loses the Vampire ones. Only
 * Vampire characters could gain experience history in version 2, so other lines start theirs anew.
 */
export function lineSectionsV3(raw: Raw): Raw {
  const gameLine = typeof raw['gameLine'] === 'string' ? raw['gameLine'] : 'v5';
  const { werewolf, mage, hunter, ...rest } = raw;
  const base: Raw = { ...rest, gameLine };
  switch (gameLine) {
    case 'w5':
      return { ...without(base, [...vampireOnly, 'xpHistory']), ...(isRecord(werewolf) ? werewolf : {}) };
    case 'h5':
      return { ...without(base, [...vampireOnly, 'xpHistory']), ...(isRecord(hunter) ? hunter : {}) };
    case 'm20':
      return { ...without(base, [...vampireOnly, ...fifthEditionOnly, 'xpHistory']), ...(isRecord(mage) ? mageSection(mage) : {}) };
    default:
      return base;
  }
}
