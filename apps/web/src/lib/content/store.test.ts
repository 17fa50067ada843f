import { describe, expect, it } from 'vitest';
import { createContentStore } from './store.ts';
import { contentLanguageFor } from './sync.ts';
import { bundleTexts, languageBundleTexts } from './test-fixtures.ts';

describe('content store', () => {
  const store = createContentStore(bundleTexts());

  it('reads German content and the meta index', () => {
    const de = store.forLine('v5', 'de-DE');
    expect(de.clans.find((clan) => clan.id === 2)?.name).toBe('Brujah');
    expect(store.meta.languages).toEqual(['de-DE', 'en-US']);
    expect(store.meta.lines.v5.books.length).toBeGreaterThan(0);
  });

  it('gives English names and falls back to German for texts English lacks, never to null', () => {
    const en = store.forLine('v5', 'en-US');
    const de = store.forLine('v5', 'de-DE');
    expect(en.disciplines.find((d) => d.id === 2)?.name).toBe('Dominate');
    const germanOnly = en.items.find((item) => item.name === de.items.find((d) => d.key === item.key)?.name);
    expect(germanOnly?.name).toBeTruthy();
    for (const discipline of en.disciplines) for (const power of discipline.powers) expect(power.summary).toBeTruthy();
  });

  it('keeps each line and language once built, and shares nothing between languages', () => {
    expect(store.forLine('v5', 'en-US')).toBe(store.forLine('v5', 'en-US'));
    expect(store.forLine('v5', 'en-US')).not.toBe(store.forLine('v5', 'de-DE'));
  });

  it('a new bundle is a new store: nothing of the old bundle is kept', () => {
    const texts = bundleTexts();
    const clans = JSON.parse(texts['de-DE/v5/Clans.json']!) as Array<{ id: number; name: string }>;
    texts['de-DE/v5/Clans.json'] = JSON.stringify(clans.map((clan) => (clan.id === 2 ? { ...clan, name: 'Brujah (neu)' } : clan)));
    expect(createContentStore(texts).forLine('v5', 'de-DE').clans.find((clan) => clan.id === 2)?.name).toBe('Brujah (neu)');
    expect(store.forLine('v5', 'de-DE').clans.find((clan) => clan.id === 2)?.name).toBe('Brujah');
  });

  it('the shared files serve every line that reads them', () => {
    expect(store.forLine('h5', 'de-DE').skills).toHaveLength(27);
    expect(store.forLine('m20', 'de-DE').items.length).toBeGreaterThan(0);
  });
});

describe('content store of one language bundle', () => {
  it('reads English from an English-only bundle exactly as from both languages with the fallback', async () => {
    const en = createContentStore(await languageBundleTexts('en-US'), 'en-US');
    const both = createContentStore(bundleTexts());
    expect(en.language).toBe('en-US');
    for (const line of ['v5', 'w5', 'm20', 'h5'] as const) expect(en.forLine(line, 'en-US'), line).toEqual(both.forLine(line, 'en-US'));
    expect(en.forLine('v5', 'en-US').disciplines.find((d) => d.id === 2)?.name).toBe('Dominate');
  });

  it('while another language is still loading, gives its own language rather than nothing', async () => {
    const de = createContentStore(await languageBundleTexts('de-DE'), 'de-DE');
    expect(de.forLine('v5', 'en-US')).toBe(de.forLine('v5', 'de-DE'));
    expect(de.forLine('v5', 'en-US').disciplines.find((d) => d.id === 2)?.name).toBe('Beherrschung');
  });
});

describe('content language', () => {
  it.each([
    ['de-DE', 'de-DE'],
    ['en-US', 'en-US'],
    ['fr-FR', 'de-DE'],
    ['', 'de-DE'],
  ])('UI language %j reads the %s bundle', (ui, content) => {
    expect(contentLanguageFor(ui)).toBe(content);
  });
});
