import { numericId } from '../../../fifth-edition/sheet.ts';
import { clanRecord } from '../content/clans.ts';
import type { CharacterDiscipline, V5Character, V5Snapshot } from '../schema.ts';
import { homebrewChanges, type HomebrewChange } from './changes.ts';
import { homebrewContentId } from './limits.ts';
import { toContentClan, toContentDiscipline } from './merge.ts';
import type { HomebrewClan, HomebrewDiscipline } from './schema.ts';
import { takeHomebrewSnapshot, type KnownHomebrew } from './snapshot.ts';

/** A newer version of an item the character holds, with what changes. */
export type HomebrewUpdate =
  | { kind: 'clans'; before: HomebrewClan; after: HomebrewClan; changes: HomebrewChange[] }
  | { kind: 'disciplines'; before: HomebrewDiscipline; after: HomebrewDiscipline; changes: HomebrewChange[] };

/** The newest of several copies of one item (store and server may both have one). */
function newest<T extends { id: number; version: number }>(id: number, lists: ReadonlyArray<readonly T[]>): T | undefined {
  let found: T | undefined;
  for (const item of lists.flat()) if (item.id === id && (!found || item.version > found.version)) found = item;
  return found;
}

/**
 * The items of the character's homebrew snapshot for which a newer version is available in any
 * of `sources` (the local store, answers of the server), each with what changes from the held
 * version (`homebrewChanges`). Empty when the character is up to date.
 */
export function homebrewUpdates(character: Pick<V5Character, 'homebrew'>, ...sources: KnownHomebrew[]): HomebrewUpdate[] {
  const updates: HomebrewUpdate[] = [];
  for (const before of character.homebrew.clans) {
    const after = newest(before.id, sources.map((source) => source.clans));
    // The character holds clans without their symbol (snapshot.ts): compare in that form, or every
    // clan with a symbol would read "Symbol geändert" though nothing the character holds changed.
    if (after && after.version > before.version) updates.push({ kind: 'clans', before, after, changes: homebrewChanges(before, { ...after, symbol: null, inviteCode: null }) });
  }
  for (const before of character.homebrew.disciplines) {
    const after = newest(before.id, sources.map((source) => source.disciplines));
    if (after && after.version > before.version) updates.push({ kind: 'disciplines', before, after, changes: homebrewChanges(before, after) });
  }
  return updates;
}

/**
 * An owned homebrew discipline refreshed to a new version (behaviour-notes §7.3): its name, and
 * each owned power by ability id gets the new texts, facts, level and prerequisites; the dot it
 * was bought on stays. A power the new version no longer has stays owned and is marked `retired`.
 */
function refreshDiscipline(entry: CharacterDiscipline, discipline: HomebrewDiscipline): CharacterDiscipline {
  const content = toContentDiscipline(discipline);
  const abilities = entry.abilities.map((ability) => {
    const power = content.powers.find((candidate) => candidate.id === numericId(ability.id));
    if (!power) return { ...ability, retired: true };
    const { retired: _retired, ...rest } = ability;
    return { ...rest, ...power, usedLevel: ability.usedLevel };
  });
  return { ...entry, discipline: { id: content.id, name: content.name }, abilities };
}

/** What a homebrew update changes, as a leveling effect (zero experience, recorded and undoable). */
export interface HomebrewUpdateEffect<C extends V5Character> {
  character: C;
  before: V5Snapshot;
  after: V5Snapshot;
  /** Names of the updated items, for the history. */
  names: string[];
}

type UpdateState = NonNullable<V5Snapshot['homebrew']>;

function stateOf(character: V5Character, disciplineIds: ReadonlySet<number>): UpdateState {
  return {
    clan: character.clan,
    clanBane: character.clanBane,
    snapshot: character.homebrew,
    disciplines: character.disciplines.filter((entry) => disciplineIds.has(numericId(entry.discipline.id) ?? -1)),
  };
}

/**
 * Moves the character to the given newer versions of the items it holds: the snapshot takes
 * them; a homebrew clan is re-resolved (its bane too, unless the player rewrote it); owned
 * homebrew disciplines are refreshed power by power (`refreshDiscipline`); disciplines a new clan
 * version lists are added to the snapshot from `known`. `null` when none of the items is held in
 * an older version (nothing to do).
 */
export function homebrewUpdateEffect<C extends V5Character>(
  character: C,
  items: { clans?: readonly HomebrewClan[]; disciplines?: readonly HomebrewDiscipline[] },
  known: KnownHomebrew = { clans: [], disciplines: [] },
): HomebrewUpdateEffect<C> | null {
  const held = character.homebrew;
  const clans = (items.clans ?? []).filter((clan) => held.clans.some((mine) => mine.id === clan.id && mine.version < clan.version));
  const disciplines = (items.disciplines ?? []).filter((discipline) => held.disciplines.some((mine) => mine.id === discipline.id && mine.version < discipline.version));
  if (clans.length === 0 && disciplines.length === 0) return null;

  const replace = <T extends { id: number }>(list: readonly T[], next: readonly T[]) => list.map((item) => next.find((entry) => entry.id === item.id) ?? item);
  let next: C = {
    ...character,
    homebrew: { clans: replace(held.clans, clans.map((clan) => ({ ...clan, symbol: null, inviteCode: null }))), disciplines: replace(held.disciplines, disciplines.map((d) => ({ ...d, inviteCode: null }))) },
  };
  const clan = clans.find((entry) => homebrewContentId(entry.id) === numericId(character.clan?.id));
  if (clan) {
    const oldBane = held.clans.find((entry) => entry.id === clan.id)?.curse;
    const record = clanRecord(toContentClan(clan, () => true));
    next = { ...next, clan: record, clanBane: character.clanBane === oldBane || character.clanBane === '' ? record.bane : character.clanBane };
  }
  const changedIds = new Set(disciplines.map((discipline) => homebrewContentId(discipline.id)));
  next = {
    ...next,
    disciplines: next.disciplines.map((entry) => {
      const id = numericId(entry.discipline.id);
      const discipline = disciplines.find((candidate) => homebrewContentId(candidate.id) === id);
      return discipline ? refreshDiscipline(entry, discipline) : entry;
    }),
  };
  next = takeHomebrewSnapshot(next, { clans: [...clans, ...known.clans], disciplines: [...disciplines, ...known.disciplines] });
  return {
    character: next,
    before: { homebrew: stateOf(character, changedIds) },
    after: { homebrew: stateOf(next, changedIds) },
    names: [...clans, ...disciplines].map((item) => item.name),
  };
}

/** Puts back what a homebrew update changed (undo). */
export function restoreHomebrewUpdate<C extends V5Character>(character: C, before: UpdateState): C {
  const entries = new Map(before.disciplines.map((entry) => [numericId(entry.discipline.id), entry]));
  return {
    ...character,
    clan: before.clan,
    clanBane: before.clanBane,
    homebrew: before.snapshot,
    disciplines: character.disciplines.map((entry) => entries.get(numericId(entry.discipline.id)) ?? entry),
  };
}
