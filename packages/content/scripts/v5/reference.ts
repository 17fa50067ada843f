import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { optionalRestriction } from '@vitae/core/content';

/** A German/English pair as the reference stores names and short facts (`null` = no text). */
export const refText = z.object({ de: z.string().nullable(), en: z.string().nullable() });
export type RefText = z.infer<typeof refText>;
const ids = z.array(z.number().int());

const action = z.object({ type: z.string(), data: z.unknown() });

const book = z.looseObject({
  id: z.number().int(),
  title: z.object({ de: z.string(), en: z.string() }),
  clanIds: ids,
  meritIds: ids,
  backgroundIds: ids,
  predatorTypeIds: ids,
});

const clan = z.looseObject({ id: z.number().int(), name: refText, slogan: refText, disciplineIds: ids, bookIds: ids, grants: z.array(action) });

const power = z.looseObject({
  key: z.string(),
  id: z.number().int(),
  level: z.number().int(),
  name: refText,
  amalgam: z.object({ disciplineId: z.number().int(), level: z.number().int() }).nullable(),
  prerequisiteKey: z.string().nullable(),
  minBloodPotency: z.number().int().nullable(),
  multiple: z.boolean(),
  dicePool: refText.nullable(),
  cost: refText.nullable(),
  duration: refText.nullable(),
});
const discipline = z.looseObject({ id: z.number().int(), name: refText, powers: z.array(power) });

const trait = z.looseObject({
  id: z.number().int(),
  level: z.number().int(),
  name: refText,
  isRepeatable: z.boolean().optional(),
  restriction: optionalRestriction.optional(),
  requirement: z.object({ type: z.literal('or'), values: ids }).optional(),
  restrictRepeats: z.object({ size: z.number().int().optional(), amount: z.number().int() }).optional(),
  actions: z.array(action).optional(),
});
const pack = z.looseObject({
  id: z.number().int(),
  name: refText,
  isCombinable: z.boolean(),
  restriction: optionalRestriction,
  specialRules: z.string().nullable(),
  advantages: z.array(trait),
  disadvantages: z.array(trait),
});

const predatorType = z.looseObject({ id: z.number().int(), name: refText, restriction: optionalRestriction, actions: z.array(action) });

const bpRow = z.looseObject({
  value: z.number().int(),
  bleedingSpurt: z.number().int(),
  healedDamage: z.number().int(),
  disciplineBonus: z.number().int(),
  rouseRepeatDisciplineLevel: z.number().int(),
  baneLevel: z.number().int(),
  feedingPenalty: z.object({
    animalAndBaggedBlood: z.enum(['full', 'half', 'none']),
    humanSlakePenalty: z.number().int(),
    mustKillToGoBelowHunger: z.number().int().nullable(),
  }),
});

const ritual = z.looseObject({ id: z.number().int(), level: z.number().int(), name: refText });
const ceremony = z.looseObject({
  id: z.number().int(),
  level: z.number().int(),
  name: refText,
  prerequisitePowerKey: z.string().nullable(),
  cost: refText.nullable(),
  dicePool: refText.nullable(),
  cult: refText.nullable(),
  duration: refText.nullable(),
});
const item = z.looseObject({ key: z.string(), name: refText, category: refText });

/** The V5 reference files the generator reads, in the shape it relies on. */
export const referenceSchemas = {
  books: z.looseObject({ languages: z.array(z.string()), books: z.array(book) }),
  clans: z.looseObject({ clans: z.array(clan) }),
  disciplines: z.looseObject({ disciplines: z.array(discipline) }),
  merits: z.looseObject({ merits: z.array(pack) }),
  backgrounds: z.looseObject({ backgrounds: z.array(pack) }),
  predatorTypes: z.looseObject({
    skillCodes: z.record(z.string(), refText),
    attributeCodes: z.record(z.string(), refText),
    predatorTypes: z.array(predatorType),
  }),
  bloodPotency: z.looseObject({ bloodPotency: z.array(bpRow) }),
  bloodRituals: z.looseObject({ rituals: z.array(ritual) }),
  oblivionCeremonies: z.looseObject({ ceremonies: z.array(ceremony) }),
  items: z.looseObject({ items: z.array(item) }),
};

const referenceFiles = {
  books: 'books.json',
  clans: 'clans.json',
  disciplines: 'disciplines.json',
  merits: 'merits.json',
  backgrounds: 'backgrounds.json',
  predatorTypes: 'predator-types.json',
  bloodPotency: 'blood-potency.json',
  bloodRituals: 'blood-rituals.json',
  oblivionCeremonies: 'oblivion-ceremonies.json',
  items: 'items.json',
} as const satisfies Record<keyof typeof referenceSchemas, string>;

export type Reference = { [K in keyof typeof referenceSchemas]: z.output<(typeof referenceSchemas)[K]> };
export type RefPack = z.output<typeof pack>;
export type RefTrait = z.output<typeof trait>;
export type RefAction = z.output<typeof action>;

/** Reads and checks every V5 reference file; throws with the file name when one does not fit. */
export function readReference(dir: string): Reference {
  const out: Partial<Record<keyof Reference, unknown>> = {};
  for (const [key, file] of Object.entries(referenceFiles) as Array<[keyof Reference, string]>) {
    const raw: unknown = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    const parsed = referenceSchemas[key].safeParse(raw);
    if (!parsed.success) throw new Error(`reference ${file}: ${parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    out[key] = parsed.data;
  }
  // Each key was filled with the output of its own schema.
  return out as Reference;
}
