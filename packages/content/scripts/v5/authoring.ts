import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/** Authored text: German always meant, English optional. Blank strings count as missing. */
const blankToNull = (value: string | null | undefined) => (value === undefined || value === null || value.trim() === '' ? null : value.trim());
const loc = z
  .object({ de: z.string().nullish(), en: z.string().nullish() })
  .transform((t) => ({ de: blankToNull(t.de), en: blankToNull(t.en) }));
export type Loc = z.output<typeof loc>;

const described = z.looseObject({ description: loc.optional() });
/** `name` carries the English name of a power the reference has in German only. */
const powerText = z.looseObject({ name: loc.optional(), summary: loc.optional(), dicePool: loc.optional(), cost: loc.optional(), duration: loc.optional() });
const disciplineFile = z.looseObject({
  disciplineId: z.number().int(),
  description: loc.optional(),
  powers: z.record(z.string(), z.unknown()).default({}),
});
const clanText = z.looseObject({
  slogan: loc.optional(),
  description: loc.optional(),
  bane: loc.optional(),
  compulsion: z.object({ name: loc.optional(), description: loc.optional() }).optional(),
});
const packText = z.looseObject({
  description: loc.optional(),
  advantages: z.record(z.string(), loc).default({}),
  disadvantages: z.record(z.string(), loc).default({}),
});
const skillText = z.looseObject({
  description: loc.optional(),
  specialities: z.object({ de: z.array(z.string()).nullish(), en: z.array(z.string()).nullish() }).optional(),
  /** Suggestions only one line's characters see, by line id (a vampire's "Hämatologie"). */
  lineSpecialities: z.record(z.string(), z.object({ de: z.array(z.string()).nullish(), en: z.array(z.string()).nullish() })).optional(),
});
const lexiconEntry = z.looseObject({
  id: z.string(),
  title: loc,
  subtitle: loc.optional(),
  paragraphs: z.array(loc).default([]),
  lists: z.array(z.array(loc)).default([]),
});
const bloodPotencyFile = z.looseObject({
  columns: z.record(z.string(), loc).default({}),
  rows: z.record(z.string(), loc).default({}),
});

export type PowerText = z.output<typeof powerText>;
export type ClanText = z.output<typeof clanText>;
export type PackText = z.output<typeof packText>;
export type SkillText = z.output<typeof skillText>;
export type LexiconEntryText = z.output<typeof lexiconEntry>;

/** Everything the authors have written so far; absent files and entries are simply missing. */
export interface Authoring {
  disciplines: Map<number, { description?: Loc | undefined; powers: Map<string, PowerText> }>;
  /** `name` (here and for ceremonies): English names the reference lacks. */
  bloodRituals: Map<string, { name?: Loc | undefined; summary?: Loc | undefined }>;
  oblivionCeremonies: Map<string, { name?: Loc | undefined; summary?: Loc | undefined; duration?: Loc | undefined }>;
  clans: Map<string, ClanText>;
  predatorTypes: Map<string, { description?: Loc | undefined }>;
  merits: Map<string, PackText>;
  backgrounds: Map<string, PackText>;
  bloodPotency: { columns: Map<string, Loc>; rows: Map<string, Loc> };
  skills: Map<string, SkillText>;
  attributes: Map<string, { description?: Loc | undefined }>;
  /** `name` carries the English names the reference lacks (it has German ones only). */
  items: Map<string, { name?: Loc | undefined; description?: Loc | undefined }>;
  lexicon: { prepend: LexiconEntryText[]; append: LexiconEntryText[] };
}

export type Warn = (message: string) => void;

function readJson(file: string, warn: Warn): unknown {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch (error) {
    warn(`${file}: not valid JSON, skipped (${(error as Error).message})`);
    return undefined;
  }
}

/** Parses `{ "<key>": entry }`, keeping every entry that fits and warning about the rest. */
function readEntries<S extends z.ZodType>(raw: unknown, schema: S, where: string, warn: Warn): Map<string, z.output<S>> {
  const entries = new Map<string, z.output<S>>();
  if (raw === undefined) return entries;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    warn(`${where}: expected an object keyed by id, skipped`);
    return entries;
  }
  for (const [key, value] of Object.entries(raw)) {
    if (key.startsWith('_')) continue; // room for authors' notes such as "_comment"
    const parsed = schema.safeParse(value);
    if (parsed.success) entries.set(key, parsed.data);
    else warn(`${where} ${key}: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}, skipped`);
  }
  return entries;
}

function readLexicon(raw: unknown, where: string, warn: Warn): Authoring['lexicon'] {
  const lexicon: Authoring['lexicon'] = { prepend: [], append: [] };
  if (raw === undefined) return lexicon;
  for (const side of ['prepend', 'append'] as const) {
    const list: unknown = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>)[side] : undefined;
    if (list === undefined) continue;
    if (!Array.isArray(list)) {
      warn(`${where} ${side}: expected a list, skipped`);
      continue;
    }
    list.forEach((entry: unknown, index) => {
      const parsed = lexiconEntry.safeParse(entry);
      if (parsed.success) lexicon[side].push(parsed.data);
      else warn(`${where} ${side}[${index}]: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}, skipped`);
    });
  }
  return lexicon;
}

/** Reads `authoring/v5/` (or any folder of the same layout) leniently. */
export function readAuthoring(dir: string, warn: Warn): Authoring {
  const file = (name: string) => readJson(join(dir, name), warn);
  const disciplines: Authoring['disciplines'] = new Map();
  const disciplineDir = join(dir, 'disciplines');
  const disciplineFiles = existsSync(disciplineDir) ? readdirSync(disciplineDir).filter((f) => f.endsWith('.json')).sort() : [];
  for (const name of disciplineFiles) {
    const where = `disciplines/${name}`;
    const parsed = disciplineFile.safeParse(readJson(join(disciplineDir, name), warn) ?? null);
    if (!parsed.success) {
      warn(`${where}: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}, skipped`);
      continue;
    }
    if (disciplines.has(parsed.data.disciplineId)) warn(`${where}: discipline ${parsed.data.disciplineId} is authored twice, later file wins`);
    disciplines.set(parsed.data.disciplineId, {
      description: parsed.data.description,
      powers: readEntries(parsed.data.powers, powerText, where, warn),
    });
  }
  const bp = bloodPotencyFile.safeParse(file('blood-potency.json') ?? {});
  if (!bp.success) warn('blood-potency.json: unexpected shape, skipped');
  return {
    disciplines,
    bloodRituals: readEntries(file('blood-rituals.json'), z.looseObject({ name: loc.optional(), summary: loc.optional() }), 'blood-rituals.json', warn),
    oblivionCeremonies: readEntries(
      file('oblivion-ceremonies.json'),
      z.looseObject({ name: loc.optional(), summary: loc.optional(), duration: loc.optional() }),
      'oblivion-ceremonies.json',
      warn,
    ),
    clans: readEntries(file('clans.json'), clanText, 'clans.json', warn),
    predatorTypes: readEntries(file('predator-types.json'), described, 'predator-types.json', warn),
    merits: readEntries(file('merits.json'), packText, 'merits.json', warn),
    backgrounds: readEntries(file('backgrounds.json'), packText, 'backgrounds.json', warn),
    bloodPotency: {
      columns: new Map(Object.entries(bp.success ? bp.data.columns : {})),
      rows: new Map(Object.entries(bp.success ? bp.data.rows : {})),
    },
    skills: readEntries(file('skills.json'), skillText, 'skills.json', warn),
    attributes: readEntries(file('attributes.json'), described, 'attributes.json', warn),
    items: readEntries(file('items.json'), z.looseObject({ name: loc.optional(), description: loc.optional() }), 'items.json', warn),
    lexicon: readLexicon(file('lexicon.json'), 'lexicon.json', warn),
  };
}
