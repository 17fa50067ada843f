import { z } from 'zod';
import { defineHomebrewKind, multiLine, singleLine, type KindContentProblem, type StoredKindItem } from '../../../homebrew-kinds/index.ts';
import { poolRollableInAny, type W5PoolNames } from '../dice/power-pools.ts';
import { giftGroupKinds, renownKeys, riteTypes, slugId } from '../keys.ts';
import { w5HomebrewLimits as limits } from './limits.ts';

const name = singleLine(limits.name, 1);
/** Dice pool, cost, duration: one short line; `null` = none (as the content's gifts). */
const fact = singleLine(limits.fact).nullable().default(null);

/**
 * Where a homebrew gift can be learned and the total Renown it needs there (the content's
 * `giftGroupSchema` without the tier, which follows from the Renown when it is merged).
 */
export const homebrewGiftGroupSchema = z
  .strictObject({
    kind: z.enum(giftGroupKinds),
    /** Auspice or tribe id; `null` for native gifts. */
    groupId: slugId.nullable().default(null),
    minTotalRenown: z.number().int().min(1).max(9),
  })
  .refine((group) => (group.kind === 'native') === (group.groupId === null), {
    message: 'a native gift names no group; an auspice or tribe gift names its auspice or tribe',
    params: { problem: 'group-id' },
  });

export const giftFields = {
  name,
  /** The Renown its pools use. */
  renown: z.enum(renownKeys).default('glory'),
  groups: z
    .array(homebrewGiftGroupSchema)
    .max(limits.groups, `a gift has at most ${limits.groups} groups`)
    .refine((groups) => new Set(groups.map((group) => `${group.kind}:${group.groupId}`)).size === groups.length, { message: 'a group is listed twice', params: { problem: 'duplicate-group' } })
    .default([]),
  dicePool: fact,
  cost: fact,
  duration: fact,
  summary: multiLine(limits.summary).default(''),
};

export const riteFields = {
  name,
  type: z.enum(riteTypes).default('common'),
  dicePool: fact,
  duration: fact,
  summary: multiLine(limits.summary).default(''),
};

export type GiftContent = z.output<z.ZodObject<typeof giftFields>>;
export type RiteContent = z.output<z.ZodObject<typeof riteFields>>;
export type HomebrewGift = StoredKindItem & GiftContent;
export type HomebrewRite = StoredKindItem & RiteContent;

/**
 * A gift's or rite's pool text that no sheet can roll (in no content language): the web editor
 * refuses it by the same rule (`checkPowerPool`), the server by this.
 */
export function unrollablePoolProblems(content: Record<string, unknown>, lineContents: readonly unknown[]): KindContentProblem[] {
  const pool = content.dicePool;
  // The line's content in each language names the attributes, skills and Renown a pool may use.
  if (typeof pool !== 'string' || poolRollableInAny(pool, lineContents as readonly W5PoolNames[])) return [];
  return [{ code: 'homebrew_pool_unreadable', message: `dicePool: "${pool}" is no pool the sheet can roll; name attributes, skills and Renown as the content does, joined by " + " (e.g. "Wits + Wisdom")` }];
}

/** Werewolf homebrew gifts: `/homebrew/gifts`. */
export const giftKind = defineHomebrewKind<HomebrewGift, 'gifts'>({
  kind: 'gifts',
  line: 'w5',
  one: 'gift',
  fields: giftFields,
  contentProblems: unrollablePoolProblems,
  installedLimit: limits.installed,
  publishProblems: (content) => (Array.isArray(content.groups) && content.groups.length > 0 ? [] : ['a gift needs at least one group (native, auspice or tribe) before it can be published']),
});

/** Werewolf homebrew rites: `/homebrew/rites`. */
export const riteKind = defineHomebrewKind<HomebrewRite, 'rites'>({ kind: 'rites', line: 'w5', one: 'rite', fields: riteFields, contentProblems: unrollablePoolProblems, installedLimit: limits.installed });
