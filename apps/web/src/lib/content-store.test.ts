import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createContentStore } from './content-store.ts';
import type { BundleTexts } from './content-sync.ts';

const dataDir = path.resolve(import.meta.dirname, '../../../../packages/content/data');

function bundleTexts(): BundleTexts {
  const texts: BundleTexts = { 'Meta.json': readFileSync(path.join(dataDir, 'Meta.json'), 'utf8') };
  for (const language of ['de-DE', 'en-US']) {
    for (const file of readdirSync(path.join(dataDir, language))) texts[`${language}/${file}`] = readFileSync(path.join(dataDir, language, file), 'utf8');
  }
  return texts;
}

describe('content store', () => {
  const store = createContentStore(bundleTexts());

  it('reads German content and the meta index', () => {
    const de = store.forLanguage('de-DE');
    expect(de.clans.find((clan) => clan.id === 2)?.name).toBe('Brujah');
    expect(store.meta.languages).toEqual(['de-DE', 'en-US']);
  });

  it('gives English names and falls back to German for texts English lacks, never to null', () => {
    const en = store.forLanguage('en-US');
    const de = store.forLanguage('de-DE');
    expect(en.disciplines.find((d) => d.id === 2)?.name).toBe('Dominate');
    const germanOnly = en.items.find((item) => item.name === de.items.find((d) => d.key === item.key)?.name);
    expect(germanOnly?.name).toBeTruthy();
    for (const discipline of en.disciplines) for (const power of discipline.powers) expect(power.summary).toBeTruthy();
  });

  it('keeps each language once built', () => {
    expect(store.forLanguage('en-US')).toBe(store.forLanguage('en-US'));
  });
});
