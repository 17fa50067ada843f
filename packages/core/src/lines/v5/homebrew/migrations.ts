import { homebrewLimits } from './limits.ts';
import {
  clanSymbolPattern,
  homebrewClanSchema,
  homebrewDisciplineSchema,
  homebrewSchemaVersion,
  type HomebrewClan,
  type HomebrewDiscipline,
  type HomebrewKind,
} from './schema.ts';

type Raw = Record<string, unknown>;

/** One step from `schemaVersion` n − 1 to n. Steps run in order and never skip. */
interface HomebrewMigration {
  readonly toVersion: number;
  readonly name: string;
  readonly up: (raw: Raw) => Raw;
}

function isRecord(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const number = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null);
/** The original product allowed HTML in long texts; ours are plain text. */
const plain = (value: unknown): string => text(value).replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]*>/g, '').trim();
const clip = (value: string, max: number): string => (value.length > max ? value.slice(0, max).trimEnd() : value);
const fact = (value: unknown): string | null => clip(plain(value), homebrewLimits.fact) || null;

/** An ability of the original product's homebrew DTO (behaviour-notes §7.1) in our shape. */
function originalAbility(raw: unknown): Raw | undefined {
  if (!isRecord(raw) || number(raw.id) === null) return undefined;
  const combination = isRecord(raw.combination) ? raw.combination : undefined;
  const system = plain(raw.system);
  const summary = [plain(raw.summary), system].filter(Boolean).join('\n\n');
  return {
    id: raw.id,
    name: clip(plain(raw.name), homebrewLimits.name) || `#${String(raw.id)}`,
    summary: clip(summary, homebrewLimits.summary),
    dicePool: fact(raw.diceSupplies),
    cost: fact(raw.costs),
    duration: fact(raw.duration),
    combo: combination && number(combination.id) !== null && number(combination.level) !== null ? { disciplineId: combination.id, level: combination.level } : null,
    minBloodPotency: number(raw.minBloodPotency),
    requirement: number(raw.requirement),
  };
}

/** Fields the server adds, for items that come from before they existed. */
function storedDefaults(raw: Raw): Raw {
  return {
    id: raw.id,
    version: number(raw.version) ?? 1,
    creator: text(raw.creator),
    public: raw.public === true,
    inviteCode: null,
    updatedAt: text(raw.updatedAt),
  };
}

/**
 * The original product's discipline DTO: `summary` is the description and `levels` a map from
 * level number to abilities (with gaps possible); ours is a list of levels 1…n.
 */
function originalDiscipline(raw: Raw): Raw {
  if (Array.isArray(raw.levels)) return raw;
  const byLevel = isRecord(raw.levels) ? raw.levels : {};
  const numbers = Object.keys(byLevel)
    .map(Number)
    .filter((level) => Number.isInteger(level) && level >= 1 && level <= homebrewLimits.levels);
  const levels = Array.from({ length: Math.max(0, ...numbers) }, (_, index) => {
    const abilities = byLevel[String(index + 1)];
    return { abilities: (Array.isArray(abilities) ? abilities : []).map(originalAbility).filter(Boolean).slice(0, homebrewLimits.abilitiesPerLevel) };
  });
  return {
    ...storedDefaults(raw),
    name: clip(plain(raw.name), homebrewLimits.name),
    description: clip(plain(raw.summary ?? raw.description), homebrewLimits.description),
    levels,
  };
}

/** The original product's clan DTO: same fields, plus ours (template clan) and a checked symbol. */
function originalClan(raw: Raw): Raw {
  if ('templateClanId' in raw) return raw;
  const disciplines = Array.isArray(raw.disciplines) ? [...new Set(raw.disciplines.filter((id) => number(id) !== null && (id as number) > 0))] : [];
  return {
    ...storedDefaults(raw),
    name: clip(plain(raw.name), homebrewLimits.name),
    slogan: clip(plain(raw.slogan), homebrewLimits.slogan),
    description: clip(plain(raw.description), homebrewLimits.description),
    curse: clip(plain(raw.curse), homebrewLimits.description),
    disciplines: disciplines.slice(0, homebrewLimits.clanDisciplines),
    symbol: typeof raw.symbol === 'string' && raw.symbol.length <= homebrewLimits.symbolChars && clanSymbolPattern.test(raw.symbol) ? raw.symbol : null,
    templateClanId: null,
  };
}

export const homebrewMigrations: Readonly<Record<HomebrewKind, readonly HomebrewMigration[]>> = {
  disciplines: [{ toVersion: 1, name: 'original-product-discipline', up: originalDiscipline }],
  clans: [{ toVersion: 1, name: 'original-product-clan', up: originalClan }],
};

export class HomebrewMigrationError extends Error {}

/**
 * Brings a stored clan or discipline of any older shape up to the current `schemaVersion`.
 * A missing `schemaVersion` counts as 0 (the original product's items). Returns the raw, not yet
 * validated object and the names of the steps applied.
 */
export function migrateHomebrew(kind: HomebrewKind, raw: unknown): { value: Raw; applied: string[] } {
  if (!isRecord(raw)) throw new HomebrewMigrationError('a homebrew item must be a JSON object');
  const from = raw.schemaVersion === undefined ? 0 : raw.schemaVersion;
  if (typeof from !== 'number' || !Number.isInteger(from) || from < 0) throw new HomebrewMigrationError('schemaVersion must be a whole number');
  if (from > homebrewSchemaVersion) {
    throw new HomebrewMigrationError(`the item was saved by a newer Vitae (schemaVersion ${from}, this one knows ${homebrewSchemaVersion})`);
  }
  let value = raw;
  const applied: string[] = [];
  for (const migration of homebrewMigrations[kind]) {
    if (migration.toVersion <= from) continue;
    value = { ...migration.up(value), schemaVersion: migration.toVersion };
    applied.push(migration.name);
  }
  return { value, applied };
}

/** Migrates, then validates: the one way unknown data becomes a homebrew discipline. */
export function parseHomebrewDiscipline(raw: unknown): HomebrewDiscipline {
  return homebrewDisciplineSchema.parse(migrateHomebrew('disciplines', raw).value);
}

/** Migrates, then validates: the one way unknown data becomes a homebrew clan. */
export function parseHomebrewClan(raw: unknown): HomebrewClan {
  return homebrewClanSchema.parse(migrateHomebrew('clans', raw).value);
}
