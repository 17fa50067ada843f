export type PublishProblem = 'no-abilities' | 'no-disciplines';

/**
 * What keeps an item from being published (listed for everyone): a discipline needs at least one
 * ability, a clan at least one discipline. Private drafts may be incomplete.
 */
export function publishProblems(item: { levels: ReadonlyArray<{ abilities: readonly unknown[] }> } | { disciplines: readonly number[] }): PublishProblem[] {
  if ('levels' in item) return item.levels.some((level) => level.abilities.length > 0) ? [] : ['no-abilities'];
  return item.disciplines.length > 0 ? [] : ['no-disciplines'];
}
