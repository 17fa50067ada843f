/** What a 5th-edition sheet holds of its attributes and skills. */
interface RatedCategories {
  readonly categories: ReadonlyArray<{ readonly attributes: ReadonlyArray<{ key: string; value: number }>; readonly skills: ReadonlyArray<{ key: string; value: number }> }>;
}

/**
 * The current rating of a picked attribute or skill (`attributes:dex`, `skills:brawl`) on a
 * 5th-edition sheet; `undefined` for any other kind of part, which the line reads itself.
 */
export function fifthEditionTraitValue(character: RatedCategories, id: string): number | undefined {
  const [kind, key] = id.split(':');
  if (kind === 'attributes') return character.categories.flatMap((category) => category.attributes).find((trait) => trait.key === key)?.value ?? 0;
  if (kind === 'skills') return character.categories.flatMap((category) => category.skills).find((trait) => trait.key === key)?.value ?? 0;
  return undefined;
}
