import { abilitiesOf } from './abilities.ts';
import type { HomebrewAbility, HomebrewClan, HomebrewDiscipline } from './schema.ts';

/** One difference between two versions of a clan or discipline ("Homebrew aktualisieren" shows them). */
export type HomebrewChange =
  | { kind: 'field'; field: string; before: unknown; after: unknown }
  | { kind: 'level-added' | 'level-removed'; level: number }
  | { kind: 'ability-added' | 'ability-removed'; level: number; abilityId: number; name: string }
  | { kind: 'ability-changed'; level: number; abilityId: number; name: string; fields: string[] };

/** Bookkeeping fields that are not part of what the author wrote. */
const ignored = new Set(['schemaVersion', 'id', 'version', 'creator', 'updatedAt', 'inviteCode', 'levels', 'lastAbilityId']);

/** JSON with object keys sorted, so the same value always reads the same (stored copies may order keys differently). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, entry]) => entry !== undefined);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([key, entry]) => `${JSON.stringify(key)}:${canonical(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

function same(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

const abilityFields = ['name', 'summary', 'dicePool', 'cost', 'duration', 'combo', 'minBloodPotency', 'requirement'] as const satisfies ReadonlyArray<keyof HomebrewAbility>;

function levelChanges(before: HomebrewDiscipline, after: HomebrewDiscipline): HomebrewChange[] {
  const changes: HomebrewChange[] = [];
  for (let level = after.levels.length + 1; level <= before.levels.length; level += 1) changes.push({ kind: 'level-removed', level });
  for (let level = before.levels.length + 1; level <= after.levels.length; level += 1) changes.push({ kind: 'level-added', level });
  const old = new Map(abilitiesOf(before).map((entry) => [entry.ability.id, entry]));
  const next = new Map(abilitiesOf(after).map((entry) => [entry.ability.id, entry]));
  for (const [id, { ability, level }] of old) {
    if (!next.has(id)) changes.push({ kind: 'ability-removed', level, abilityId: id, name: ability.name });
  }
  for (const [id, { ability, level }] of next) {
    const previous = old.get(id);
    if (!previous) {
      changes.push({ kind: 'ability-added', level, abilityId: id, name: ability.name });
      continue;
    }
    const fields: string[] = abilityFields.filter((field) => !same(previous.ability[field], ability[field]));
    if (previous.level !== level) fields.unshift('level');
    if (fields.length > 0) changes.push({ kind: 'ability-changed', level, abilityId: id, name: ability.name, fields });
  }
  return changes;
}

/**
 * What changed from one version of a clan or discipline to another: changed fields (with both
 * values), levels added or removed, abilities added, removed or changed (matched by id). Empty
 * when the author's content is the same (a save that only published it, say, still differs in
 * the `public` field).
 */
export function homebrewChanges<T extends HomebrewClan | HomebrewDiscipline>(before: T, after: T): HomebrewChange[] {
  const changes: HomebrewChange[] = [];
  const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const field of fields) {
    if (ignored.has(field)) continue;
    const a = (before as Record<string, unknown>)[field];
    const b = (after as Record<string, unknown>)[field];
    if (!same(a, b)) changes.push({ kind: 'field', field, before: a, after: b });
  }
  if ('levels' in before && 'levels' in after) changes.push(...levelChanges(before, after));
  return changes;
}
