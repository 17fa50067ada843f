import type { Restriction } from '../../../content/restriction.ts';
import type { TraitPack } from '../../../fifth-edition/trait-packs.ts';
import type { PredatorAction } from './actions.ts';
import type { V5Meta as Meta } from './books.ts';
import type { V5Content as Content } from './files.ts';

/** Oblivion's discipline id; ceremonies require one of its powers. */
const oblivionId = 11;

function duplicates<T>(values: readonly T[]): T[] {
  const seen = new Set<T>();
  const dupes = new Set<T>();
  for (const value of values) (seen.has(value) ? dupes : seen).add(value);
  return [...dupes];
}

/**
 * Checks one language's content against itself and `Meta.json`: unique ids, and every reference
 * (clan disciplines, amalgams, prerequisites, predator-type and clan actions, restrictions, trait
 * requirements, book lists) resolves. Returns human-readable problems; empty means consistent.
 */
export function findContentProblems(meta: Meta, content: Content): string[] {
  const problems: string[] = [];
  const unique = (what: string, values: readonly (string | number)[]) => {
    for (const dupe of duplicates(values)) problems.push(`${what}: duplicate id ${dupe}`);
  };

  const clanIds = new Set(content.clans.map((c) => c.id));
  const disciplineIds = new Set(content.disciplines.map((d) => d.id));
  const bookIds = new Set(meta.books.map((b) => b.id));
  const merits = new Map(content.merits.map((p) => [p.id, p]));
  const backgrounds = new Map(content.backgrounds.map((p) => [p.id, p]));
  const predatorIds = new Set(content.predatorTypes.map((p) => p.id));
  const powerKeys = new Set(content.disciplines.flatMap((d) => d.powers.map((p) => p.key)));

  unique('books', meta.books.map((b) => b.id));
  unique('clans', content.clans.map((c) => c.id));
  unique('disciplines', content.disciplines.map((d) => d.id));
  unique('powers', content.disciplines.flatMap((d) => d.powers.map((p) => p.key)));
  unique('predatorTypes', content.predatorTypes.map((p) => p.id));
  unique('merits', content.merits.map((p) => p.id));
  unique('backgrounds', content.backgrounds.map((p) => p.id));
  unique('bloodRituals', content.bloodRituals.map((r) => r.id));
  unique('oblivionCeremonies', content.oblivionCeremonies.map((c) => c.id));
  unique('items', content.items.map((i) => i.key));
  unique('customLexicon', [...content.customLexicon.prepend, ...content.customLexicon.append].map((e) => e.id));
  unique('attributes', content.attributes.map((a) => a.key));
  unique('skills', content.skills.map((s) => s.key));
  unique('skillSpreads', content.skillSpreads.map((s) => s.id));

  const checkRestriction = (where: string, r: Restriction | null) => {
    if (r === null) return;
    if (r.type === 'only_clans' || r.type === 'exclude_clans') {
      for (const id of r.data) if (!clanIds.has(id)) problems.push(`${where}: restriction names unknown clan ${id}`);
    }
    if (r.type === 'book_activated') {
      for (const id of r.data) if (!bookIds.has(id)) problems.push(`${where}: restriction names unknown book ${id}`);
    }
  };

  const hasTrait = (packs: ReadonlyMap<number, TraitPack>, packId: number, side: 'advantages' | 'disadvantages', traitId: number) =>
    packs.get(packId)?.[side].some((t) => t.id === traitId) ?? false;

  const checkAction = (where: string, action: PredatorAction) => {
    const fail = (what: string) => problems.push(`${where} ${action.type}: ${what}`);
    switch (action.type) {
      case 'discipline_point':
        for (const choice of action.data.choices) {
          if (!disciplineIds.has(choice.id)) fail(`unknown discipline ${choice.id}`);
          checkRestriction(`${where} discipline choice ${choice.id}`, choice.restriction);
        }
        break;
      case 'add_merit':
        if (!hasTrait(merits, action.data.meritId, 'advantages', action.data.levelId)) fail(`unknown merit ${action.data.meritId}/${action.data.levelId}`);
        break;
      case 'add_background':
        if (!hasTrait(backgrounds, action.data.backgroundId, 'advantages', action.data.levelId)) fail(`unknown background ${action.data.backgroundId}/${action.data.levelId}`);
        break;
      case 'add_background_points':
        if (!backgrounds.has(action.data.backgroundId)) fail(`unknown background ${action.data.backgroundId}`);
        break;
      case 'add_flaw':
        for (const c of action.data.choices) {
          if (!hasTrait(c.type === 'merit' ? merits : backgrounds, c.id, 'disadvantages', c.flawId)) fail(`unknown ${c.type} flaw ${c.id}/${c.flawId}`);
        }
        break;
      case 'spend_background_points_between':
        for (const id of action.data.choices) if (!backgrounds.has(id)) fail(`unknown background ${id}`);
        break;
      case 'spend_flaw_points_between':
        for (const c of action.data.choices) {
          const pack = (c.type === 'merits' ? merits : backgrounds).get(c.id);
          if (pack === undefined || pack.disadvantages.length === 0) fail(`${c.type} ${c.id} has no flaws`);
        }
        break;
      case 'additional_specialization':
      case 'humanity_change':
      case 'blood_potency_change':
        break;
    }
  };

  for (const clan of content.clans) {
    for (const id of clan.disciplines) if (!disciplineIds.has(id)) problems.push(`clan ${clan.id}: unknown discipline ${id}`);
    clan.actions.forEach((a) => checkAction(`clan ${clan.id}`, a));
  }

  for (const discipline of content.disciplines) {
    for (const power of discipline.powers) {
      const where = `power ${power.key}`;
      if (power.key !== `${discipline.id}-${power.level}-${power.id}`) problems.push(`${where}: key does not match discipline ${discipline.id}, level ${power.level}, id ${power.id}`);
      if (power.amalgam !== null && (!disciplineIds.has(power.amalgam.disciplineId) || power.amalgam.disciplineId === discipline.id)) {
        problems.push(`${where}: amalgam names discipline ${power.amalgam.disciplineId}`);
      }
      if (power.prerequisite !== null) {
        const required = discipline.powers.find((p) => p.key === power.prerequisite);
        if (required === undefined) problems.push(`${where}: prerequisite ${power.prerequisite} is not a power of this discipline`);
        else if (required.level > power.level) problems.push(`${where}: prerequisite ${power.prerequisite} has a higher level`);
      }
    }
  }

  for (const pt of content.predatorTypes) {
    checkRestriction(`predator type ${pt.id}`, pt.restriction);
    pt.actions.forEach((a) => checkAction(`predator type ${pt.id}`, a));
  }

  for (const [file, packs] of [['merits', content.merits], ['backgrounds', content.backgrounds]] as const) {
    for (const pack of packs) {
      const where = `${file} ${pack.id}`;
      if (pack.type !== file) problems.push(`${where}: type is ${pack.type}`);
      checkRestriction(where, pack.restriction);
      for (const side of ['advantages', 'disadvantages'] as const) {
        unique(`${where} ${side}`, pack[side].map((t) => t.id));
        const ids = new Set(pack[side].map((t) => t.id));
        for (const trait of pack[side]) {
          checkRestriction(`${where} ${side} ${trait.id}`, trait.restriction);
          for (const id of trait.requirement?.values ?? []) if (!ids.has(id)) problems.push(`${where} ${side} ${trait.id}: requires unknown ${id}`);
          const size = trait.restrictRepeats?.size ?? null;
          if (size !== null && !ids.has(size)) problems.push(`${where} ${side} ${trait.id}: restrictRepeats names unknown ${size}`);
        }
      }
    }
  }

  for (const ceremony of content.oblivionCeremonies) {
    const p = ceremony.prerequisite;
    if (p !== null && (!powerKeys.has(p) || !p.startsWith(`${oblivionId}-`))) problems.push(`ceremony ${ceremony.id}: prerequisite ${p} is not an Oblivion power`);
  }

  const listed = { clans: new Set<number>(), predatorTypes: new Set<number>() };
  for (const book of meta.books) {
    const check = (what: string, ids: readonly number[], known: { has(id: number): boolean }) => {
      for (const id of ids) if (!known.has(id)) problems.push(`book ${book.id}: unknown ${what} ${id}`);
    };
    check('clan', book.clans, clanIds);
    check('merit pack', book.merits, merits);
    check('background pack', book.backgrounds, backgrounds);
    check('predator type', book.predatorTypes, predatorIds);
    book.clans.forEach((id) => listed.clans.add(id));
    book.predatorTypes.forEach((id) => listed.predatorTypes.add(id));
  }
  for (const id of clanIds) if (!listed.clans.has(id)) problems.push(`clan ${id} is in no book`);
  for (const id of predatorIds) if (!listed.predatorTypes.has(id)) problems.push(`predator type ${id} is in no book`);

  return problems;
}
