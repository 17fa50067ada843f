import { homebrewBookId } from '../../../content/book-ids.ts';
import { numericId } from '../../../fifth-edition/sheet.ts';
import type { Clan } from '../content/clans.ts';
import type { Discipline } from '../content/disciplines.ts';
import type { HomebrewSnapshot, V5Character } from '../schema.ts';
import { homebrewIdOf } from './limits.ts';
import { toContentClan, toContentDiscipline, type HomebrewOrigin } from './merge.ts';
import type { HomebrewClan, HomebrewDiscipline } from './schema.ts';

/** Homebrew clans and disciplines as the browser knows them (installed, cached and own, newest first). */
export interface KnownHomebrew {
  clans: readonly HomebrewClan[];
  disciplines: readonly HomebrewDiscipline[];
}

type UsingCharacter = Pick<V5Character, 'clan' | 'disciplines'>;

/**
 * Homebrew ids (not content ids) of what the character uses: its clan if that is a homebrew
 * clan, and the homebrew disciplines it owns or its clan lists (so a clan discipline can still be
 * learned at the in-clan rate on a device that never installed it).
 */
export function homebrewInUse(character: UsingCharacter): { clans: number[]; disciplines: number[] } {
  const clanContentId = numericId(character.clan?.id);
  const clanId = clanContentId === null ? undefined : homebrewIdOf(clanContentId);
  const listed = Array.isArray(character.clan?.disciplines) ? character.clan.disciplines : [];
  const owned = character.disciplines.map((entry) => numericId(entry.discipline.id)).filter((id): id is number => id !== null);
  const disciplines = [...new Set([...owned, ...listed].map(homebrewIdOf).filter((id): id is number => id !== undefined))];
  return { clans: clanId === undefined ? [] : [clanId], disciplines };
}

/** Whether two snapshots hold the same items in the same versions. */
function sameSnapshot(a: HomebrewSnapshot, b: HomebrewSnapshot): boolean {
  const key = (snapshot: HomebrewSnapshot) => JSON.stringify([snapshot.clans.map((c) => [c.id, c.version]), snapshot.disciplines.map((d) => [d.id, d.version])]);
  return key(a) === key(b);
}

/**
 * Keeps the character's homebrew snapshot in step with what it uses: an item already in the
 * snapshot stays in its version (only "Homebrew aktualisieren" moves it), a newly used one is
 * copied from `known` (the symbol left out), one no longer used is dropped. Items that are neither
 * in the snapshot nor known stay missing; the sheet then falls back to the names it keeps. Returns
 * the same character when nothing changes.
 */
export function takeHomebrewSnapshot<C extends V5Character>(character: C, known: KnownHomebrew): C {
  const used = homebrewInUse(character);
  const pick = <T extends { id: number }>(ids: readonly number[], kept: readonly T[], available: readonly T[]): T[] =>
    ids.map((id) => kept.find((item) => item.id === id) ?? available.find((item) => item.id === id)).filter((item): item is T => item !== undefined);
  const next: HomebrewSnapshot = {
    clans: pick(used.clans, character.homebrew.clans, known.clans).map((clan) => ({ ...clan, symbol: null, inviteCode: null })),
    disciplines: pick(used.disciplines, character.homebrew.disciplines, known.disciplines).map((discipline) => ({ ...discipline, inviteCode: null })),
  };
  return sameSnapshot(next, character.homebrew) ? character : { ...character, homebrew: next };
}

/**
 * Disciplines a character may learn or roll: every core discipline, and homebrew ones only when
 * the character plays with the homebrew book (or already owns them).
 */
export function disciplinesForCharacter<D extends Pick<Discipline, 'id'>>(character: Pick<V5Character, 'books' | 'disciplines'>, disciplines: readonly D[]): D[] {
  const withHomebrew = character.books.includes(homebrewBookId);
  const owned = new Set(character.disciplines.map((entry) => numericId(entry.discipline.id)));
  return disciplines.filter((discipline) => discipline.id < homebrewBookId || withHomebrew || owned.has(discipline.id));
}

/**
 * The game content as one character's sheet sees it: `content` (with the installed homebrew
 * merged) where the character's snapshot replaces, or adds, the homebrew items it holds. Returns
 * `content` itself when the character holds no homebrew.
 */
export function characterContent<C extends { clans: Clan[]; disciplines: Discipline[] }>(content: C, snapshot: HomebrewSnapshot): C {
  if (snapshot.clans.length === 0 && snapshot.disciplines.length === 0) return content;
  const disciplines = snapshot.disciplines.map(toContentDiscipline);
  const ids = new Set(disciplines.map((discipline) => discipline.id));
  const all = [...content.disciplines.filter((discipline) => !ids.has(discipline.id)), ...disciplines];
  const known = new Set(all.map((discipline) => discipline.id));
  const clans = snapshot.clans.map((clan) => toContentClan(clan, (id) => known.has(id)));
  const clanIds = new Set(clans.map((clan) => clan.id));
  return { ...content, disciplines: all, clans: [...content.clans.filter((clan) => !clanIds.has(clan.id)), ...clans] };
}

/** Where a content clan or discipline comes from when it is homebrew (author, version), else `undefined`. */
export function homebrewOriginOf(item: Clan | Discipline): HomebrewOrigin | undefined {
  const origin = (item as { homebrew?: HomebrewOrigin }).homebrew;
  return origin && typeof origin.creator === 'string' ? origin : undefined;
}
