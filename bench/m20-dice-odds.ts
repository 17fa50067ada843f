// The Mage roll panel and the magick dialog compute exact odds before every roll; this measures
// one table for the largest pools a mage reaches (a sheet stays well under 30 dice).
import { m20Odds } from '@vitae/core/m20';

export function benchM20DiceOdds(): void {
  const runs: Array<[number, number]> = [];
  const started = performance.now();
  for (let pool = 0; pool <= 30; pool += 1) {
    for (let difficulty = 2; difficulty <= 10; difficulty += 1) {
      for (const specialty of [false, true]) {
        for (const willpower of [false, true]) {
          const t = performance.now();
          m20Odds(pool, { difficulty, specialty, willpower });
          runs.push([pool, performance.now() - t]);
        }
      }
    }
  }
  const total = performance.now() - started;
  const pool30 = runs.filter(([pool]) => pool === 30).map(([, ms]) => ms).sort((a, b) => a - b);
  console.log('Mage dice odds (exact, pools 0–30 × difficulty 2–10 × specialty × Willpower)');
  console.log(`  ${runs.length} tables in ${total.toFixed(0)} ms; pool 30: median ${pool30[Math.floor(pool30.length / 2)]!.toFixed(3)} ms, max ${pool30.at(-1)!.toFixed(3)} ms\n`);
}
