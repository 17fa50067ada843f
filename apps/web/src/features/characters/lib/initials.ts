/** Splits text into user-perceived characters (an emoji with its modifiers is one). */
function graphemes(text: string): string[] {
  return [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map((part) => part.segment);
}

// Quotes, brackets and other punctuation or symbols around a word are not part of an initial.
const decoration = /^[\p{P}\p{Sm}\p{Sk}]$/u;

/**
 * The placeholder avatar's letters: the first real character of the first two words, by
 * grapheme, so "Émile 🦇 „Nacht“" gives "É🦇" and a leading quote or bracket is skipped.
 */
export function avatarInitials(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => graphemes(word).find((part) => !decoration.test(part)))
    .filter((initial): initial is string => initial !== undefined)
    .slice(0, 2)
    .map((initial) => initial.toLocaleUpperCase('de-DE'))
    .join('');
}
