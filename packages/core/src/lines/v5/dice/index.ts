export { bloodPotencyRow, bloodPotencyTable, maxBloodPotency, minBloodPotency } from './blood-potency.ts';
export type { BloodPotencyRow } from './blood-potency.ts';
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
} from './roll.ts';
export type { DiceInput, DiceResult, PoolRollInput, RollOutcome } from './roll.ts';
export { rollOdds } from './odds.ts';
export type { RollOdds } from './odds.ts';
export { bloodSurgeDice, rollWithBloodSurge } from './surge.ts';
export type { BloodSurgeRollResult } from './surge.ts';
export { canRerollRouse, rouseCheck, rouseChecks } from './rouse.ts';
export type { RouseChecksResult, RouseInput, RouseResult } from './rouse.ts';
export { maxHumanity, remorseDice, remorseTest } from './remorse.ts';
export type { RemorseResult } from './remorse.ts';
export { frenzyTest } from './frenzy.ts';
export type { FrenzyInput, FrenzyResult } from './frenzy.ts';
export { dicePool } from './dice-pool.ts';
export type { DicePool, DicePoolInput } from './dice-pool.ts';
export {
  animalOrBagSlake,
  fullFeedHunger,
  humanDrainThreshold,
  humanSlakePenalty,
  huntBp5Note,
  huntResult,
  preyKinds,
  resonances,
} from './hunt.ts';
export type { HuntInput, HuntReason, HuntResult, Prey, Resonance } from './hunt.ts';
