import { z } from 'zod';
import { multiLine, singleLine } from '../../../homebrew-kinds/text.ts';
import type { MeritInfo, MeritsFile } from '../content/schemas.ts';

/**
 * Homebrew merits and flaws of Mage (issue #49 item 4): name, merit or flaw, category, the freebie
 * points (a range, as the content's), whether it can be taken more than once, description. They
 * join the content's merits or flaws, so the wizard and the sheet offer them beside the book's.
 */
export const homebrewMeritLimits = { name: 60, description: 4_000, points: 10 } as const;

export const meritSides = ['merit', 'flaw'] as const;
export type MeritSide = (typeof meritSides)[number];
export const meritCategories = ['physical', 'social', 'mental', 'supernatural'] as const;

const points = z.number().int().min(1).max(homebrewMeritLimits.points);

export const meritFields = {
  name: singleLine(homebrewMeritLimits.name, 1),
  side: z.enum(meritSides).default('merit'),
  category: z.enum(meritCategories).default('mental'),
  /** Freebie points: the merit's cost or the flaw's bonus, lowest and highest. */
  cost: z
    .strictObject({ min: points, max: points })
    .refine((cost) => cost.min <= cost.max, { message: 'the lowest points must not exceed the highest', params: { problem: 'cost-range' }, path: ['max'] })
    .default({ min: 1, max: 1 }),
  repeatable: z.boolean().default(false),
  description: multiLine(homebrewMeritLimits.description).default(''),
};
export const meritContentSchema = z.strictObject(meritFields);
export type MeritContent = z.output<typeof meritContentSchema>;

export interface MeritOrigin {
  id: number;
  creator: string;
  version: number;
}
export type HomebrewContentMerit = MeritInfo & { homebrew: MeritOrigin };

/** Content id of a homebrew merit or flaw: Mage content ids are words, so `homebrew-<id>` never collides with the book's. */
export function homebrewMeritId(id: number): string {
  return `homebrew-${id}`;
}

export function toContentMerit(item: MeritContent & MeritOrigin): HomebrewContentMerit {
  return {
    id: homebrewMeritId(item.id),
    name: item.name,
    technocraticName: null,
    category: item.category,
    cost: { ...item.cost },
    costOptions: null,
    repeatable: item.repeatable,
    description: item.description,
    homebrew: { id: item.id, creator: item.creator, version: item.version },
  };
}

const isHomebrew = (entry: MeritInfo) => entry.id.startsWith('homebrew-');

/** Merges homebrew merits and flaws into the content's lists; earlier merged homebrew is replaced. */
export function mergeHomebrewMerits<C extends { merits: MeritsFile }>(content: C, items: ReadonlyArray<MeritContent & MeritOrigin>): C {
  const of = (side: MeritSide) => items.filter((item) => item.side === side).map(toContentMerit);
  return {
    ...content,
    merits: {
      merits: [...content.merits.merits.filter((entry) => !isHomebrew(entry)), ...of('merit')],
      flaws: [...content.merits.flaws.filter((entry) => !isHomebrew(entry)), ...of('flaw')],
    },
  };
}
