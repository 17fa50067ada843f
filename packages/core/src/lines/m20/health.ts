import type { DamageState } from '../../character/keys.ts';
import type { DamageKind } from './keys.ts';

/**
 * The seven health levels of a mage with the dice each removes from pools (M20, confirmed).
 * Incapacitated has no penalty because the character cannot act at all.
 */
export const healthLevels = [
  { id: 'bruised', penalty: 0 },
  { id: 'hurt', penalty: -1 },
  { id: 'injured', penalty: -1 },
  { id: 'wounded', penalty: -2 },
  { id: 'mauled', penalty: -2 },
  { id: 'crippled', penalty: -5 },
  { id: 'incapacitated', penalty: null },
] as const satisfies ReadonlyArray<{ id: string; penalty: number | null }>;
export type HealthLevelId = (typeof healthLevels)[number]['id'];

/** Number of health levels, and so of the boxes of the shared track a mage uses. */
export const healthLevelCount = healthLevels.length;

/** Mage reads the shared box states as damage kinds: superficial = bashing, heavy = lethal, full = aggravated. */
export const damageStateOf: Readonly<Record<DamageKind, DamageState>> = { bashing: 'superficial', lethal: 'heavy', aggravated: 'full' };
const kindOfState: Readonly<Partial<Record<DamageState, DamageKind>>> = { superficial: 'bashing', heavy: 'lethal', full: 'aggravated' };
const severity: Readonly<Record<DamageKind, number>> = { bashing: 1, lethal: 2, aggravated: 3 };

/** The damage kind a box shows, `null` for an empty box. */
export function damageKindOf(state: DamageState): DamageKind | null {
  return kindOfState[state] ?? null;
}

/** The damage marked on the seven levels, most severe first (the order a paper sheet keeps). */
function marks(track: readonly DamageState[]): DamageKind[] {
  return track
    .slice(0, healthLevelCount)
    .map(damageKindOf)
    .filter((kind): kind is DamageKind => kind !== null)
    .sort((a, b) => severity[b] - severity[a]);
}

function withMarks(track: readonly DamageState[], kinds: readonly DamageKind[]): DamageState[] {
  const sorted = [...kinds].sort((a, b) => severity[b] - severity[a]);
  return track.map((state, index) => (index < healthLevelCount ? (sorted[index] ? damageStateOf[sorted[index]] : 'none') : state));
}

/**
 * Marks `amount` points of damage of one kind on the seven levels. Damage fills the levels from
 * the top, the most severe kind first. On a full track a point turns the least severe box below
 * its own kind into that kind (bashing beyond Incapacitated becomes lethal, as in the 20th-anniversary
 * rules); a point that finds nothing to worsen is `overflow` (the character dies, or falls unconscious).
 */
export function takeDamage(track: readonly DamageState[], kind: DamageKind, amount: number): { track: DamageState[]; overflow: number } {
  const kinds = marks(track);
  let overflow = 0;
  for (let point = 0; point < Math.max(0, Math.trunc(amount)); point += 1) {
    if (kinds.length < healthLevelCount) {
      kinds.push(kind);
      continue;
    }
    // Full: worsen the least severe box that is below this kind (bashing on all-bashing worsens to lethal).
    const target = kind === 'bashing' ? 'lethal' : kind;
    let index = -1;
    for (let i = kinds.length - 1; i >= 0; i -= 1) {
      if (severity[kinds[i]!] < severity[target]) {
        index = i;
        break;
      }
    }
    if (index < 0) overflow += 1;
    else kinds[index] = target;
    kinds.sort((a, b) => severity[b] - severity[a]);
  }
  return { track: withMarks(track, kinds), overflow };
}

/** Heals `amount` points of one kind (the lowest boxes of that kind first); the rest moves up. */
export function healDamage(track: readonly DamageState[], kind: DamageKind, amount: number): DamageState[] {
  const kinds = marks(track);
  for (let point = 0; point < Math.max(0, Math.trunc(amount)); point += 1) {
    const index = kinds.lastIndexOf(kind);
    if (index < 0) break;
    kinds.splice(index, 1);
  }
  return withMarks(track, kinds);
}

/** How hurt the character is: the lowest marked level and its dice penalty (`null` = cannot act). */
export function woundState(track: readonly DamageState[]): { marked: number; level: HealthLevelId | null; penalty: number | null } {
  const marked = marks(track).length;
  if (marked === 0) return { marked, level: null, penalty: 0 };
  const level = healthLevels[marked - 1]!;
  return { marked, level: level.id, penalty: level.penalty };
}
