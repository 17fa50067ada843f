/**
 * The humanity penalty of spec §9. Humanity 0 means the character is lost to the Beast, so it
 * gives the smallest safe integer, which outweighs any pool it is compared with.
 */
export function humanityPenalty(humanity: number): number {
  if (humanity <= 0) return Number.MIN_SAFE_INTEGER;
  const table: Record<number, number> = { 1: 8, 2: 6, 3: 4, 4: 2, 5: 1 };
  return table[humanity] ?? 0;
}

/**
 * What the sheet says about humanity: `lost` at 0 (the Beast has won: the character leaves the
 * players' hands, and the penalty is the spec's unbounded one), `penalised` while spec §9 gives a
 * penalty (1–5), else `fine`.
 */
export function humanityState(humanity: number): { state: 'lost' | 'penalised' | 'fine'; penalty: number } {
  const penalty = humanityPenalty(humanity);
  if (humanity <= 0) return { state: 'lost', penalty };
  return { state: penalty > 0 ? 'penalised' : 'fine', penalty };
}
