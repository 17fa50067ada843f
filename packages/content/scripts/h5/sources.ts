import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/** Authored or reference text; blank strings count as missing. */
const blankToNull = (value: string | null | undefined) => (value === undefined || value === null || value.trim() === '' ? null : value.trim());
export const loc = z.object({ de: z.string().nullish(), en: z.string().nullish() }).transform((t) => ({ de: blankToNull(t.de), en: blankToNull(t.en) }));
export type Loc = z.output<typeof loc>;

// ---------- reference (reference/h5, vendored: facts only) ----------
const refCreed = z.looseObject({
  id: z.string(),
  name: loc,
  desperationDomain: loc,
  suggestedEdgeIds: z.array(z.union([z.string(), z.object({ any: z.string() })])),
  commonDriveIds: z.array(z.string()),
});
const refDrive = z.looseObject({ id: z.string(), name: loc });
const refEdge = z.looseObject({ id: z.string(), name: loc, category: z.enum(['asset', 'aptitude', 'endowment']), pools: z.array(loc), source: z.string().optional() });
const refPerk = z.looseObject({ id: z.string(), edgeId: z.string(), name: loc, source: z.string() });

export const referenceSchema = z.object({
  creeds: z.array(refCreed),
  drives: z.array(refDrive),
  edges: z.array(refEdge),
  perks: z.array(refPerk),
});
export type Reference = z.output<typeof referenceSchema>;

export function readReference(dir: string): Reference {
  const json = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>;
  const edges = json('edges.json');
  return referenceSchema.parse({ creeds: json('creeds.json')['creeds'], drives: json('drives.json')['drives'], edges: edges['edges'], perks: edges['perks'] });
}

// ---------- authoring (packages/content/authoring/h5: our texts) ----------
const creedText = z.looseObject({ name: loc, description: loc.optional(), desperationDomain: loc.optional() });
const driveText = z.looseObject({ name: loc, description: loc.optional(), redemption: loc.optional() });
const edgeText = z.looseObject({ verified: z.boolean(), name: loc.optional(), description: loc.optional(), system: loc.optional() });
const perkText = z.looseObject({ name: loc.optional(), summary: loc.optional(), verified: z.boolean(), drop: z.boolean().optional() });
const lexiconEntry = z.looseObject({ id: z.string(), title: loc, subtitle: loc.nullish(), paragraphs: z.array(loc).default([]), lists: z.array(z.array(loc)).default([]) });

export const authoringSchema = z.object({
  creeds: z.record(z.string(), creedText),
  drives: z.record(z.string(), driveText),
  edges: z.object({ edges: z.record(z.string(), edgeText), perks: z.record(z.string(), perkText) }),
  merits: z.array(z.unknown()),
  backgrounds: z.array(z.unknown()),
  lexicon: z.object({ prepend: z.array(lexiconEntry), append: z.array(lexiconEntry) }),
});
export type Authoring = z.output<typeof authoringSchema>;

export function readAuthoring(dir: string, warn: (message: string) => void): Authoring {
  const json = (file: string): unknown => {
    const path = join(dir, file);
    if (!existsSync(path)) {
      warn(`authoring/h5/${file} is missing`);
      return undefined;
    }
    return JSON.parse(readFileSync(path, 'utf8'));
  };
  return authoringSchema.parse({
    creeds: json('creeds.json') ?? {},
    drives: json('drives.json') ?? {},
    edges: json('edges.json') ?? { edges: {}, perks: {} },
    merits: json('merits.json') ?? [],
    backgrounds: json('backgrounds.json') ?? [],
    lexicon: json('lexicon.json') ?? { prepend: [], append: [] },
  });
}
