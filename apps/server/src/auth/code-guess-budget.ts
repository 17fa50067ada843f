import { HttpError } from '../errors.ts';

/**
 * The budget of failed code look-ups WITHOUT an e-mail address (spec §7: `GET /auth/activate/{code}`
 * and `GET /auth/recover/{code}/finish` carry only the code). With `?email=` a wrong code counts
 * against that address's one live code, which dies after 5 wrong tries; without it a guess is
 * tried against every live code of the purpose at once, so the bound must be global instead.
 *
 * The arithmetic (`codeGuessOdds` below, asserted in test/auth-code-guessing.test.ts):
 * activation and recovery codes have 12 symbols of a 31-symbol alphabet: 31^12 ≈ 7.9·10^17
 * codes (≈ 59.5 bits). With N live codes one guess hits with p = N / 31^12. Even with
 * N = 10 000 codes live at once (each lives 15 minutes; a table-sized server has a handful) and
 * the whole default budget of 100 failed look-ups a minute spent, that is 144 000 guesses a day:
 * P(hit within a day) ≤ 144 000 · 10 000 / 7.9·10^17 ≈ 1.8·10^-9, and the expected time to a
 * first hit is ~1.5 million years. The per-client budget (10 a minute) keeps one client from
 * using up the global budget alone; the global one bounds many clients together. The counters are
 * per server process: with k instances the bound is k times as large (still negligible).
 */
export interface CodeGuessBudgetOptions {
  /** Failed look-ups without an address per minute, all clients together. */
  perMinute: number;
  /** Failed look-ups without an address per minute and client address. */
  perClientPerMinute: number;
  now: () => Date;
}

/** Probability that `guesses` random guesses hit one of `liveCodes` codes of `length` symbols from `alphabetSize`. */
export function codeGuessOdds(alphabetSize: number, length: number, liveCodes: number, guesses: number): number {
  const perGuess = liveCodes / alphabetSize ** length;
  // 1 - (1 - p)^n, computed without losing the tiny p to rounding.
  return -Math.expm1(guesses * Math.log1p(-perGuess));
}

export function createCodeGuessBudget(options: CodeGuessBudgetOptions) {
  const windowMs = 60_000;
  let window = -1;
  let total = 0;
  // Bounded: an entry is only added by a failure, and failures stop at `perMinute` per window.
  const byClient = new Map<string, number>();

  function roll(): number {
    const at = options.now().getTime();
    const current = Math.floor(at / windowMs);
    if (current !== window) {
      window = current;
      total = 0;
      byClient.clear();
    }
    return Math.max(1, Math.ceil(((current + 1) * windowMs - at) / 1000));
  }

  return {
    /** Refuses with 429 when the server's or this client's budget of wrong codes is spent. */
    check(client: string): void {
      const wait = roll();
      if (total >= options.perMinute || (byClient.get(client) ?? 0) >= options.perClientPerMinute) {
        throw new HttpError(
          429,
          `too many wrong codes were entered without an e-mail address; please wait ${wait} seconds, or enter the code together with the address it was sent to`,
          'rate_limited',
        );
      }
    },
    /** Counts one failed look-up. */
    fail(client: string): void {
      roll();
      total += 1;
      byClient.set(client, (byClient.get(client) ?? 0) + 1);
    },
  };
}
export type CodeGuessBudget = ReturnType<typeof createCodeGuessBudget>;
