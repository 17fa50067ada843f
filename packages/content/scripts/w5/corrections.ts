import type { Loc, RefGroup } from './sources.ts';

/**
 * Every place the Werewolf data differs from the reference, and why (listed in the content README,
 * checked by test/data-w5.test.ts).
 */

/** The W5 books of the reference's `book` field, with the ids the app gives them (core = 1). */
export const w5Books = [
  { id: 1, ref: 'Werewolf: The Apocalypse 5th Edition (core)', name: { 'de-DE': 'Grundregelwerk', 'en-US': 'Corebook' } },
  { id: 2, ref: 'Shattered Nation', name: { 'de-DE': 'Shattered Nation', 'en-US': 'Shattered Nation' } },
  { id: 3, ref: 'Wyrmtide', name: { 'de-DE': 'Wyrmtide', 'en-US': 'Wyrmtide' } },
  { id: 4, ref: 'The Moonlit Path', name: { 'de-DE': 'The Moonlit Path', 'en-US': 'The Moonlit Path' } },
  { id: 5, ref: 'Tribes of Gaia', name: { 'de-DE': 'Tribes of Gaia', 'en-US': 'Tribes of Gaia' } },
] as const;

/**
 * The two Gifts off the tier pattern get the authors' `groupsFix` (our correction, not checked
 * against the books): Wyrm Speech (135) is a Philodox Gift of tier 1 at total Renown 2, Lullaby
 * (150) a Galliard tier 2 (5) and Children of Gaia tier 2 (6) Gift.
 */
export const groupsFixed = [135, 150] as const;

/** English names the reference misspells. */
export const englishNameFixes: Readonly<Record<number, string>> = { 102: 'Recover Memory' };

/**
 * The reference's German pools call Renown "Ruf"; the app says "Ansehen" everywhere (the lead's
 * decision, as in the authored texts and the Foundry German UI).
 */
export function harmoniseRenown(text: string): string {
  return text.replace(/\bPassender Ruf\b/g, 'Passendes Ansehen').replace(/\bRuf\b/g, 'Ansehen');
}

/** Authored notes that start with this mark a record whose facts nobody could check (Tribes of Gaia). */
export const unverifiedMark = 'UNVERIFIED';

/**
 * What the authored form modifiers say in words, as data the rules can apply: the exceptions and
 * the situational modifiers (forms.json notes), and the tests Crinos fails outright (its restrictions).
 */
export const formModifierRules: Readonly<Record<string, Readonly<Record<string, { except?: string[]; conditional?: boolean }>>>> = {
  glabro: { social: { conditional: true, except: ['int'] } },
  hispo: { physical: { except: ['ste'] } },
  lupus: { sur: { conditional: true }, ste: { conditional: true } },
};
export const formAutomaticFailures: Readonly<Record<string, Array<{ applies: string; except: string[] }>>> = {
  crinos: [
    { applies: 'social', except: ['int'] },
    { applies: 'ste', except: [] },
  ],
};

export function tierPatternOk(group: RefGroup): boolean {
  const thresholds = { native: [1, 4, 7], auspice: [2, 5, 8], tribe: [3, 6, 9] }[group.kind];
  return group.tier !== null && thresholds[group.tier - 1] === group.minTotalRenown;
}

export type { Loc };
