import { homebrewBookId, homebrewBookName } from '../../../content/book-ids.ts';
import type { V5Book as Book, V5Meta as Meta } from '../content/books.ts';
import type { Clan } from '../content/clans.ts';
import { powerKey, type Discipline, type Power } from '../content/disciplines.ts';
import { abilitiesOf } from './abilities.ts';
import { homebrewContentId } from './limits.ts';
import type { HomebrewClan, HomebrewDiscipline } from './schema.ts';

/** What marks merged content as homebrew (the Lexicon names the author). */
export interface HomebrewOrigin {
  /** The homebrew id (the content id is this + 3021). */
  id: number;
  creator: string;
  version: number;
}
export type HomebrewContentDiscipline = Discipline & { homebrew: HomebrewOrigin };
export type HomebrewContentClan = Clan & { homebrew: HomebrewOrigin; symbol: string | null };

const originOf = (item: HomebrewClan | HomebrewDiscipline): HomebrewOrigin => ({ id: item.id, creator: item.creator, version: item.version });

/**
 * A homebrew discipline as game content: id + 3021, levels flattened to powers with the content
 * key `id-level-abilityId`, the combo as amalgam and the requirement as the required power's key.
 */
export function toContentDiscipline(discipline: HomebrewDiscipline): HomebrewContentDiscipline {
  const id = homebrewContentId(discipline.id);
  const all = abilitiesOf(discipline);
  const levelOf = new Map(all.map(({ ability, level }) => [ability.id, level]));
  const powers = all.map(({ ability, level }): Power => {
    const requiredLevel = ability.requirement === null ? undefined : levelOf.get(ability.requirement);
    return {
      key: powerKey(id, level, ability.id),
      id: ability.id,
      level,
      name: ability.name,
      summary: ability.summary,
      amalgam: ability.combo ? { disciplineId: ability.combo.disciplineId, level: ability.combo.level } : null,
      prerequisite: ability.requirement !== null && requiredLevel !== undefined ? powerKey(id, requiredLevel, ability.requirement) : null,
      minBloodPotency: ability.minBloodPotency,
      multiple: false,
      dicePool: ability.dicePool || null,
      cost: ability.cost || null,
      duration: ability.duration || null,
    };
  });
  return { id, name: discipline.name, description: discipline.description, powers, homebrew: originOf(discipline) };
}

/**
 * A homebrew clan as game content (behaviour-notes §5.7): id + 3021, the curse as its bane, no
 * actions, the symbol kept. The description falls back to the curse when the author left it
 * empty; disciplines the content does not know (deleted, not installed) are left out.
 */
export function toContentClan(clan: HomebrewClan, disciplineExists: (contentId: number) => boolean): HomebrewContentClan {
  return {
    id: homebrewContentId(clan.id),
    name: clan.name,
    slogan: clan.slogan,
    description: clan.description || clan.curse,
    bane: clan.curse,
    compulsion: { name: '', description: '' },
    disciplines: clan.disciplines.filter(disciplineExists),
    actions: [],
    symbol: clan.symbol,
    homebrew: originOf(clan),
  };
}

export { homebrewBookName };

/** Id of the placeholder clan of the homebrew book; clan pickers skip negative ids. */
export const homebrewPlaceholderClanId = -1;

/**
 * The homebrew book's placeholder clan (behaviour-notes §5.7): no one can choose it, it only lists
 * every homebrew discipline so that "all disciplines" lists built from clans include them.
 */
function placeholderClan(disciplineIds: number[]): Clan {
  return {
    id: homebrewPlaceholderClanId,
    name: '<placeholder>',
    slogan: '',
    description: '',
    bane: '',
    compulsion: { name: '', description: '' },
    disciplines: disciplineIds,
    actions: [],
  };
}

/** Whether a content clan is one a player can choose (not the homebrew placeholder). */
export function isChoosableClan(clan: Pick<Clan, 'id'>): boolean {
  return clan.id > 0;
}

/**
 * Merges homebrew into the game content of one language (spec §3, behaviour-notes §5.7): its
 * disciplines join the disciplines and its clans the clans, all with ids offset by 3021, and a
 * book 3021 lists the placeholder clan −1 (whose disciplines are all homebrew disciplines; only
 * when there are any) and the clans; it has no merits, backgrounds or predator types. A clan's
 * discipline ids below 3021 are core disciplines, the others homebrew ones; ids that resolve to
 * nothing (deleted, not installed) are left out. Earlier merged homebrew is replaced, so merging
 * again with a changed store gives the same result as merging once. Only `clans` and
 * `disciplines` of the content change; everything else is passed through.
 */
export function mergeHomebrew<C extends { clans: Clan[]; disciplines: Discipline[] }>(
  content: C,
  meta: Meta,
  homebrew: { clans: readonly HomebrewClan[]; disciplines: readonly HomebrewDiscipline[] },
): { content: C; meta: Meta } {
  const coreDisciplines = content.disciplines.filter((discipline) => discipline.id < homebrewBookId);
  const disciplines = [...coreDisciplines, ...homebrew.disciplines.map(toContentDiscipline)];
  const known = new Set(disciplines.map((discipline) => discipline.id));
  const homebrewDisciplineIds = disciplines.filter((discipline) => discipline.id > homebrewBookId).map((discipline) => discipline.id);
  const placeholder = homebrewDisciplineIds.length > 0 ? [placeholderClan(homebrewDisciplineIds)] : [];
  const clans: Clan[] = [...placeholder, ...homebrew.clans.map((clan) => toContentClan(clan, (id) => known.has(id)))];
  const book: Book = {
    id: homebrewBookId,
    name: { ...homebrewBookName },
    clans: clans.map((clan) => clan.id),
    merits: [],
    backgrounds: [],
    predatorTypes: [],
  };
  return {
    content: { ...content, disciplines, clans: [...content.clans.filter((clan) => isChoosableClan(clan) && clan.id < homebrewBookId), ...clans] },
    meta: { ...meta, books: [...meta.books.filter((entry) => entry.id !== homebrewBookId), book] },
  };
}
