/**
 * The Gift or rite whose pool the sheet last put into the roll panel ("Gabe „Tarnung“"), with the
 * parts it put there: while the panel holds exactly those parts, a roll at the table is titled
 * with it; picking another trait makes the pool the player's own again.
 */
let source: { title: string; partIds: string } | undefined;

const key = (ids: readonly string[]) => ids.join('|');

export function setPowerSource(title: string, partIds: readonly string[]): void {
  source = { title, partIds: key(partIds) };
}

/** The power's title when the pool is still exactly its pool. */
export function powerSourceOf(partIds: readonly string[]): string | undefined {
  return source && source.partIds === key(partIds) ? source.title : undefined;
}
