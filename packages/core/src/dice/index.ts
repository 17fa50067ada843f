export { cryptoRandomSource, rollDice, seededRandomSource, sequenceRandomSource } from './random.ts';
export type { RandomSource } from './random.ts';
export { countPool, countSuccesses, poolDistribution, splitPool } from './pool.ts';
export type { PoolCounts, PoolOutcomeCell, SpecialDiceRule } from './pool.ts';
export { outcomeWithoutDifficulty } from './table.ts';
