/**
 * Vampire: The Masquerade 5th edition — everything of the core line: its character section,
 * content schemas, wizard rules, leveling prices, hunger dice and the Mark of Cain.
 * Imported as `@vitae/core/v5`; only the Vampire folders of the apps import it.
 */
export { v5Rules } from './rules.ts';
export { blankV5Character } from './blank.ts';
export { abilitySnapshotSchema, characterDisciplineSchema, homebrewSnapshotSchema, markOfCainSchema, v5CharacterSchema, v5SnapshotSchema } from './schema.ts';
export type { CharacterDiscipline, HomebrewSnapshot, V5Character, V5CharacterInput, V5Snapshot } from './schema.ts';
export { generationEras, markOfCainPaths, pointPurchaseKinds } from './keys.ts';
export type { GenerationEra } from './keys.ts';
export { humanityPenalty, humanityState } from './humanity.ts';
export { degeneration, isInTorpor, sufferDegeneration, vampireImpairment } from './torpor.ts';
export type { DegenerationOutcome } from './torpor.ts';
export { maxMarkTier, moveMarkOfCain, previewMarkOfCain, setMarkOfCain } from './mark-of-cain.ts';
export type { MarkOfCainEffect, MarkOfCainPath, MarkOfCainResult, MarkOfCainStep } from './mark-of-cain.ts';
export { bloodPotencyCap, cappedBloodPotency, maxBloodPotencyFor } from './generation.ts';
export { restrictionContextOf } from './restrictions.ts';

// Content
export { predatorActionSchema, predatorActionTranslationSchema, predatorActionTypes } from './content/actions.ts';
export type { PredatorAction, PredatorActionType } from './content/actions.ts';
export { bloodPotencyColumns, bloodPotencyTableSchema, bloodPotencyTableTranslationSchema } from './content/blood-potency.ts';
export type { BloodPotencyColumn, BloodPotencyTable, BloodPotencyTableRow } from './content/blood-potency.ts';
export { elderVampiresBookId, v5BookSchema, v5MetaSchema } from './content/books.ts';
export type { V5Book, V5Meta } from './content/books.ts';
export { clanRecord, clanSchema, clanTranslationSchema } from './content/clans.ts';
export type { Clan } from './content/clans.ts';
export { disciplineSchema, disciplineTranslationSchema, maxDisciplineLevel, powerKey, powerKeyPattern, powerKeySchema, powerSchema, powersByLevel } from './content/disciplines.ts';
export type { Discipline, Power } from './content/disciplines.ts';
export { v5ContentFiles } from './content/files.ts';
export type { V5Content, V5ContentKey, V5ContentTranslation } from './content/files.ts';
export { findContentProblems } from './content/integrity.ts';
export { v5ContentPaths } from './content/paths.ts';
export { predatorTypeSchema, predatorTypeTranslationSchema } from './content/predator-types.ts';
export type { PredatorType } from './content/predator-types.ts';
export { bloodRitualSchema, bloodRitualTranslationSchema, oblivionCeremonySchema, oblivionCeremonyTranslationSchema } from './content/rituals.ts';
export type { BloodRitual, OblivionCeremony } from './content/rituals.ts';

// Creation
export { applyEraStart, eraRules } from './creation/era.ts';
export type { EraRule } from './creation/era.ts';
export { bookContent } from './creation/context.ts';
export type { BookContent } from './creation/context.ts';
export { allowedDisciplineChoices, applyActions, cappedBloodPotencyGain, choiceProblem, isInteractive } from './creation/actions.ts';
export type { ActionChoice, ActionChoices, ActionContent, ActionFailure, ChoiceProblem } from './creation/actions.ts';
export { availableClans, availablePredatorTypes, chooseClan, clanStepProblems, commitClan, commitPredatorType, predatorTypeOptions } from './creation/clan-predator.ts';
export { actionRefusal, allowedFlawChoices, grantRefusal, predatorTypeRefusal } from './creation/grants.ts';
export type { GrantRefusal } from './creation/grants.ts';
export type { ClanStepProblem } from './creation/clan-predator.ts';
export {
  buyCreationPower,
  chooseClanDisciplines,
  chooseStartingCeremony,
  chooseStartingRitual,
  clanDisciplines,
  creationPowerOptions,
  disciplineProgress,
  disciplineStepProblems,
  removeLastCreationPower,
  startingCeremonyOptions,
  startingRitualOptions,
} from './creation/disciplines.ts';
export type { ClanDisciplineProblem, DisciplineStepProblem } from './creation/disciplines.ts';
export {
  addCreationTrait,
  addCustomTrait,
  baseTraitBudget,
  convictionProblems,
  learnableTraits,
  packsWithOptions,
  removeCreationTrait,
  removeTraitProblem,
  spreadPointsFor,
  statusBackgroundId,
  traitBudget,
  traitOptions,
  traitPointsUsed,
  traitStepProblems,
  v5TraitRules,
} from './creation/traits.ts';
export type { AddTraitProblem, CustomTraitInput, CustomTraitProblem, RemoveTraitProblem, TraitBlocker, TraitOption, TraitPoints, TraitStepProblem } from './creation/traits.ts';
export { finishCreation, stepsFor, v5Steps } from './creation/finish.ts';
export type { V5Step } from './creation/finish.ts';

// Leveling
export { attributeCost, bloodPotencyCost, chosenTraitLevel, disciplineDotCost, disciplinePriceKey, disciplineRate, experienceRates, purchaseCost, purchasePriceKey, ratesOf, skillCost } from './leveling/costs.ts';
export { v5PriceKeys, v5XpTable, type V5PriceKey } from './leveling/xp-table.ts';
export { describePurchase, purchaseKinds } from './leveling/purchase.ts';
export type { DisciplineSnapshot, Purchase, PurchaseKind, PurchaseRecord } from './leveling/purchase.ts';
export { purchaseEffect, restoreV5 } from './leveling/effects.ts';
export type { PurchaseFailureReason } from './leveling/effects.ts';
export { applyPurchase, checkPurchase, grantExperience, undoLast, v5Leveling } from './leveling/index.ts';
export { availablePowers, blockersFor, powerBlockers } from './leveling/powers.ts';
export type { PowerBlocker, PowerOption } from './leveling/powers.ts';
export {
  abilityKeysOf,
  bloodSorceryId,
  caitiffClanId,
  clanIdOf,
  disciplineDots,
  hasBlackMarkTier5,
  isCaitiff,
  maxDisciplineDots,
  oblivionId,
  ownedPowerKeys,
  visiblePowerMax,
} from './leveling/sheet.ts';

// Dice
export { bloodPotencyRow, bloodPotencyTable, maxBloodPotency, minBloodPotency } from './dice/blood-potency.ts';
export type { BloodPotencyRow } from './dice/blood-potency.ts';
export {
  classifyOutcome,
  countSuccesses,
  evaluateDice,
  hungerDiceRule,
  maxHunger,
  maxWillpowerRerollDice,
  rollOutcomes,
  rollPool,
  splitPool,
  willpowerReroll,
} from './dice/roll.ts';
export type { DiceInput, DiceResult, PoolRollInput, RollOutcome } from './dice/roll.ts';
export { rollOdds } from './dice/odds.ts';
export type { RollOdds } from './dice/odds.ts';
export { bloodSurgeDice, rollWithBloodSurge } from './dice/surge.ts';
export type { BloodSurgeRollResult } from './dice/surge.ts';
export { canRerollRouse, rouseCheck, rouseChecks } from './dice/rouse.ts';
export type { RouseChecksResult, RouseInput, RouseResult } from './dice/rouse.ts';
export { maxHumanity, remorseDice, remorseTest } from './dice/remorse.ts';
export type { RemorseResult } from './dice/remorse.ts';
export { frenzyTest } from './dice/frenzy.ts';
export type { FrenzyInput, FrenzyResult } from './dice/frenzy.ts';
export { dicePool } from './dice/dice-pool.ts';
export type { DicePool, DicePoolInput } from './dice/dice-pool.ts';
export {
  animalOrBagSlake,
  fullFeedHunger,
  humanDrainThreshold,
  humanSlakePenalty,
  huntBp5Note,
  huntResult,
  preyKinds,
  resonances,
} from './dice/hunt.ts';
export type { HuntInput, HuntReason, HuntResult, Prey, Resonance } from './dice/hunt.ts';
