// The V5 creation tests' shared helpers: the real German content and steps made with core's own functions.
import type { SkillKey } from '@vitae/core/fifth-edition';
import {
  applyEraStart,
  blankV5Character as blankCharacter,
  eraRules,
  v5ContentFiles,
  type V5Character as Character,
  type V5CharacterInput as CharacterInput,
  type GenerationEra,
  type Discipline,
  type Power,
  availablePredatorTypes,
  buyCreationPower,
  commitClan,
  commitPredatorType,
  disciplineProgress,
  type ActionChoice,
  type ActionChoices,
} from '@vitae/core/v5';
import { getContent, getMeta } from '../src/index.ts';

export const content = getContent(v5ContentFiles, 'de-DE');
export const meta = getMeta().lines.v5;

export function byId<T extends { id: number }>(list: readonly T[], id: number): T {
  const found = list.find((entry) => entry.id === id);
  if (!found) throw new Error(`no content with id ${id}`);
  return found;
}
export const clanById = (id: number) => byId(content.clans, id);
export const predatorById = (id: number) => byId(content.predatorTypes, id);
export const disciplineById = (id: number) => byId(content.disciplines, id);
export const powerByKey = (d: Discipline, key: string): Power => {
  const found = d.powers.find((p) => p.key === key);
  if (!found) throw new Error(`no power ${key}`);
  return found;
};

type Result = { ok: true; character: Character } | { ok: false; [key: string]: unknown };
export function must(result: Result): Character {
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.character;
}

export function start(overrides: CharacterInput = {}, era: GenerationEra = 'children'): Character {
  return applyEraStart(blankCharacter({ books: [1], sire: 'Aurelia', ...overrides }), era, eraRules[era].defaultGeneration);
}
/** A character of the given clan, its clan actions applied. */
export function ofClan(clanId: number, overrides: CharacterInput = {}, era: GenerationEra = 'children'): Character {
  return must(commitClan(start(overrides, era), clanById(clanId), {}, content));
}
export function withPredator(character: Character, predatorId: number, choices: ActionChoices): Character {
  return must(commitPredatorType(character, predatorById(predatorId), choices, content));
}
export function buy(character: Character, disciplineId: number, ...keys: string[]): Character {
  const d = disciplineById(disciplineId);
  return keys.reduce((c, key) => {
    const next = buyCreationPower(c, d, powerByKey(d, key));
    if (!next) throw new Error(`cannot buy ${key}`);
    return next;
  }, character);
}
export const specialitiesOf = (character: Character, key: SkillKey) => character.categories.flatMap((c) => c.skills).find((s) => s.key === key)?.specialization;
export const pointsOf = (character: Character) => Object.fromEntries(disciplineProgress(character).map((p) => [p.id, p.points]));
export const spec = (choice: number, text?: string): ActionChoice => ({ type: 'additional_specialization', choice, ...(text === undefined ? {} : { text }) });
export const point = (disciplineId: number): ActionChoice => ({ type: 'discipline_point', disciplineId });
export const predatorIds = (character: Character) => availablePredatorTypes(character, content.predatorTypes, meta).map((type) => type.id);
