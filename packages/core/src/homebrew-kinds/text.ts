import { z } from 'zod';

/**
 * Homebrew texts are plain text, shown as text and never as HTML. Control characters (other than
 * line breaks and tabs in long texts) have no place in them and are refused rather than stripped,
 * so what the author sees is what was stored.
 */
export function hasControlCharacters(text: string, allowLineBreaks: boolean): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const lineBreak = code === 0x0a || code === 0x0d || code === 0x09;
    if ((code < 0x20 || code === 0x7f) && !(allowLineBreaks && lineBreak)) return true;
  }
  return false;
}

/** One line of text, trimmed, at most `max` characters; `min` 1 makes it required. */
export function singleLine(max: number, min = 0) {
  const base = z.string().trim();
  return (min > 0 ? base.min(min, 'must not be empty') : base)
    .max(max, `must have at most ${max} characters`)
    .refine((text) => !hasControlCharacters(text, false), { message: 'must be one line of plain text', params: { problem: 'plain-text' } });
}

/** Text with paragraphs, trimmed, at most `max` characters. */
export function multiLine(max: number) {
  return z
    .string()
    .trim()
    .max(max, `must have at most ${max} characters`)
    .refine((text) => !hasControlCharacters(text, true), { message: 'must be plain text', params: { problem: 'plain-text' } });
}

/**
 * The key the browse lists search by: case and accents do not matter ("Schatten" finds
 * "SCHÄTTEN", "Ölung" finds "olung"), ß counts as ss, runs of spaces as one. The server stores it
 * beside the name on every write, so the search is a plain `LIKE` on any PostgreSQL.
 */
export function homebrewSearchKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/\s+/g, ' ')
    .trim();
}
