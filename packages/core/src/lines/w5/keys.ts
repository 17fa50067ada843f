import { z } from 'zod';

/** The three kinds of Renown (spec §3): Glory, Honor, Wisdom. */
export const renownKeys = ['glory', 'honor', 'wisdom'] as const;
export type RenownKey = (typeof renownKeys)[number];

/** The five forms of a Garou, from human to wolf. */
export const formIds = ['homid', 'glabro', 'crinos', 'hispo', 'lupus'] as const;
export type FormId = (typeof formIds)[number];

/** Where a Gift can be learned: by every Garou (native), by an auspice, by a tribe. */
export const giftGroupKinds = ['native', 'auspice', 'tribe'] as const;
export type GiftGroupKind = (typeof giftGroupKinds)[number];

/**
 * The total Renown a Gift of each tier needs, per group kind (reference README): native 1/4/7,
 * auspice 2/5/8, tribe 3/6/9.
 */
export const giftThresholds: Readonly<Record<GiftGroupKind, readonly [number, number, number]>> = {
  native: [1, 4, 7],
  auspice: [2, 5, 8],
  tribe: [3, 6, 9],
};

export const riteTypes = ['common', 'social', 'mystical'] as const;
export type RiteType = (typeof riteTypes)[number];

/** Rage runs from 0 to 5 (spec §4). */
export const maxRage = 5;
/** Harano and Hauglosk have five boxes each. */
export const balanceTrackBoxes = 5;
export const balanceTracks = ['harano', 'hauglosk'] as const;
export type BalanceTrack = (typeof balanceTracks)[number];

/** The id of a tribe or an auspice: lower-case words joined by dashes (`silent-striders`). */
export const slugId = z.string().regex(/^[a-z]+(?:-[a-z]+)*$/).max(50);
