/**
 * Werewolf: The Apocalypse 5th edition — the line's character section, content schemas, wizard
 * rules, leveling prices, rage dice, forms, and the Harano and Hauglosk tracks.
 * Imported as `@vitae/core/w5`; only the Werewolf folders of the apps import it.
 */
export { w5Rules } from './rules.ts';
export { learnedGiftGroups, learnedGiftSchema, learnedRiteSchema, w5CharacterSchema, w5SnapshotSchema } from './schema.ts';
export type { LearnedGift, LearnedRite, W5Character, W5Snapshot } from './schema.ts';
export { balanceTrackBoxes, balanceTracks, formIds, giftGroupKinds, giftThresholds, maxRage, renownKeys, riteTypes } from './keys.ts';
export type { BalanceTrack, FormId, GiftGroupKind, RenownKey, RiteType } from './keys.ts';

// Content
export { auspiceSchema, auspiceTranslationSchema, renownInfoSchema, renownInfoTranslationSchema } from './content/auspices.ts';
export type { Auspice, RenownInfo } from './content/auspices.ts';
export { w5BookSchema, w5MetaSchema } from './content/books.ts';
export type { W5Book, W5Meta } from './content/books.ts';
export { w5ContentFiles } from './content/files.ts';
export type { W5Content, W5ContentTranslation } from './content/files.ts';
export { formSchema, formTargetSchema, formTranslationSchema } from './content/forms.ts';
export type { Form, FormTarget } from './content/forms.ts';
export { giftGroupSchema, giftSchema, giftTranslationSchema, riteSchema, riteTranslationSchema } from './content/gifts.ts';
export type { Gift, GiftGroup, Rite } from './content/gifts.ts';
export { findW5ContentProblems } from './content/integrity.ts';
export { w5ContentPaths } from './content/paths.ts';
export { tribeSchema, tribeTranslationSchema } from './content/tribes.ts';
export type { Tribe } from './content/tribes.ts';

// Creation
export { auspiceStepProblems, chooseAuspice, chooseTribe, startingRenown, tribeStepProblems } from './creation/auspice-tribe.ts';
export type { AuspiceTribeProblem } from './creation/auspice-tribe.ts';
export { chooseThirdRenown, renownStepProblems, thirdRenown } from './creation/renown.ts';
export type { RenownStepProblem } from './creation/renown.ts';
export { chooseCreationGift, chooseCreationRite, chosenGift, creationGiftKinds, creationGiftOptions, creationRiteOptions, giftStepProblems } from './creation/gifts.ts';
export type { CreationGiftFilter, GiftStepProblem } from './creation/gifts.ts';
export { restrictionContextOfW5, w5TraitRules, w5TraitStepProblems } from './creation/traits.ts';
export { finishW5Creation, identityStepProblems, maxTouchstones, startingRage, w5Steps } from './creation/finish.ts';
export type { IdentityStepProblem, W5Step } from './creation/finish.ts';
export { carryW5Step, w5ChoicesDropped, w5ChoicesDroppedBy } from './creation/keep-choices.ts';
export type { W5CarryContent, W5DroppedChoice } from './creation/keep-choices.ts';

// Leveling
export { w5Rates, w5RatesOf } from './leveling/rates.ts';
export { w5PriceKeys, w5XpTable, type W5PriceKey } from './leveling/xp-table.ts';
export { describeW5Purchase, w5PurchaseKinds } from './leveling/purchase.ts';
export type { W5Purchase, W5PurchaseKind, W5PurchaseRecord } from './leveling/purchase.ts';
export { applyW5Purchase, checkW5Purchase, restoreW5, undoW5, w5Leveling, w5PurchaseCost, w5PurchaseEffect } from './leveling/index.ts';

// Sheet
export { giftAccess, hasBook, isOwnGroup, ownsGift, ownsRite, riteBlockers } from './sheet/gifts.ts';
export type { GiftAccess, GiftBlocker, RiteBlocker } from './sheet/gifts.ts';
export { maxRenown, setRenown, totalRenown } from './sheet/renown.ts';
export { fallbackForm, gainRage, hasLostTheWolf, powersLost, setRage } from './sheet/rage.ts';
export { foldExtraBoxes, markSuperficial } from './sheet/damage.ts';
export { changeForm, failsInForm, formDice, formModifiers, formProblem, isSupernaturalForm } from './sheet/forms.ts';
export type { AppliedModifier, FormChange, FormProblem, PoolTraits } from './sheet/forms.ts';
export { endFrenzy, enterFrenzy } from './sheet/frenzy.ts';

// Dice
export { brutalBonus, brutalTriggers, classifyW5, evaluateW5Dice, maxRerollDice, rageDiceRule, rollW5Pool, w5Outcomes, w5RollOdds, w5WillpowerReroll } from './dice/roll.ts';
export type { W5DiceResult, W5Outcome, W5PoolInput, W5RollOdds } from './dice/roll.ts';
export { rageAfterChecks, rageCheckTarget, rageChecks } from './dice/rage-check.ts';
export type { RageChecksResult } from './dice/rage-check.ts';
export { rageAfterTableCheck, rageCheckAtTable } from './dice/rage-check-table.ts';
export { balanceDifficulty, balancePool, balanceTest, markVoluntarily, sessionWillpowerRecovery, startSession } from './dice/balance.ts';
export type { BalanceTestResult, VoluntaryMarkProblem } from './dice/balance.ts';
export { checkPowerPool, concretePools, poolRollableInAny, readPowerPool } from './dice/power-pools.ts';
export type { W5PoolCheck, W5PoolNames, W5PoolReading, W5PoolTrait, W5PowerPool } from './dice/power-pools.ts';

// Homebrew gifts and rites (issue #49 item 4; registered in `lines/homebrew-kinds.ts`)
export { giftKind, giftTier, riteKind, toContentGift, toContentRite, w5HomebrewLimits } from './homebrew/index.ts';
export type { HomebrewGift, HomebrewRite } from './homebrew/index.ts';
export { w5TraitPackKinds, werewolfBackgroundKind, werewolfMeritKind } from './homebrew/index.ts';
