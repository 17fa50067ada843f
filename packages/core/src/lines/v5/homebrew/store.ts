import { homebrewIdOf } from './limits.ts';
import { parseHomebrewClan, parseHomebrewDiscipline } from './migrations.ts';
import type { HomebrewClan, HomebrewDiscipline } from './schema.ts';

/**
 * What an account has installed (kept on the server and in the browser): clans and disciplines
 * installed on purpose, and `cachedDisciplines` = the homebrew disciplines installed clans need.
 */
export interface HomebrewInstalled {
  clans: HomebrewClan[];
  disciplines: HomebrewDiscipline[];
  cachedDisciplines: HomebrewDiscipline[];
}

/** The browser's `homebrew-content` store (spec §3): installed content plus a copy of the author's own. */
export interface HomebrewStore extends HomebrewInstalled {
  ownClans: HomebrewClan[];
  ownDisciplines: HomebrewDiscipline[];
}

export function emptyHomebrewInstalled(): HomebrewInstalled {
  return { clans: [], disciplines: [], cachedDisciplines: [] };
}

export function emptyHomebrewStore(): HomebrewStore {
  return { ...emptyHomebrewInstalled(), ownClans: [], ownDisciplines: [] };
}

/** Spec §4: install and update replace the entry with the same id, or append it. */
export function upsertById<T extends { id: number }>(list: readonly T[], item: T): T[] {
  const index = list.findIndex((entry) => entry.id === item.id);
  return index < 0 ? [...list, item] : list.map((entry, at) => (at === index ? item : entry));
}

function upsertAll<T extends { id: number }>(list: readonly T[], items: readonly T[]): T[] {
  return items.reduce<T[]>((next, item) => upsertById(next, item), [...list]);
}

/** Drops cached disciplines that no installed clan lists any more. */
function pruneCached<S extends HomebrewInstalled>(store: S): S {
  const needed = new Set(store.clans.flatMap((clan) => clan.disciplines.map(homebrewIdOf)).filter((id) => id !== undefined));
  return { ...store, cachedDisciplines: store.cachedDisciplines.filter((discipline) => needed.has(discipline.id)) };
}

/**
 * Installs (or updates) clans, disciplines and the disciplines the clans need: each replaces the
 * entry with its id or is appended. Cached disciplines nothing needs any more are dropped.
 */
export function installHomebrew<S extends HomebrewInstalled>(store: S, items: Partial<HomebrewInstalled>): S {
  return pruneCached({
    ...store,
    clans: upsertAll(store.clans, items.clans ?? []),
    disciplines: upsertAll(store.disciplines, items.disciplines ?? []),
    cachedDisciplines: upsertAll(store.cachedDisciplines, items.cachedDisciplines ?? []),
  });
}

/** Uninstalls a clan or a discipline; a clan's cached disciplines go with it unless another clan needs them. */
export function uninstallHomebrew<S extends HomebrewInstalled>(store: S, kind: 'clans' | 'disciplines', id: number): S {
  if (kind === 'clans') return pruneCached({ ...store, clans: store.clans.filter((clan) => clan.id !== id) });
  return { ...store, disciplines: store.disciplines.filter((discipline) => discipline.id !== id) };
}

/** The installed version of an item, if it is installed (for "Aktualisieren" offers). */
export function installedVersion(store: HomebrewInstalled, kind: 'clans' | 'disciplines', id: number): number | undefined {
  return (kind === 'clans' ? store.clans : store.disciplines).find((item) => item.id === id)?.version;
}

function parseList<T>(raw: unknown, parse: (item: unknown) => T): { items: T[]; dropped: number } {
  if (!Array.isArray(raw)) return { items: [], dropped: 0 };
  const items: T[] = [];
  for (const entry of raw) {
    try {
      items.push(parse(entry));
    } catch {
      // An entry this version cannot read is left out rather than losing the whole store.
    }
  }
  return { items, dropped: raw.length - items.length };
}

/**
 * Reads a stored `homebrew-content` of any version: every item is migrated and validated; items
 * that cannot be read are left out and counted in `dropped`.
 */
export function parseHomebrewStore(raw: unknown): { store: HomebrewStore; dropped: number } {
  const record = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const clans = parseList(record.clans, parseHomebrewClan);
  const ownClans = parseList(record.ownClans, parseHomebrewClan);
  const disciplines = parseList(record.disciplines, parseHomebrewDiscipline);
  const ownDisciplines = parseList(record.ownDisciplines, parseHomebrewDiscipline);
  const cachedDisciplines = parseList(record.cachedDisciplines, parseHomebrewDiscipline);
  const parts = [clans, ownClans, disciplines, ownDisciplines, cachedDisciplines];
  return {
    store: {
      clans: clans.items,
      disciplines: disciplines.items,
      cachedDisciplines: cachedDisciplines.items,
      ownClans: ownClans.items,
      ownDisciplines: ownDisciplines.items,
    },
    dropped: parts.reduce((sum, part) => sum + part.dropped, 0),
  };
}

/**
 * Every clan and discipline the browser knows, once each: own, installed and cached copies of
 * one item collapse to the highest version (the author's own copy on a tie).
 */
export function knownHomebrew(store: HomebrewStore): { clans: HomebrewClan[]; disciplines: HomebrewDiscipline[] } {
  const newest = <T extends { id: number; version: number }>(lists: ReadonlyArray<readonly T[]>): T[] => {
    const byId = new Map<number, T>();
    for (const item of lists.flat()) {
      const seen = byId.get(item.id);
      if (!seen || item.version > seen.version) byId.set(item.id, item);
    }
    return [...byId.values()];
  };
  return {
    clans: newest([store.ownClans, store.clans]),
    disciplines: newest([store.ownDisciplines, store.disciplines, store.cachedDisciplines]),
  };
}
