/**
 * Test-only: a character with things bought the way a player buys them (through its line's
 * leveling rules), so a sheet test starts from data the app itself would have written.
 */
import { rulesOfLine, type GameLine, type PurchaseOf } from '@vitae/core';
import type { StoredCharacter } from '@vitae/core/api';
import { characterManager } from '../lib/characters/characters.ts';

let event = 0;

/** Applies `purchases` in order with experience to spare (the left-over experience is `exp`); fails the test on a refused one. */
export function bought(character: StoredCharacter, purchases: ReadonlyArray<PurchaseOf<GameLine>>, exp = 0): StoredCharacter {
  const leveling = rulesOfLine(character.gameLine).leveling;
  let current = { ...character, exp: 100_000 } as StoredCharacter;
  for (const purchase of purchases) {
    const result = leveling.apply(current, purchase, { id: `test-event-${event++}`, now: '2026-12-07T08:00:00.000Z' });
    if (!result.ok) throw new Error(`test purchase refused (${result.reason}): ${JSON.stringify(purchase).slice(0, 120)}`);
    current = result.character as StoredCharacter;
  }
  return { ...current, exp };
}

/** The character as the app's manager holds it now (after the sheet changed it). */
export function current(id: string): StoredCharacter | undefined {
  return characterManager.get(id)?.character;
}
