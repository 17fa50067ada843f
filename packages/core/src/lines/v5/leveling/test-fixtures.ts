import { blankV5Character } from '../blank.ts';
import type { AttributeKey, SkillKey } from '../../../fifth-edition/keys.ts';
import type { V5Character as Character, V5CharacterInput as CharacterInput } from '../schema.ts';
import type { Discipline, Power } from '../content/disciplines.ts';
import type { BloodRitual, OblivionCeremony } from '../content/rituals.ts';
import type { Trait, TraitPack } from '../../../fifth-edition/trait-packs.ts';
import type { XpEventMeta } from '../../../leveling/level-up.ts';
import { withAttribute, withSkill } from '../../../fifth-edition/sheet.ts';

/** Test-only builders: small synthetic content and characters. */
export type TestCharacter = Character;

/** A power of discipline `d` at `level` with source id `id`. */
export function power(d: number, level: number, id: number, extra: Partial<Power> = {}): Power {
  return {
    key: `${d}-${level}-${id}`,
    id,
    level,
    name: `Kraft ${d}-${level}-${id}`,
    summary: '',
    amalgam: null,
    prerequisite: null,
    minBloodPotency: null,
    multiple: false,
    dicePool: null,
    cost: null,
    duration: null,
    ...extra,
  };
}

/** A discipline with one plain power per level 1–10 (ids 1–10) plus `extra` powers. */
export function discipline(id: number, name: string, extra: Power[] = []): Discipline {
  const plain = Array.from({ length: 10 }, (_, i) => power(id, i + 1, i + 1));
  return { id, name, description: '', powers: [...plain, ...extra].sort((a, b) => a.level - b.level || a.id - b.id) };
}

/** Auspex with extra powers: a prerequisite (1-2-20), an amalgam with Dominate 2 (1-2-21), BP 3 (1-3-22), repeatable (1-1-23). */
export const auspex = discipline(1, 'Auspex', [
  power(1, 2, 20, { prerequisite: '1-1-1' }),
  power(1, 2, 21, { amalgam: { disciplineId: 2, level: 2 } }),
  power(1, 3, 22, { minBloodPotency: 3 }),
  power(1, 1, 23, { multiple: true }),
]);
export const dominate = discipline(2, 'Beherrschung');
export const bloodSorcery = discipline(3, 'Blutmagie');
export const oblivion = discipline(11, 'Vergessenheit');
export const allDisciplines = [auspex, dominate, bloodSorcery, oblivion];

/** A fresh character with `exp` unspent XP, an empty history and the given overrides. */
export function character(exp = 1000, overrides: CharacterInput = {}): TestCharacter {
  return { ...blankV5Character({ exp, ...overrides }), xpHistory: [] };
}

/** The character with an attribute set (health and willpower follow). */
export function withAttr<C extends Character>(c: C, key: AttributeKey, value: number): C {
  const next: C = { ...c, categories: withAttribute(c, key, value) };
  return next;
}

/** The character with a skill value (and specialities) set. */
export function withSkillValue<C extends Character>(c: C, key: SkillKey, value: number, specialization: string[] = []): C {
  return { ...c, categories: withSkill(c, key, { value, specialization }) };
}

/** The character owning `d` at `dots` dots with the given powers (default: the plain power of each level). */
export function owning<C extends Character>(c: C, d: Discipline, dots: number, keys?: string[]): C {
  const powerKeys = keys ?? Array.from({ length: dots }, (_, i) => `${d.id}-${i + 1}-${i + 1}`);
  const byKey = (key: string) => {
    const [, level = 1, id = 0] = key.split('-').map(Number);
    return d.powers.find((p) => p.key === key) ?? power(d.id, level, id);
  };
  const abilities = powerKeys.map((key, i) => ({ ...byKey(key), usedLevel: i + 1 }));
  const entry = { discipline: { id: d.id, name: d.name }, points: 0, currentLevel: dots + 1, abilities };
  return { ...c, disciplines: [...c.disciplines.filter((e) => e.discipline.id !== d.id), entry] };
}

/** A content trait. */
export function trait(id: number, level: number, extra: Partial<Trait> = {}): Trait {
  return { id, level, name: `Merkmal ${id}`, description: '', isRepeatable: false, restriction: null, requirement: null, restrictRepeats: null, actions: [], ...extra };
}

/** A merit pack: advantages 1 (●), 2 (●●●, repeatable), 3 (needs 1), 4 (Ventrue only), 5 (max 2 copies); flaws 1 and 2. */
export const meritPack: TraitPack = {
  id: 7,
  type: 'merits',
  name: 'Gefolge',
  description: '',
  isCombinable: true,
  specialRules: 'none',
  restriction: null,
  advantages: [
    trait(1, 1),
    trait(2, 3, { isRepeatable: true }),
    trait(3, 2, { requirement: { type: 'or', values: [1] } }),
    trait(4, 1, { restriction: { type: 'only_clans', data: [14] } }),
    trait(5, 1, { isRepeatable: true, restrictRepeats: { size: null, amount: 2 } }),
  ],
  disadvantages: [trait(1, 1), trait(2, 2)],
};
export const backgroundPack: TraitPack = { ...meritPack, id: 9, type: 'backgrounds', name: 'Zuflucht' };

/** A blood ritual of the given level. */
export function ritual(id: number, level: number): BloodRitual {
  return { id, level, name: `Ritual ${id}`, summary: '' };
}

/** An Oblivion ceremony, optionally needing an Oblivion power. */
export function ceremony(id: number, level: number, prerequisite: string | null = null): OblivionCeremony {
  return { id, level, name: `Zeremonie ${id}`, summary: '', prerequisite, cost: null, dicePool: null, cult: null, duration: null };
}

let counter = 0;
/** A fresh, unique event id and a fixed time. */
export function meta(): XpEventMeta {
  counter += 1;
  return { id: `evt-${counter}`, now: '2025-03-01T20:15:00.000Z' };
}
