/** Size limits of Werewolf homebrew (gifts and rites), like the Vampire kinds' (README, Limits). */
export const w5HomebrewLimits = {
  /** Names (one line). */
  name: 60,
  /** Dice pool, cost and duration (one line each). */
  fact: 200,
  /** What the gift or rite does. */
  summary: 4_000,
  /** Where a gift can be learned: native, auspices, tribes. */
  groups: 8,
  /** Installed gifts, and installed rites, per account. */
  installed: 200,
} as const;
