import type { TablePoolResult } from '../../../dice/table.ts';
import { rageAfterChecks } from './rage-check.ts';

/**
 * A Rage Check as the table rolls it (VitaePlay's `check`): one die, no Rage dice among it, no
 * difficulty — its only success is a 6 or more, exactly the check's target. The server
 * rolls the die; the sheet reads Rage from it with {@link rageAfterTableCheck}.
 */
export const rageCheckAtTable: { readonly pool: 1; readonly specialDice: 0; readonly difficulty: null } = { pool: 1, specialDice: 0, difficulty: null };

/** Rage after a Rage Check the table rolled: its die read as `rageAfterChecks` reads a sheet's. */
export function rageAfterTableCheck(rage: number, result: Pick<TablePoolResult, 'normal' | 'special'>): number {
  return rageAfterChecks(rage, [...result.normal, ...result.special]);
}
