/** Where each file of the Mage content sits inside a language folder of the bundle. */
export const m20ContentPaths = {
  /** The line's own item catalogue (Vampire's `Items.json` is not offered here). */
  items: 'm20/Items.json',
  abilities: 'm20/Abilities.json',
  archetypes: 'm20/Archetypes.json',
  attributes: 'm20/Attributes.json',
  backgrounds: 'm20/Backgrounds.json',
  customLexicon: 'm20/CustomLexicon.json',
  essences: 'm20/Essences.json',
  factions: 'm20/Factions.json',
  merits: 'm20/MeritsFlaws.json',
  rules: 'm20/Rules.json',
  spheres: 'm20/Spheres.json',
  wonders: 'm20/Wonders.json',
} as const;
