import type { GameLine } from '../character/keys.ts';
import type { Character } from '../character/schema.ts';
import type { SpecialDiceName } from '../dice/table.ts';
import { coreGameLine, rulesOfLine, withLineRules } from '../lines/index.ts';
import { d10From, type DieSource } from './random.ts';
import { rollSpecSchema, type RollResult, type RollSpec } from './roll-schemas.ts';

/** The rolling character as the roll needs it: its line, its special dice and its checks' trackers now. */
export interface RollingCharacter {
  readonly line: GameLine;
  /** The line's special dice for this character now. */
  readonly specialDice: number;
  /** The tracker each of the line's table checks reads (`{ rouse: 2 }`); none for a line without checks. */
  readonly checkTrackers?: Readonly<Record<string, number>>;
}

/** What the registry says about a character's dice at this moment. */
export function rollingCharacter(character: Character): RollingCharacter {
  return withLineRules(character, (rules, own) => ({ line: rules.id, specialDice: rules.dice.specialDice(own), checkTrackers: rules.dice.checkTrackers?.(own) ?? {} }));
}

export type TableRollOutcome =
  | { ok: true; result: RollResult }
  /**
   * `character_not_available`: the check takes special dice from a character and none rolls;
   * `wrong_special_dice`: the command named other dice than the line has; `empty_pool`: no dice
   * and no Willpower success of a line that has one (M20) to stand in for them.
   */
  | { ok: false; code: 'character_not_available' | 'wrong_special_dice' | 'empty_pool'; special: SpecialDiceName | null };

/**
 * Rolls a spec at the table (pure but for `dice`): `/roll` dice are summed; a check is read by the
 * line's own engine through the registry (the character's line, else the spec's, else the core line).
 */
export function rollAtTable(input: RollSpec, character: RollingCharacter | null, dice: DieSource): TableRollOutcome {
  const spec = rollSpecSchema.parse(input);
  if (spec.kind === 'dice') {
    const faces = Array.from({ length: spec.count }, () => dice(spec.sides));
    const total = faces.reduce((sum, face) => sum + face, 0) + spec.modifier;
    return { ok: true, result: { kind: 'dice', count: spec.count, sides: spec.sides, modifier: spec.modifier, faces, total } };
  }
  if (spec.special === 'character' && !character) {
    return { ok: false, code: 'character_not_available', special: spec.specialName ?? (spec.line ? rulesOfLine(spec.line).dice.table.specialName : null) };
  }
  const line = character?.line ?? spec.line ?? coreGameLine;
  const table = rulesOfLine(line).dice.table;
  if (spec.specialName !== null && spec.specialName !== table.specialName) return { ok: false, code: 'wrong_special_dice', special: table.specialName };
  // A mage may roll no dice at all and take the Willpower success alone; every other roll needs a die.
  if (spec.pool === 0 && !(spec.willpower && table.willpowerSuccess)) return { ok: false, code: 'empty_pool', special: null };
  let specialDice = 0;
  if (spec.special === 'character') {
    specialDice = character?.specialDice ?? 0;
  } else if (table.specialName !== null) {
    specialDice = spec.special;
  }
  const result = table.roll({ pool: spec.pool, specialDice, difficulty: spec.difficulty, specialty: spec.specialty, willpower: spec.willpower }, d10From(dice));
  return { ok: true, result: { kind: 'check', ...result } };
}

/**
 * A willpower re-roll at the table (pure but for `dice`): the line that rolled `previous` re-rolls
 * these normal dice. `reroll_not_possible`: not a line's check, a line without re-rolls, or dice
 * that are not the roll's (out of range, twice, more than three).
 */
export function rerollAtTable(previous: RollResult, normalIndices: readonly number[], dice: DieSource): { ok: true; result: RollResult } | { ok: false; code: 'reroll_not_possible' } {
  if (previous.kind !== 'check') return { ok: false, code: 'reroll_not_possible' };
  const table = rulesOfLine(previous.line).dice.table;
  if (!table.reroll) return { ok: false, code: 'reroll_not_possible' };
  try {
    return { ok: true, result: { kind: 'check', ...table.reroll(previous, normalIndices, d10From(dice)) } };
  } catch (error) {
    if (error instanceof RangeError) return { ok: false, code: 'reroll_not_possible' };
    throw error;
  }
}
