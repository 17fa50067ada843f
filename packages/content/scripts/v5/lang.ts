import { fixName } from './corrections.ts';
import type { Loc } from './authoring.ts';
import type { RefText } from './reference.ts';

/** The two languages the generator writes; `de` is complete, `en` may leave text `null`. */
export type Lang = 'de' | 'en';

/** A name from the reference (with the documented fixes). German never null; English `null` = fall back. */
export function refName(lang: Lang, ref: RefText): string | null {
  if (lang === 'de') return fixName('de', ref.de ?? '');
  return ref.en === null ? null : fixName('en', ref.en);
}

/** A name from the reference; an English name the reference lacks comes from authoring (`null` = fall back to German). */
export function refOrAuthoredName(lang: Lang, ref: RefText, authored: Loc | undefined): string | null {
  return refName(lang, ref) ?? (lang === 'en' ? (authored?.en ?? null) : null);
}

/** Authored prose: German `''` while missing (the authored-texts test flags it), English `null` while missing. */
export function prose(lang: Lang, text: Loc | undefined): string | null {
  return lang === 'de' ? (text?.de ?? '') : (text?.en ?? null);
}

/** A short fact (dice pool, cost, duration…): the reference wins, authoring fills its gaps, `null` = none. */
export function fact(lang: Lang, ref: RefText | null | undefined, authored?: Loc): string | null {
  const value = ref?.[lang] ?? authored?.[lang] ?? null;
  return value === null ? null : fixName(lang, value);
}

/** A required short text from the reference (category, specialty): German `''` if absent. */
export function refText(lang: Lang, ref: RefText | string | null | undefined): string | null {
  if (typeof ref === 'string') return fixName(lang, ref);
  const value = ref?.[lang] ?? null;
  if (value === null) return lang === 'de' ? '' : null;
  return fixName(lang, value);
}
