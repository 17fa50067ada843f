// Exact roll odds are computed before every roll in the dialog; this measures how long one
// table takes for the largest pools a sheet reaches.
import { rollOdds } from '@vitae/core/v5';
import { w5RollOdds } from '@vitae/core/w5';

export function benchDiceOdds(): void {
  const runs: Array<[number, number]> = [];
  const started = performance.now();
  for (let pool = 0; pool <= 30; pool += 1) {
    for (let hunger = 0; hunger <= 5; hunger += 1) {
      for (let difficulty = 1; difficulty <= 10; difficulty += 1) {
        const t = performance.now();
        rollOdds({ pool, hunger, difficulty });
        runs.push([pool, performance.now() - t]);
      }
    }
  }
  const total = performance.now() - started;
  const pool30 = runs.filter(([pool]) => pool === 30).map(([, ms]) => ms).sort((a, b) => a - b);
  console.log('Dice odds (exact, pools 0–30 × hunger 0–5 × difficulty 1–10)');
  console.log(`  ${runs.length} tables in ${total.toFixed(0)} ms; pool 30: median ${pool30[Math.floor(pool30.length / 2)]!.toFixed(2)} ms, max ${pool30.at(-1)!.toFixed(2)} ms\n`);
}

/** The Werewolf's odds count brutal results too (up to two Rage dice on 1–2), a bigger table per pool. */
export function benchRageOdds(): void {
  const runs: Array<[number, number]> = [];
  const started = performance.now();
  for (let pool = 0; pool <= 30; pool += 1) {
    for (let rage = 0; rage <= 5; rage += 1) {
      for (let difficulty = 1; difficulty <= 10; difficulty += 1) {
        const t = performance.now();
        w5RollOdds({ pool, rage, difficulty });
        runs.push([pool, performance.now() - t]);
      }
    }
  }
  const total = performance.now() - started;
  const pool30 = runs.filter(([pool]) => pool === 30).map(([, ms]) => ms).sort((a, b) => a - b);
  console.log('Rage dice odds (exact, pools 0–30 × Rage 0–5 × difficulty 1–10)');
  console.log(`  ${runs.length} tables in ${total.toFixed(0)} ms; pool 30: median ${pool30[Math.floor(pool30.length / 2)]!.toFixed(2)} ms, max ${pool30.at(-1)!.toFixed(2)} ms\n`);
}
