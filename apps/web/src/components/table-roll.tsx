import { createContext, useContext, type ComponentType } from 'react';

/**
 * A pool from a sheet's roll dialog, for the table (VitaePlay): the server rolls it, so the dialog
 * sends what it would roll, never dice. `specialDice`: of the pool, the line's hunger or rage dice;
 * a hunter's desperation dice come on top of the pool.
 */
export interface TableRollSpec {
  characterId: string;
  /** What is rolled ("Stärke + Handgemenge"). */
  label: string;
  pool: number;
  specialDice: number;
  difficulty: number | null;
  /** M20: the specialty applies. */
  specialty?: boolean;
  /** M20: a Willpower point for an automatic success. */
  willpower?: boolean;
}

const TableRollContext = createContext<ComponentType<{ roll: TableRollSpec }> | null>(null);

/** The app shell puts the play feature's "an den Tisch senden" here; sheets outside a table show nothing. */
export const TableRollProvider = TableRollContext.Provider;

/** The slot every line's roll dialog renders beside its own roll button. */
export function SendToTable({ roll }: { roll: TableRollSpec }) {
  const Button = useContext(TableRollContext);
  return Button ? <Button roll={roll} /> : null;
}
