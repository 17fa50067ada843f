import { restrictionSchema } from './restriction.ts';

/** What the restriction resolver needs to know about a character. Missing facts fail the checks that need them. */
export interface RestrictionContext {
  /** The character's clan id (`null`/absent: no clan chosen yet). */
  readonly clanId?: number | null;
  /** Activated book ids (book 1 is always on in the app, but the resolver only trusts this list). */
  readonly books?: readonly number[];
  readonly generation?: number;
  readonly bloodPotency?: number;
  /** Numeric character values by key, for `minimum_character_value` (e.g. `{ humanity: 7 }`). */
  readonly values?: Readonly<Record<string, number>>;
}

/** Anything that looks like a restriction, including ones from homebrew or older data. */
export interface RestrictionLike {
  readonly type: string;
  readonly data?: unknown;
}

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Decides whether a restriction lets the character through (behaviour-notes §2.8).
 * `null`/`undefined` means unrestricted. An unknown type or malformed data is never allowed.
 */
export function isAllowed(restriction: RestrictionLike | null | undefined, ctx: RestrictionContext): boolean {
  if (restriction === null || restriction === undefined) return true;
  const parsed = restrictionSchema.safeParse(restriction);
  if (!parsed.success) return false;
  const r = parsed.data;
  switch (r.type) {
    case 'only_clans':
      return isFiniteNumber(ctx.clanId) && r.data.includes(ctx.clanId);
    case 'exclude_clans':
      return isFiniteNumber(ctx.clanId) && !r.data.includes(ctx.clanId);
    case 'minimum_character_value': {
      const value = ctx.values?.[r.data.key];
      return isFiniteNumber(value) && value >= r.data.value;
    }
    case 'book_activated':
      return r.data.some((book) => ctx.books?.includes(book) ?? false);
    case 'max_generation':
      return isFiniteNumber(ctx.generation) && ctx.generation <= r.data;
    case 'max_blood_potency':
      return isFiniteNumber(ctx.bloodPotency) && ctx.bloodPotency <= r.data;
  }
}
