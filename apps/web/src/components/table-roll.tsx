import { createContext, useCallback, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { TablePoolResult } from '@vitae/core/play';
import { onLive } from '../lib/live-events.ts';

/**
 * A pool from a sheet's roll dialog, for the table (VitaePlay): the server rolls it, so the dialog
 * sends what it would roll, never dice. `specialDice`: of the pool, the line's hunger or rage dice;
 * a hunter's desperation dice come on top of the pool.
 */
export interface TableRollSpec {
  characterId: string;
  /** What is rolled, in words ("Geschick + Heimlichkeit"): the chat card's title. */
  label: string;
  pool: number;
  specialDice: number;
  difficulty: number | null;
  /** M20: the specialty applies. */
  specialty?: boolean;
  /** M20: a Willpower point for an automatic success. */
  willpower?: boolean;
  /** The line's table check this is (its table words' name) and the tracker it reads before: the card says what happened in words. */
  check?: { name: string; before: number };
}

/** The open session a character sits at. */
export interface TableRef {
  id: string;
  name: string;
}

/** The server's answer to a table roll: its dice (never local ones), or the refusal in the app's language. */
export type TableRollAnswer = { ok: true; result: TablePoolResult; messageId: number } | { ok: false; problem: string };

/** What the play feature offers the sheets (the viewer never imports the play feature). */
export interface TableRollService {
  /** The open table the character is brought to; `undefined` offline or when it sits at none. */
  tableOf(characterId: string): Promise<TableRef | undefined>;
  /** Asks the server to roll `spec` at `table`, public or secret (storyteller and roller only). */
  roll(table: TableRef, spec: TableRollSpec, secret: boolean): Promise<TableRollAnswer>;
  /** Willpower re-roll of the roll message `messageId`: the server re-rolls these normal dice (indices) once. */
  reroll(table: TableRef, messageId: number, normalIndices: readonly number[]): Promise<TableRollAnswer>;
}

const TableRollServiceContext = createContext<TableRollService | null>(null);

/** The app shell puts the play feature's table rolls here (own characters only); without it every roll stays local. */
export const TableRollServiceProvider = TableRollServiceContext.Provider;

// "Geheim" is the player's choice per character and holds for every roll of that sheet (panel, rouse checks, …).
const secretCharacters = new Set<string>();
const secretListeners = new Set<() => void>();
function subscribeSecret(listener: () => void) {
  secretListeners.add(listener);
  return () => secretListeners.delete(listener);
}
function setSecretOf(characterId: string, secret: boolean) {
  if (secret) secretCharacters.add(characterId);
  else secretCharacters.delete(characterId);
  secretListeners.forEach((listener) => listener());
}

export interface TableRoller {
  /** The table the sheet's rolls go to; `undefined`: none (or offline), so the dialog rolls locally as ever. */
  table: TableRef | undefined;
  /** Rolls go to the storyteller only (and the roller). */
  secret: boolean;
  setSecret: (secret: boolean) => void;
  /** The server rolls `spec` at the table and posts it; only call while `table` is set. */
  roll: (spec: TableRollSpec) => Promise<TableRollAnswer>;
  /** The server re-rolls up to three normal dice of the roll `messageId` (willpower); the sheet still marks the damage. */
  reroll: (messageId: number, normalIndices: readonly number[]) => Promise<TableRollAnswer>;
}

const noTable: TableRollAnswer = { ok: false, problem: '' };

/**
 * The seam between a sheet's roll dialogs and VitaePlay: with `table` set every roll of this
 * character goes to the server (`roll`, `reroll`), which rolls and posts it to the session, and the
 * dialog shows the answer's dice; with `table` undefined the dialog rolls locally exactly as before.
 * A refusal (`ok: false`) carries the translated problem: show it and roll nothing.
 */
export function useTableRoller(characterId: string | undefined): TableRoller {
  const service = useContext(TableRollServiceContext);
  const [table, setTable] = useState<TableRef>();
  useEffect(() => {
    if (!service || !characterId) return setTable(undefined);
    let live = true;
    const read = () => void service.tableOf(characterId).then((found) => live && setTable(navigator.onLine ? found : undefined));
    read();
    window.addEventListener('online', read);
    window.addEventListener('offline', read);
    // A session changed or the player was removed: the sheet may now roll at another table or at none.
    const stops = [onLive('play-session', read), onLive('play-removed', read)];
    return () => {
      live = false;
      window.removeEventListener('online', read);
      window.removeEventListener('offline', read);
      stops.forEach((stop) => stop());
    };
  }, [service, characterId]);
  const secret = useSyncExternalStore(subscribeSecret, () => (characterId ? secretCharacters.has(characterId) : false));
  const setSecret = useCallback(
    (next: boolean) => {
      if (characterId) setSecretOf(characterId, next);
    },
    [characterId],
  );
  const roll = useCallback((spec: TableRollSpec) => (service && table ? service.roll(table, spec, secret) : Promise.resolve(noTable)), [service, table, secret]);
  const reroll = useCallback(
    (messageId: number, normalIndices: readonly number[]) => (service && table ? service.reroll(table, messageId, normalIndices) : Promise.resolve(noTable)),
    [service, table],
  );
  return { table, secret, setSecret, roll, reroll };
}
