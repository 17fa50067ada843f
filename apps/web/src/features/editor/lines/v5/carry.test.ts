import { describe, expect, it } from 'vitest';
import { getContent } from '@vitae/content';
import {
  applyEraStart,
  blankV5Character,
  buyCreationPower,
  chooseClanDisciplines,
  commitClan,
  commitPredatorType,
  eraRules,
  v5ContentFiles,
  type V5Character,
} from '@vitae/core/v5';
import { carryV5 } from './carry.ts';

const content = getContent(v5ContentFiles, 'de-DE');

function must<T extends { ok: boolean }>(result: T): Extract<T, { ok: true }> {
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result as Extract<T, { ok: true }>;
}

const clan = (id: number) => content.clans.find((entry) => entry.id === id)!;
const start = applyEraStart(blankV5Character({ books: [1], sire: 'Aurelia' }), 'children', eraRules.children.defaultGeneration);
const brujah = must(commitClan(start, clan(2), {}, content)).character;
// Räuber: a speciality and a point in Celerity.
const afterPredator = must(commitPredatorType(brujah, content.predatorTypes.find((p) => p.id === 1)!, { 0: { type: 'additional_specialization', choice: 0 }, 1: { type: 'discipline_point', disciplineId: 4 } }, content)).character;
const withSkill = (c: V5Character, key: string, value: number): V5Character => ({ ...c, categories: c.categories.map((category) => ({ ...category, skills: category.skills.map((s) => (s.key === key ? { ...s, value } : s)) })) });

// The disciplines step as the player left it: Celerity 2 (+1 from the predator), Potence 1, three powers bought.
const enteredDisciplines = withSkill(afterPredator, 'ath', 3);
const chosen = must(chooseClanDisciplines(enteredDisciplines, 4, 8, content.disciplines)).character;
const celerity = content.disciplines.find((d) => d.id === 4)!;
const potence = content.disciplines.find((d) => d.id === 8)!;
const bought = [celerity.powers[0]!, celerity.powers.find((p) => p.level === 2)!].reduce<V5Character>((c, power) => buyCreationPower(c, celerity, power) ?? c, chosen);
const left = buyCreationPower(bought, potence, potence.powers[0]!) ?? bought;
const later = { step: 'disciplines', entered: enteredDisciplines, character: left, state: { twoPointId: 4, onePointId: 8, beforeChoice: enteredDisciplines } };

describe('going back and forward in the Vampire wizard keeps what is still valid', () => {
  it('powers stay when the clan disciplines did not change (a skill was changed on the way)', () => {
    const enteredAgain = withSkill(afterPredator, 'ath', 2);
    const carried = carryV5(later, enteredAgain, content);
    expect(carried?.character.disciplines.flatMap((d) => d.abilities.map((a) => a.key))).toEqual(left.disciplines.flatMap((d) => d.abilities.map((a) => a.key)));
    expect(carried?.character.disciplines.flatMap((d) => d.abilities)).toHaveLength(3);
    // The skills are the new ones, the choice can still be undone to the new entry state.
    expect(carried?.character.categories.flatMap((c) => c.skills).find((s) => s.key === 'ath')?.value).toBe(2);
    expect(carried?.state).toMatchObject({ twoPointId: 4, onePointId: 8, beforeChoice: enteredAgain });
  });

  it('the disciplines start fresh when the clan changed', () => {
    const gangrel = must(commitClan(start, clan(3), {}, content)).character;
    expect(carryV5(later, gangrel, content)).toBeNull();
  });

  it('the disciplines start fresh when the predator type gave its point elsewhere', () => {
    const potencePoint = must(commitPredatorType(brujah, content.predatorTypes.find((p) => p.id === 1)!, { 0: { type: 'additional_specialization', choice: 0 }, 1: { type: 'discipline_point', disciplineId: 8 } }, content)).character;
    expect(carryV5(later, potencePoint, content)).toBeNull();
  });

  it('attribute values are carried onto whatever the earlier steps made', () => {
    const strong = { ...afterPredator, categories: afterPredator.categories.map((c) => ({ ...c, attributes: c.attributes.map((a) => ({ ...a, value: a.key === 'str' ? 4 : 2 })) })) };
    const carried = carryV5({ step: 'attributes', entered: afterPredator, character: strong, state: {} }, { ...afterPredator, humanity: 5 }, content);
    expect(carried?.character.humanity).toBe(5);
    expect(carried?.character.categories.flatMap((c) => c.attributes).find((a) => a.key === 'str')?.value).toBe(4);
  });

  it('a predator type no longer open to the character is not carried', () => {
    // Bagger (2) is not for Ventrue.
    const bagger = { step: 'predator-type', entered: brujah, character: brujah, state: { predatorTypeId: 2, choices: {} } };
    expect(carryV5(bagger, { ...brujah, hunger: 1 }, content)).not.toBeNull();
    const ventrue = must(commitClan(start, clan(14), {}, content)).character;
    expect(carryV5(bagger, ventrue, content)).toBeNull();
  });
});
