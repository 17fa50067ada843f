import { gameLines, lineRules, type GameLine } from '@vitae/core';
import { describe, expect, it } from 'vitest';
import { rawFiles } from '../src/index.ts';

/**
 * Each line's item catalogue (issue #47 item 1): its own file, ≥ 25 items, every name and
 * description written in German and English, and no Vampire vocabulary outside Vampire.
 */
type RawItem = { key: string; category: string | null; name: string | null; description: string | null };
function itemsFile(line: GameLine) {
  const file = lineRules[line].content.files['items'];
  if (!file) throw new Error(`${line} declares no item catalogue`);
  return file;
}
const catalogue = (line: GameLine, lang: 'de-DE' | 'en-US') => rawFiles({ items: itemsFile(line) }, lang)['items'] as RawItem[];

/** Vampire's own words (German and English, matched case-insensitively inside words). */
const vampireWords = [
  'vampir', 'blut', 'hunger', 'kainit', 'pflock', 'rötschreck', 'menschlichkeit', 'disziplin', 'camarilla', 'anarch', 'kainskind', 'maskerade', 'ghul', 'sabbat',
  'vampire', 'blood', 'kindred', 'cainite', 'frenzy', 'humanity', 'discipline', 'masquerade', 'ghoul', 'rouse check', 'vitae',
];
const otherLines = gameLines.filter((line) => line !== 'v5');

describe('item catalogues per line', () => {
  it('keeps Vampire in the spec\'s Items.json and gives every other line a file in its own folder', () => {
    expect(itemsFile('v5').path).toBe('Items.json');
    for (const line of otherLines) expect(itemsFile(line).path).toBe(`${line}/Items.json`);
  });

  it.each(gameLines)('%s has at least 25 items with unique keys, English mirroring German record for record', (line) => {
    const [german, english] = [catalogue(line, 'de-DE'), catalogue(line, 'en-US')];
    expect(german.length).toBeGreaterThanOrEqual(25);
    expect(new Set(german.map((item) => item.key)).size).toBe(german.length);
    expect(english.map((item) => item.key)).toEqual(german.map((item) => item.key));
  });

  it.each(gameLines)('%s: every item has a German and an English name, description and category, the English text its own', (line) => {
    const english = new Map(catalogue(line, 'en-US').map((item) => [item.key, item]));
    const missing = catalogue(line, 'de-DE').flatMap((item) => {
      const en = english.get(item.key);
      const fields = ['name', 'description', 'category'] as const;
      const problems = fields.flatMap((field) => [!item[field]?.trim() ? `${item.key}.${field} de` : [], !en?.[field]?.trim() ? `${item.key}.${field} en` : []].flat());
      if (en?.description && en.description === item.description) problems.push(`${item.key}.description: English is the German text`);
      return problems;
    });
    expect(missing).toEqual([]);
  });

  it.each(otherLines)('%s offers no item in Vampire words, in either language', (line) => {
    const texts = (['de-DE', 'en-US'] as const).flatMap((lang) => catalogue(line, lang).flatMap((item) => [item.category, item.name, item.description].map((text) => ({ key: item.key, text: text ?? '' }))));
    const found = texts.flatMap(({ key, text }) => vampireWords.filter((word) => text.toLowerCase().includes(word)).map((word) => `${key}: ${word}`));
    expect(found).toEqual([]);
  });
});
