import { cryptoRandomSource, seededRandomSource, type RandomSource } from '@vitae/core/dice';

/**
 * The dice's random source: cryptographically strong, unless the page was opened with
 * `?diceSeed=<n>`, which makes rolls repeatable (for tests and for checking a roll by hand).
 */
export function randomSource(search: string = window.location.search): RandomSource {
  const seed = new URLSearchParams(search).get('diceSeed');
  if (seed !== null && /^\d+$/.test(seed)) return seededRandomSource(Number(seed));
  return cryptoRandomSource();
}
