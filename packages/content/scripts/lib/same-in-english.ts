/**
 * Content texts that are rightly the same in German and English, reviewed one by one (issue #47
 * item 3). A text here may stand as its own English text; the English-coverage test fails on
 * every other English text that is missing or identical to the German one, and on an entry here
 * that no content uses any more (so the list only holds what is needed).
 */
export const sameInEnglish: ReadonlyArray<{ reason: string; values: readonly string[] }> = [
  {
    reason: 'clan, bloodline, sect and cult names: proper nouns of Vampire: The Masquerade in every language',
    values: ['Banu Haqim', 'Brujah', 'Gangrel', 'Hecata', 'Lasombra', 'Nosferatu', 'Ravnos', 'Salubri', 'Toreador', 'Tremere', 'Tzimisce', 'Ventrue', 'Caitiff', 'Camarilla', 'Elysium', 'Sabbat'],
  },
  {
    reason: 'Vampire discipline, power, ritual and ceremony names that the English books use as they are (Latin, loan words or proper names)',
    values: [
      'Auspex',
      'Juggernaut',
      'Consilium Mortuus (Hecata)',
      'Oubliette (Lasombra)',
      'Tchernabog (Lasombra)',
      'Valeren',
      'Haruspex',
      'Fata Morgana',
      'Marionette',
      'Silentia Mortis',
      'Nepenthe',
      'Calix Secretus',
      'Ex Nihilo',
      'Fortezza Sindonica',
    ],
  },
  {
    reason: 'predator type names and the flaw suffix that German players use in English (the reference has them so in both languages)',
    values: ['Osiris', 'Sandman', 'Diablerist'],
  },
  {
    reason: 'a background, merit or flaw whose word is the same in both languages (with its dot levels)',
    values: [
      'Mawla',
      'Mawla 1',
      'Mawla 2',
      'Mawla 3',
      'Mawla 4',
      'Mawla 5',
      'Mentor',
      'Mentor 1',
      'Mentor 2',
      'Mentor 3',
      'Mentor 4',
      'Mentor 5',
      'Status',
      'Status 1',
      'Status 2',
      'Status 3',
      'Status 4',
      'Status 5',
      'Stalker',
      'Relevant',
      'Vegan',
      'Stigmata',
      'Caern',
      'Avatar',
      'Genius',
      'Totem',
      'Berserker',
      'Arsenal',
      'Menagerie',
    ],
  },
  {
    reason: 'attributes and abilities whose word is the same in both languages',
    values: ['Charisma', 'Manipulation', 'Meditation', 'Computer', 'Do', 'Hypertech', 'Jetpack'],
  },
  {
    reason: 'skill specialties that are English loan words in German',
    values: ['Parkour', 'Stunts', 'Gangs', 'Instrument', 'Poetry Slam', 'Gaslighting', 'Hacking', 'Karate', 'Krav Maga', 'Trance', 'Codes', 'Balance'],
  },
  {
    reason: 'a duration or compulsion whose word is the same in both languages',
    values: ['Permanent', 'Rebellion'],
  },
  {
    reason: 'Werewolf terms the German text keeps as in English: auspices, forms, a patron spirit and Gift names',
    values: ['Ragabash', 'Philodox', 'Galliard', 'Ahroun', 'Homid', 'Glabro', 'Crinos', 'Hispo', 'Lupus', 'Fenris', 'Gremlins', 'Geas', 'Augur'],
  },
  {
    reason: 'Mage faction names and practices that are proper nouns in every language',
    values: ['Euthanatos', 'Verbena', 'Iteration X', 'Ahl-i-Batin', 'Hollow Ones', 'Kopa Loei', 'Ngoma', 'Wu Lung', 'Voudoun.'],
  },
  {
    reason: 'Mage archetypes, essence, rank title and wonder names whose word is the same in both languages',
    values: [
      'Fatalist',
      'Guru',
      'Hacker',
      'Idealist',
      'Monster',
      'Prophet',
      'Traditionalist',
      'Primordial',
      'Adept',
      'Talisman',
      'Gadget',
      'Periapt',
      'Matrix',
      'Grimoire',
      'Principium',
    ],
  },
  {
    reason: 'item names and categories that are the same word in both languages (issue #47 item 1; Klaive is the Garou word)',
    values: ['Machete', 'Smartphone', 'Multitool', 'Hammer', 'Emblem', 'Klaive'],
  },
  {
    reason: 'book titles that were never translated',
    values: ['Chicago by Night', 'Cults of the Blood Gods', 'Let the Streets Run Red', 'Shattered Nation', 'Wyrmtide', 'The Moonlit Path', 'Tribes of Gaia'],
  },
];

/** All reviewed values as one set. */
export const sameInEnglishValues: ReadonlySet<string> = new Set(sameInEnglish.flatMap((group) => group.values));
