import { restrictionSchema, type Restriction } from './restriction.ts';

/**
 * What the restriction resolver knows about a character: its activated books and its numeric
 * values by key. Each game line builds this once from its character (`restrictionContextOf` of
 * the line); a value the line does not have is simply absent, and a check that needs it fails.
 */
export interface RestrictionContext {
  /** Activated book ids (book 1 is always on in the app, but the resolver only trusts this list). */
  readonly books?: readonly number[];
  /** Numeric character values by key, e.g. `{ humanity: 7, clan: 4, generation: 12 }`. */
  readonly values?: Readonly<Record<string, number | null | undefined>>;
}

/** Anything that looks like a restriction, including ones from homebrew or older data. */
export interface RestrictionLike {
  readonly type: string;
  readonly data?: unknown;
}

/**
 * Which character value each restriction type of docs/product-spec.md §5 reads. The names are the spec's
 * restriction vocabulary; which line has such a value is up to the line's context builder.
 */
export const restrictionValueKeys = { clans: 'clan', generation: 'generation', bloodPotency: 'bloodPotency' } as const;

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function passes(r: Restriction, ctx: RestrictionContext): boolean {
  const value = (key: string) => ctx.values?.[key];
  switch (r.type) {
    case 'only_clans': {
      const group = value(restrictionValueKeys.clans);
      return isFiniteNumber(group) && r.data.includes(group);
    }
    case 'exclude_clans': {
      const group = value(restrictionValueKeys.clans);
      return isFiniteNumber(group) && !r.data.includes(group);
    }
    case 'minimum_character_value': {
      const current = value(r.data.key);
      return isFiniteNumber(current) && current >= r.data.value;
    }
    case 'book_activated':
      return r.data.some((book) => ctx.books?.includes(book) ?? false);
    case 'max_generation': {
      const current = value(restrictionValueKeys.generation);
      return isFiniteNumber(current) && current <= r.data;
    }
    case 'max_blood_potency': {
      const current = value(restrictionValueKeys.bloodPotency);
      return isFiniteNumber(current) && current <= r.data;
    }
  }
}

/**
 * Decides whether a restriction lets the character through (docs/behaviour-notes.md §2.8).
 * `null`/`undefined` means unrestricted. An unknown type or malformed data is never allowed.
 */
export function isAllowed(restriction: RestrictionLike | null | undefined, ctx: RestrictionContext): boolean {
  if (restriction === null || restriction === undefined) return true;
  const parsed = restrictionSchema.safeParse(restriction);
  return parsed.success && passes(parsed.data, ctx);
}

/**
 * The restriction that keeps the character out, parsed, so a screen can say which one it is
 * ("nicht für Nosferatu", "nur bis Generation 11"); `null` when it lets the character through. An
 * unknown or malformed restriction comes back as `{ type: 'unknown' }`.
 */
export function failingRestriction(restriction: RestrictionLike | null | undefined, ctx: RestrictionContext): Restriction | { type: 'unknown' } | null {
  if (restriction === null || restriction === undefined) return null;
  const parsed = restrictionSchema.safeParse(restriction);
  if (!parsed.success) return { type: 'unknown' };
  return passes(parsed.data, ctx) ? null : parsed.data;
}
