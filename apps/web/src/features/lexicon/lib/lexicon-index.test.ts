import { describe, expect, it } from 'vitest';
import { createContentStore } from '../../../lib/content/store.ts';
import { bundleTexts } from '../../../lib/content/test-fixtures.ts';
import { v5Lexicon } from '../lines/v5/index.tsx';
import { w5Lexicon } from '../lines/w5/index.tsx';
import { customEntries, fold, searchLexicon, withOtherTitles } from './lexicon-index.ts';

const content = createContentStore(bundleTexts()).forLine('v5', 'de-DE');
const index = [
  ...customEntries('v5', '', content.customLexicon, 'prepend'),
  ...v5Lexicon.index(content, () => 'Blutmacht-Tabelle'),
  ...customEntries('v5', '', content.customLexicon, 'append'),
];

describe('lexicon index', () => {
  it.each([
    ['Blutschub', 'Gleich: BLUTSCHUB'],
    ['Prasenz', 'Präsenz without the umlaut'],
  ])('folds case and diacritics: %s', (query) => {
    expect(fold('Präsenz')).toBe('prasenz');
    expect(searchLexicon(index, query).length).toBeGreaterThan(0);
  });

  it('finds the lexicon article about Blutschub first among all that mention it', () => {
    const hits = searchLexicon(index, 'blutschub');
    expect(hits[0]?.title).toMatch(/Blutschub/);
    expect(hits.some((hit) => hit.section === 'bloodPotency')).toBe(true);
  });

  it('needs every word of the query', () => {
    const hits = searchLexicon(index, 'Brujah Fluchstärke');
    expect(hits.map((hit) => hit.anchor)).toContain('lex-clan-2');
    expect(searchLexicon(index, 'Brujah Quantenphysik')).toEqual([]);
  });

  it('indexes every clan, power, ritual, ceremony and predator type once', () => {
    const anchors = index.map((entry) => entry.anchor);
    expect(new Set(anchors).size).toBe(anchors.length);
    expect(anchors.filter((a) => a.startsWith('lex-clan-'))).toHaveLength(content.clans.length);
    expect(anchors.filter((a) => a.startsWith('lex-power-'))).toHaveLength(content.disciplines.flatMap((d) => d.powers).length);
    expect(anchors.filter((a) => a.startsWith('lex-ritual-'))).toHaveLength(content.bloodRituals.length);
    expect(anchors.filter((a) => a.startsWith('lex-ceremony-'))).toHaveLength(content.oblivionCeremonies.length);
    expect(anchors.filter((a) => a.startsWith('lex-predator-'))).toHaveLength(13);
  });

  it('returns nothing for an empty query', () => {
    expect(searchLexicon(index, '   ')).toEqual([]);
  });

  describe('names in either language (#47 item 4)', () => {
    const store = createContentStore(bundleTexts());
    const werewolf = (language: string) => w5Lexicon.index(store.forLine('w5', language), () => '');
    it.each([
      ['de-DE', 'en-US', 'Spider', 'Lied der Spinne'],
      ['de-DE', 'en-US', 'spinne', 'Lied der Spinne'],
      ['en-US', 'de-DE', 'Spinne', "Spider's Song"],
      ['en-US', 'de-DE', 'spider', "Spider's Song"],
    ])('in %s with %s beside it, "%s" finds %s first', (ui, other, query, title) => {
      const index = withOtherTitles(werewolf(ui), werewolf(other));
      expect(searchLexicon(index, query)[0]?.title).toBe(title);
    });

    it('finds no English name without the English index', () => {
      expect(searchLexicon(werewolf('de-DE'), 'Spider')).toEqual([]);
    });
  });
});
