import type { HomebrewKindSpec } from '../../../homebrew-kinds/index.ts';
import { clanConflictResponseSchema, createClanBodySchema, createDisciplineBodySchema, disciplineConflictResponseSchema, homebrewClanListSchema, homebrewDisciplineListSchema, updateClanBodySchema, updateDisciplineBodySchema } from './api.ts';
import { homebrewLimits } from './limits.ts';
import { parseHomebrewClan, parseHomebrewDiscipline } from './migrations.ts';
import { publishProblems } from './publish.ts';
import { clanFields, disciplineFields, homebrewClanSchema, homebrewDisciplineSchema, type HomebrewClan, type HomebrewDiscipline } from './schema.ts';

const problemText = { 'no-abilities': 'a discipline needs at least one ability before it can be published', 'no-disciplines': 'a clan needs at least one discipline before it can be published' } as const;

/** Vampire homebrew clans (spec §7 `/homebrew/clans`), wrapped for the kind registry. */
export const clanKind: HomebrewKindSpec<'clans', HomebrewClan> = {
  kind: 'clans',
  line: 'v5',
  one: 'clan',
  fields: clanFields,
  item: homebrewClanSchema,
  create: createClanBodySchema,
  update: updateClanBodySchema,
  list: homebrewClanListSchema,
  conflict: clanConflictResponseSchema,
  parse: parseHomebrewClan,
  publishProblems: (content) => publishProblems({ disciplines: (content as Partial<HomebrewClan>).disciplines ?? [] }).map((problem) => problemText[problem]),
  installedLimit: homebrewLimits.installed,
  ownStore: true,
};

/** Vampire homebrew disciplines (spec §7 `/homebrew/disciplines`), wrapped for the kind registry. */
export const disciplineKind: HomebrewKindSpec<'disciplines', HomebrewDiscipline> = {
  kind: 'disciplines',
  line: 'v5',
  one: 'discipline',
  fields: disciplineFields,
  item: homebrewDisciplineSchema,
  create: createDisciplineBodySchema,
  update: updateDisciplineBodySchema,
  list: homebrewDisciplineListSchema,
  conflict: disciplineConflictResponseSchema,
  parse: parseHomebrewDiscipline,
  publishProblems: (content) => publishProblems({ levels: (content as Partial<HomebrewDiscipline>).levels ?? [] }).map((problem) => problemText[problem]),
  installedLimit: homebrewLimits.installed,
  ownStore: true,
};

/** The Vampire homebrew kinds, in the order the Homebrew tab lists them. */
export const v5HomebrewKinds = [clanKind, disciplineKind] as const;
