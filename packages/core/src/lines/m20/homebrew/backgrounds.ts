import { z } from 'zod';
import { defineHomebrewKind, multiLine, singleLine, type HomebrewLineMerge, type KindLists, type StoredKindItem } from '../../../homebrew-kinds/index.ts';
import type { M20Background } from '../content/schemas.ts';

/**
 * Homebrew backgrounds of Mage (issue #49 item 4): the content's background (`m20BackgroundSchema`)
 * without the Technocracy's name, which a table's own background does not need. They join the
 * content's backgrounds, so the wizard and the sheet offer them beside the book's.
 */
export const homebrewBackgroundLimits = { name: 60, description: 4_000, levelText: 1_000, max: 10, installed: 200 } as const;

const limits = homebrewBackgroundLimits;
const level = z.number().int().min(1).max(limits.max);

export const backgroundFields = {
  name: singleLine(limits.name, 1),
  description: multiLine(limits.description).default(''),
  /** Highest rating. */
  max: level.default(5),
  /** Costs two points per dot at creation. */
  doubleCost: z.boolean().default(false),
  /** Several mages may pool their dots. */
  pooled: z.boolean().default(false),
  technocracyOnly: z.boolean().default(false),
  /** What some ratings mean. */
  levels: z
    .array(z.strictObject({ level, text: multiLine(limits.levelText) }))
    .max(limits.max)
    .refine((levels) => new Set(levels.map((entry) => entry.level)).size === levels.length, { message: 'a rating is described twice', params: { problem: 'duplicate-level' } })
    .default([]),
};
export type BackgroundContent = z.output<z.ZodObject<typeof backgroundFields>>;
export type HomebrewBackground = StoredKindItem & BackgroundContent;

/** Mage homebrew backgrounds: `/homebrew/mage-backgrounds`. */
export const mageBackgroundKind = defineHomebrewKind<HomebrewBackground, 'mage-backgrounds'>({
  kind: 'mage-backgrounds',
  line: 'm20',
  one: 'background',
  fields: backgroundFields,
  installedLimit: limits.installed,
});

/** Content id of a homebrew background: Mage content ids are words, so `homebrew-<id>` never collides with the book's. */
export function homebrewBackgroundId(id: number): string {
  return `homebrew-${id}`;
}

export type HomebrewContentBackground = M20Background & { homebrew: { id: number; creator: string; version: number } };

export function toContentBackground(item: Pick<HomebrewBackground, 'id' | 'creator' | 'version'> & BackgroundContent): HomebrewContentBackground {
  return {
    id: homebrewBackgroundId(item.id),
    name: item.name,
    technocraticName: null,
    description: item.description,
    max: item.max,
    doubleCost: item.doubleCost,
    pooled: item.pooled,
    technocracyOnly: item.technocracyOnly,
    levels: [...item.levels].sort((a, b) => a.level - b.level).map((entry) => ({ ...entry })),
    homebrew: { id: item.id, creator: item.creator, version: item.version },
  };
}

/** Merges homebrew backgrounds into the content's (earlier merged homebrew is replaced); content without backgrounds stays. */
export function mergeHomebrewBackgrounds<C>(content: C, items: KindLists): C {
  const lists = content as { backgrounds?: M20Background[] };
  if (!Array.isArray(lists.backgrounds)) return content;
  const homebrew = ((items[mageBackgroundKind.kind] ?? []) as HomebrewBackground[]).map(toContentBackground);
  return { ...content, backgrounds: [...lists.backgrounds.filter((entry) => !entry.id.startsWith('homebrew-')), ...homebrew] };
}

/** Mage's backgrounds join the content (after rotes and merits); Mage's books list no content, so the meta stays. */
export const m20BackgroundMerge: HomebrewLineMerge = {
  line: 'm20',
  merge: (content, meta, items) => ({ content: mergeHomebrewBackgrounds(content, items), meta }),
};
