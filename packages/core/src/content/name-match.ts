/** A content record as the matcher sees it: its id and its names in every language there is. */
export interface NamedContent<Id> {
  id: Id;
  names: ReadonlyArray<string | null | undefined>;
}

/** Compared without case, accents, surrounding or doubled spaces: "  mittelschicht" is "Mittelschicht". */
const folded = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The id of the one content record a copied name belongs to, in any of its languages (a character
 * made in German keeps "Mittelschicht", one made in English "Middle Class"); `undefined` when no
 * record, or more than one, bears that name — a renamed or player-written entry stays what it is.
 */
export function matchContentName<Id>(name: string, candidates: ReadonlyArray<NamedContent<Id>>): Id | undefined {
  const wanted = folded(name);
  if (wanted === '') return undefined;
  const hits = candidates.filter((candidate) => candidate.names.some((candidateName) => typeof candidateName === 'string' && folded(candidateName) === wanted));
  return hits.length === 1 ? hits[0]!.id : undefined;
}
