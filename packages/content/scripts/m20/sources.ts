import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/** Authored or reference text in both languages; blank counts as missing. */
const blankToNull = (value: string | null | undefined) => (value === undefined || value === null || value.trim() === '' ? null : value.trim());
export const loc = z.object({ de: z.string().nullish(), en: z.string().nullish() }).transform((t) => ({ de: blankToNull(t.de), en: blankToNull(t.en) }));
export type Loc = z.output<typeof loc>;
const sphereId = z.enum(['correspondence', 'entropy', 'forces', 'life', 'matter', 'mind', 'prime', 'spirit', 'time']);

/** The reference facts (`reference/m20`, vendored): ids, names, groups, affinities, core flags. */
const referenceSchema = {
  factions: z.looseObject({
    groups: z.array(z.looseObject({ id: z.enum(['tradition', 'convention', 'disparate']), de: z.string(), en: z.string() })),
    factions: z.array(z.looseObject({ id: z.string(), group: z.enum(['tradition', 'convention', 'disparate']), name: loc, affinitySpheres: z.union([z.array(sphereId), z.literal('any')]) })),
  }),
  spheres: z.looseObject({
    spheres: z.array(z.looseObject({ id: sphereId, name: loc, technocraticName: z.string().nullable() })),
    ranks: z.array(z.looseObject({ level: z.number().int(), de: z.string(), en: z.string() })),
  }),
  essences: z.looseObject({ essences: z.array(z.looseObject({ id: z.enum(['dynamic', 'pattern', 'primordial', 'questing']), name: loc })) }),
  archetypes: z.looseObject({ archetypes: z.array(z.looseObject({ id: z.string(), name: loc, inM20Core: z.boolean() })) }),
};

const ability = z.looseObject({ id: z.string(), name: loc, description: loc, specialties: z.array(loc).default([]) });
const meritEntry = z.looseObject({
  id: z.string(),
  name: loc,
  technocraticName: loc.optional(),
  cost: z.union([z.number().int(), z.tuple([z.number().int(), z.number().int()])]),
  costOptions: z.array(z.number().int()).optional(),
  category: z.enum(['physical', 'social', 'mental', 'supernatural']),
  repeatable: z.boolean().optional(),
  description: loc,
});
const lexiconEntry = z.looseObject({ id: z.string(), title: loc, subtitle: loc.nullish(), paragraphs: z.array(loc).default([]), lists: z.array(z.array(loc)).default([]) });

/** The authors' files (`authoring/m20`): every text, and the facts the reference lacks (see NOTES-a.md, NOTES-b.md). */
const authoringSchema = {
  factions: z.record(
    z.string(),
    z.looseObject({
      affinitySpheres: z.array(sphereId).optional(),
      organization: loc,
      paradigm: loc,
      practice: loc,
      instruments: loc,
      description: loc,
      opinions: z.object({ tradition: loc, technocracy: loc, disparate: loc }),
    }),
  ),
  spheres: z.looseObject({
    spheres: z.record(sphereId, z.looseObject({ name: loc.optional(), technocraticName: loc, description: loc, ranks: z.record(z.string(), loc) })),
    ranks: z.record(z.string(), loc),
  }),
  essences: z.record(z.enum(['dynamic', 'pattern', 'primordial', 'questing']), z.looseObject({ description: loc })),
  archetypes: z.record(z.string(), z.looseObject({ name: z.object({ de: z.string().optional(), en: z.string().optional() }).optional(), description: loc, willpower: loc, inM20Core: z.boolean() })),
  attributes: z.looseObject({
    physical: z.array(z.looseObject({ id: z.string(), name: loc, description: loc })),
    social: z.array(z.looseObject({ id: z.string(), name: loc, description: loc })),
    mental: z.array(z.looseObject({ id: z.string(), name: loc, description: loc })),
  }),
  abilities: z.looseObject({
    talents: z.array(ability),
    skills: z.array(ability),
    knowledges: z.array(ability),
    secondary: z.looseObject({ talents: z.array(ability), skills: z.array(ability), knowledges: z.array(ability) }),
  }),
  backgrounds: z.array(
    z.looseObject({
      id: z.string(),
      name: loc,
      technocraticName: loc.optional(),
      description: loc,
      max: z.number().int(),
      doubleCost: z.boolean(),
      pooled: z.boolean().optional(),
      faction: z.literal('technocracy').optional(),
      levels: z.record(z.string(), loc).optional(),
    }),
  ),
  'merits-flaws': z.looseObject({ merits: z.array(meritEntry), flaws: z.array(meritEntry) }),
  wonders: z.array(z.looseObject({ id: z.string(), name: loc, technocraticName: loc.optional(), description: loc, permanentWillpower: z.number().int().optional(), backgroundCost: loc.optional() })),
  rules: z.looseObject({
    health: z.looseObject({
      levels: z.looseObject({ value: z.array(z.looseObject({ id: z.string(), name: loc, penalty: z.number().int().nullable() })) }),
      damageTypes: z.looseObject({ value: z.array(z.looseObject({ id: z.enum(['bashing', 'lethal', 'aggravated']), name: loc })) }),
    }),
    paradox: z.looseObject({ backlash: z.looseObject({ value: z.looseObject({ results: z.array(z.looseObject({ successes: z.string(), effect: loc })) }) }) }),
  }),
  lexicon: z.looseObject({ prepend: z.array(lexiconEntry), append: z.array(lexiconEntry) }),
};

export type Reference = { [K in keyof typeof referenceSchema]: z.output<(typeof referenceSchema)[K]> };
export type Authoring = { [K in keyof typeof authoringSchema]: z.output<(typeof authoringSchema)[K]> };

function readAll<S extends Record<string, z.ZodType>>(dir: string, schemas: S, fileName: (key: string) => string): { [K in keyof S]: z.output<S[K]> } {
  const out: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(schemas)) {
    const path = join(dir, fileName(key));
    if (!existsSync(path)) throw new Error(`${path} is missing`);
    const parsed = schema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
    if (!parsed.success) throw new Error(`${path}: ${parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    out[key] = parsed.data;
  }
  // Each key was filled from its own schema above.
  return out as { [K in keyof S]: z.output<S[K]> };
}

export function readReference(dir: string): Reference {
  return readAll(dir, referenceSchema, (key) => `${key}.json`);
}

export function readAuthoring(dir: string): Authoring {
  return readAll(dir, authoringSchema, (key) => `${key}.json`);
}
