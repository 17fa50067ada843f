import { assertInt } from './validate.ts';

/**
 * The dice engine the three 5th-edition lines share: a pool of d10s where 6+ is a success and
 * every pair of 10s adds two more, some of whose dice are "special" (Vampire's hunger, Werewolf's
 * rage, Hunter's desperation). A special die counts like any other; a line decides what its
 * faces mean. `triggerFaces` are the faces a line watches on its special dice (a hunger 1,
 * a rage 1 or 2, a desperation 1).
 */
export interface SpecialDiceRule {
  readonly triggerFaces: readonly number[];
}

/** What a rolled pool shows, before a line reads it. */
export interface PoolCounts {
  /** Every die at 6+ counts 1, every pair of 10s adds 2 more (a pair counts 4). */
  readonly successes: number;
  /** 10s on all dice. */
  readonly tens: number;
  /** Pairs of 10s (each pair is a critical). */
  readonly criticalPairs: number;
  /** 10s on special dice. */
  readonly specialTens: number;
  /** Special dice showing one of the rule's trigger faces. */
  readonly specialTriggers: number;
}

/** 5th-edition successes for a set of faces: 6+ counts 1 and each pair of 10s adds 2. */
export function countSuccesses(faces: readonly number[]): number {
  let plain = 0;
  let tens = 0;
  for (const face of faces) {
    if (face >= 6) plain += 1;
    if (face === 10) tens += 1;
  }
  return plain + 2 * Math.floor(tens / 2);
}

/** Counts a pool's faces (pure); faces must be 1–10. */
export function countPool(normal: readonly number[], special: readonly number[], rule: SpecialDiceRule): PoolCounts {
  normal.forEach((face, i) => assertInt(`normal[${i}]`, face, 1, 10));
  special.forEach((face, i) => assertInt(`special[${i}]`, face, 1, 10));
  const all = [...normal, ...special];
  const tens = all.filter((face) => face === 10).length;
  return {
    successes: countSuccesses(all),
    tens,
    criticalPairs: Math.floor(tens / 2),
    specialTens: special.filter((face) => face === 10).length,
    specialTriggers: special.filter((face) => rule.triggerFaces.includes(face)).length,
  };
}

/** Special dice = min(special, pool), normal dice = the rest. */
export function splitPool(pool: number, special: number): { readonly normalDice: number; readonly specialDice: number } {
  assertInt('pool', pool, 0);
  assertInt('special dice', special, 0);
  const specialDice = Math.min(special, pool);
  return { normalDice: pool - specialDice, specialDice };
}

/** One possible result of a pool with its probability, as the exact odds see it. */
export interface PoolOutcomeCell {
  readonly successes: number;
  readonly tens: number;
  /** At least one special die shows a 10. */
  readonly specialTen: boolean;
  /** Special dice on a trigger face, counted up to the `maxTriggers` asked for. */
  readonly triggers: number;
  readonly p: number;
}

/** Face groups of one die: (is a plain success 6–9, is a ten, is a trigger) with their probability. */
function faceGroups(triggerFaces: readonly number[]): Array<{ plain: 0 | 1; ten: 0 | 1; trigger: 0 | 1; p: number }> {
  const groups = new Map<string, { plain: 0 | 1; ten: 0 | 1; trigger: 0 | 1; p: number }>();
  for (let face = 1; face <= 10; face += 1) {
    const group = { plain: (face >= 6 && face <= 9 ? 1 : 0) as 0 | 1, ten: (face === 10 ? 1 : 0) as 0 | 1, trigger: (triggerFaces.includes(face) ? 1 : 0) as 0 | 1 };
    const key = `${group.plain}${group.ten}${group.trigger}`;
    const existing = groups.get(key);
    if (existing) existing.p += 0.1;
    else groups.set(key, { ...group, p: 0.1 });
  }
  return [...groups.values()];
}

/**
 * Distribution of a group of `n` dice over (plain successes, tens, triggers up to `maxTriggers`),
 * by dynamic programming over the dice. Index = (plain * (n + 1) + tens) * (maxTriggers + 1) + triggers.
 */
function groupTable(n: number, triggerFaces: readonly number[], maxTriggers: number): Float64Array {
  const size = n + 1;
  const t = maxTriggers + 1;
  let table = new Float64Array(size * size * t);
  table[0] = 1;
  const at = (plain: number, tens: number, trig: number) => (plain * size + tens) * t + trig;
  const groups = faceGroups(triggerFaces);
  for (let die = 0; die < n; die += 1) {
    const next = new Float64Array(table.length);
    for (let plain = 0; plain <= die; plain += 1) {
      for (let tens = 0; tens + plain <= die; tens += 1) {
        for (let trig = 0; trig <= maxTriggers; trig += 1) {
          const p = table[at(plain, tens, trig)] as number;
          if (p === 0) continue;
          for (const group of groups) {
            const index = at(plain + group.plain, tens + group.ten, Math.min(maxTriggers, trig + group.trigger));
            next[index] = (next[index] as number) + p * group.p;
          }
        }
      }
    }
    table = next;
  }
  return table;
}

/**
 * Every possible result of a pool of `normalDice` and `specialDice` with its exact probability
 * (no simulation). Triggers are counted up to `maxTriggers` (a line needing "at least two rage
 * 1–2s" asks for 2). The cells sum to 1; lines classify them into their outcomes.
 */
export function poolDistribution(normalDice: number, specialDice: number, rule: SpecialDiceRule, maxTriggers = 1): PoolOutcomeCell[] {
  assertInt('normal dice', normalDice, 0);
  assertInt('special dice', specialDice, 0);
  assertInt('maxTriggers', maxTriggers, 1, 10);
  const normal = groupTable(normalDice, [], 0);
  const special = groupTable(specialDice, rule.triggerFaces, maxTriggers);
  const nSize = normalDice + 1;
  const sSize = specialDice + 1;
  const t = maxTriggers + 1;
  const cells: PoolOutcomeCell[] = [];
  for (let np = 0; np <= normalDice; np += 1) {
    for (let nt = 0; nt + np <= normalDice; nt += 1) {
      const pn = normal[np * nSize + nt] as number;
      if (pn === 0) continue;
      for (let sp = 0; sp <= specialDice; sp += 1) {
        for (let st = 0; st + sp <= specialDice; st += 1) {
          for (let trig = 0; trig <= maxTriggers; trig += 1) {
            const ps = special[(sp * sSize + st) * t + trig] as number;
            if (ps === 0) continue;
            const tens = nt + st;
            cells.push({ successes: np + sp + tens + 2 * Math.floor(tens / 2), tens, specialTen: st > 0, triggers: trig, p: pn * ps });
          }
        }
      }
    }
  }
  return cells;
}
