import type { FastifyInstance } from 'fastify';
import { homebrewBookId } from '@vitae/core/content';
import {
  clanFields,
  comboProblems,
  disciplineFields,
  highestAbilityId,
  homebrewContentId,
  homebrewIdOf,
  parseHomebrewClan,
  parseHomebrewDiscipline,
  homebrewSchemaVersion,
  parseHomebrewStore,
  publishProblems,
  reusedAbilityIds,
  type HomebrewClan,
  type HomebrewDiscipline,
} from '@vitae/core/homebrew';
import { homebrewKindNames, homebrewKindSpec, kindSchemaVersion, type HomebrewKindName as HomebrewKind, type StoredKindItem } from '@vitae/core/homebrew-kinds';
import { contentLanguages, getContent, getLineContent } from '@vitae/content';
import { v5ContentFiles } from '@vitae/core/v5';
import { badRequest } from '../../errors.ts';
import type { HomebrewRow } from '../../repositories/homebrew.ts';

/** The spec's messages (§8) for an item that does not exist or may not be seen. */
export const notFoundMessage = Object.fromEntries(
  homebrewKindNames.map((kind) => {
    const one = homebrewKindSpec(kind).one;
    return [kind, `${one.charAt(0).toUpperCase()}${one.slice(1)} Not Found`];
  }),
) as Record<HomebrewKind, string>;

/** Whether a kind is one of Vampire's (clans, disciplines), which have their own reference rules and store. */
export function isVampireKind(kind: HomebrewKind): kind is 'clans' | 'disciplines' {
  return kind === 'clans' || kind === 'disciplines';
}

/** The `schemaVersion` an item of the kind is stored with. */
export function schemaVersionOf(kind: HomebrewKind): number {
  return isVampireKind(kind) ? homebrewSchemaVersion : kindSchemaVersion;
}

/** Whether a reader may see an item: a public one, or their own. */
export function visibleTo(row: Pick<HomebrewRow, 'public' | 'creatorId'>, viewerId: string | undefined): boolean {
  return row.public || row.creatorId === viewerId;
}

/**
 * The homebrew disciplines a clan lists, as far as its reader may see them (issue #43, finding 2):
 * public ones and the reader's own; for a clan opened by its invite code also the clan author's
 * own ones (handing out the code shares the clan with what its author wrote for it). Another
 * author's private discipline never comes along, whoever's clan names it: the rest is left out.
 */
export async function clanDisciplinesFor(app: FastifyInstance, clan: HomebrewRow, readerId: string | undefined, openedByInvite: boolean): Promise<HomebrewRow[]> {
  const listed = Array.isArray(clan.data.disciplines) ? (clan.data.disciplines as unknown[]).filter((id): id is number => typeof id === 'number') : [];
  const ids = listed.map(homebrewIdOf).filter((id) => id !== undefined);
  return app.repos.homebrew.findVisible('disciplines', ids, openedByInvite ? [readerId, clan.creatorId] : [readerId]);
}

/** Stored without dashes, shown in groups of four like the e-mailed codes. */
export function formatInviteCode(code: string): string {
  return code.match(/.{1,4}/g)!.join('-');
}

/** The API's item: the author's content plus the server's fields; the invite code only for the author. */
export function toItem(row: HomebrewRow, viewerId: string | undefined): HomebrewClan | HomebrewDiscipline | StoredKindItem {
  const raw = {
    ...row.data,
    id: row.id,
    version: row.version,
    creator: row.creator,
    public: row.public,
    inviteCode: row.inviteCode && viewerId === row.creatorId ? formatInviteCode(row.inviteCode) : null,
    updatedAt: row.updatedAt.toISOString(),
    // Only a copy carries its credit (issue #49), so other items keep their exact shape.
    ...(row.copiedFrom ? { copiedFrom: row.copiedFrom } : {}),
  };
  if (row.kind === 'clans') return parseHomebrewClan(raw);
  if (row.kind === 'disciplines') return parseHomebrewDiscipline(raw);
  return homebrewKindSpec(row.kind).parse(raw);
}

export function toClan(row: HomebrewRow, viewerId: string | undefined): HomebrewClan {
  return toItem(row, viewerId) as HomebrewClan;
}
export function toDiscipline(row: HomebrewRow, viewerId: string | undefined): HomebrewDiscipline {
  return toItem(row, viewerId) as HomebrewDiscipline;
}

/** Only the author's fields of a create or save body (the server's own fields are ignored). */
export function contentOf(kind: HomebrewKind, body: Record<string, unknown>): Record<string, unknown> & { name: string } {
  const keys = Object.keys(kind === 'clans' ? clanFields : kind === 'disciplines' ? disciplineFields : homebrewKindSpec(kind).fields);
  return Object.fromEntries(keys.filter((key) => key in body).map((key) => [key, body[key]])) as Record<string, unknown> & { name: string };
}

type AbilityLevels = { levels: HomebrewDiscipline['levels']; lastAbilityId?: number };

/**
 * A discipline's save keeps ability ids unique over its whole history: an id a deleted ability
 * had is refused (characters would take the new ability for their old power), and the stored
 * high-water mark only grows. Clans have no abilities and pass through.
 */
export function withAbilityIdHistory<C extends Record<string, unknown>>(kind: HomebrewKind, stored: HomebrewRow, content: C): C {
  if (kind !== 'disciplines') return content;
  // Both were checked by the discipline schema: the stored data when it was written, the content by the route.
  const before = stored.data as unknown as AbilityLevels;
  const after = content as unknown as AbilityLevels;
  const reused = reusedAbilityIds(before, after);
  if (reused.length > 0) {
    throw badRequest(`levels: ability id ${reused.join(', ')} belonged to a deleted ability and cannot be given to another one; use an id above ${highestAbilityId(before)}`);
  }
  return { ...content, lastAbilityId: Math.max(highestAbilityId(before), highestAbilityId(after)) };
}

let coreLevels: Map<number, number> | undefined;
/** Core disciplines by id with their highest level that has powers. */
function coreDisciplineLevels(): Map<number, number> {
  coreLevels ??= new Map(getContent(v5ContentFiles).disciplines.map((discipline) => [discipline.id, Math.max(0, ...discipline.powers.map((power) => power.level))]));
  return coreLevels;
}

/**
 * How many levels each named discipline has, for the disciplines the caller may build on: core
 * ones, and homebrew ones that are public, the caller's own, or installed by the caller.
 */
async function disciplineLevels(app: FastifyInstance, contentIds: readonly number[], userId: string): Promise<DisciplineLevels> {
  const homebrewIds = [...new Set(contentIds.map(homebrewIdOf).filter((id) => id !== undefined))];
  const installed = parseHomebrewStore(await app.repos.homebrewInstalled.get(userId)).store;
  const installedIds = new Set([...installed.disciplines, ...installed.cachedDisciplines].map((discipline) => discipline.id));
  const rows = await app.repos.homebrew.findMany('disciplines', homebrewIds);
  const installedNames = new Map([...installed.disciplines, ...installed.cachedDisciplines].map((discipline) => [discipline.id, discipline.name]));
  const levels = new Map<number, number>();
  const privateOnes = new Map<number, string>();
  for (const row of rows) {
    if (row.public || row.creatorId === userId || installedIds.has(row.id)) {
      levels.set(homebrewContentId(row.id), Array.isArray(row.data.levels) ? row.data.levels.length : 0);
      // Another author's private discipline is named as the caller's copy has it, not as it is now.
      if (!row.public) privateOnes.set(homebrewContentId(row.id), row.creatorId === userId ? String(row.data.name) : (installedNames.get(row.id) ?? `#${row.id}`));
    }
  }
  const levelsOf = (contentId: number) => (contentId < homebrewBookId ? coreDisciplineLevels().get(contentId) : levels.get(contentId));
  return Object.assign(levelsOf, { privateOnes });
}

/** Levels by content id, and the private homebrew disciplines among them by content id with their names. */
type DisciplineLevels = ((contentId: number) => number | undefined) & { privateOnes: Map<number, string> };

/**
 * The rules that need more than the item itself: combos and clan disciplines name disciplines
 * that exist (and levels they have), and a published item is complete enough to be used.
 */
export async function checkReferences(app: FastifyInstance, kind: HomebrewKind, content: Record<string, unknown>, userId: string, id: number | undefined, publish = false): Promise<void> {
  if (!isVampireKind(kind)) {
    const spec = homebrewKindSpec(kind);
    // Rules by the line's content (a pool text no sheet can roll), read in every content language.
    const [refused] = spec.contentProblems?.(content, contentLanguages.map((language) => getLineContent(spec.line, language))) ?? [];
    if (refused) throw badRequest(refused.message, refused.code);
    const problems = publish ? spec.publishProblems(content) : [];
    if (problems.length > 0) throw badRequest(problems.join('; '));
    return;
  }
  if (kind === 'disciplines') {
    const discipline = content as Pick<HomebrewDiscipline, 'levels'>;
    const levels = discipline.levels ?? [];
    const named = levels.flatMap((level) => level.abilities.flatMap((ability) => (ability.combo ? [ability.combo.disciplineId] : [])));
    const problems = comboProblems({ levels }, await disciplineLevels(app, named, userId), id === undefined ? undefined : homebrewContentId(id));
    if (problems.length > 0) {
      const described = problems.map((problem) => `level ${problem.level}, ability ${problem.abilityId}: ${comboText[problem.problem]}`);
      throw badRequest(`invalid combo: ${described.join('; ')}`);
    }
    if (publish && publishProblems({ levels }).length > 0) throw badRequest('a discipline needs at least one ability before it can be published');
    return;
  }
  const clan = content as Pick<HomebrewClan, 'disciplines'>;
  const disciplines = clan.disciplines ?? [];
  const levelsOf = await disciplineLevels(app, disciplines, userId);
  const unknown = disciplines.filter((ref) => levelsOf(ref) === undefined);
  if (unknown.length > 0) throw badRequest(`these disciplines do not exist or are not available to you: ${unknown.join(', ')}`);
  if (publish && publishProblems({ disciplines }).length > 0) throw badRequest('a clan needs at least one discipline before it can be published');
  // A public clan is read by everyone: what it lists must be readable by everyone too (finding 2).
  const privateOnes = disciplines.flatMap((ref) => {
    const name = levelsOf.privateOnes.get(ref);
    return name === undefined ? [] : [`"${name}" (${ref})`];
  });
  if (publish && privateOnes.length > 0) {
    throw badRequest(`a public clan may only list public disciplines; publish these first or take them out of the clan: ${privateOnes.join(', ')}`, 'homebrew_private_reference');
  }
}

const comboText = {
  'combo-self': 'a combo cannot name the discipline itself',
  'combo-unknown': 'the combo names a discipline that does not exist or is not available to you',
  'combo-level': 'the combo names a level the discipline does not have',
} as const;
