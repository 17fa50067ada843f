export { giftFields, giftKind, homebrewGiftGroupSchema, riteFields, riteKind } from './gifts.ts';
export type { GiftContent, HomebrewGift, HomebrewRite, RiteContent } from './gifts.ts';
export { w5HomebrewLimits } from './limits.ts';
export { giftTier, mergeW5Homebrew, toContentGift, toContentRite, w5HomebrewMerge } from './merge.ts';

/** The Werewolf homebrew kinds, in the order the Homebrew tab lists them. */
import { giftKind, riteKind } from './gifts.ts';
export const w5HomebrewKinds = [giftKind, riteKind] as const;
export { w5TraitPackKinds, w5TraitPackMerge, werewolfBackgroundKind, werewolfMeritKind } from './trait-packs.ts';
