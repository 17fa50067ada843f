import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import deShell from './locales/de-DE.json';
import enShell from './locales/en-US.json';
import deMain from './locales/main/de-DE.json';
import enMain from './locales/main/en-US.json';
import deSheet from './locales/sheet/de-DE.json';
import enSheet from './locales/sheet/en-US.json';
import deHomebrew from './locales/homebrew/de-DE.json';
import enHomebrew from './locales/homebrew/en-US.json';
import deW5 from './locales/lines/w5/de-DE.json';
import enW5 from './locales/lines/w5/en-US.json';
import deM20 from './locales/lines/m20/de-DE.json';
import enM20 from './locales/lines/m20/en-US.json';
import deH5 from './locales/lines/h5/de-DE.json';
import enH5 from './locales/lines/h5/en-US.json';
import { storageKeys } from '../lib/storage-keys.ts';
import { changeLanguage, initI18n, loadLineTexts, resolveLanguage, savedLanguageProblem, startLanguage } from './i18n.ts';

describe('resolveLanguage', () => {
  it.each([
    ['de-DE', 'de-DE'],
    ['de', 'de-DE'],
    ['de-AT', 'de-DE'],
    ['en', 'en-US'],
    ['en-GB', 'en-US'],
    ['EN-us', 'en-US'],
  ])('%s → %s', (code, expected) => expect(resolveLanguage(code)).toBe(expected));

  it.each(['fr', 'pt-BR', ''])('refuses %j with the spec message', (code) => {
    expect(() => resolveLanguage(code)).toThrow(`Locale ${code} is not available`);
  });
});

describe('startLanguage', () => {
  it.each([
    ['the saved setting wins', 'en-US', ['de-DE'], 'en-US'],
    ['else the browser', null, ['en-GB', 'de'], 'en-US'],
    ['skipping unsupported browser languages', null, ['fr-FR', 'de-CH'], 'de-DE'],
    ['else German', null, ['ja'], 'de-DE'],
    ['an unsupported saved value falls through', 'xx', ['en'], 'en-US'],
  ] as const)('%s', (_label, saved, browser, expected) => {
    expect(startLanguage(saved, browser)).toBe(expected);
  });
});

describe('savedLanguageProblem', () => {
  it.each([
    [null, undefined],
    ['de-DE', undefined],
    ['en', undefined],
    ['fr-FR', 'Locale fr-FR is not available'],
    ['xx', 'Locale xx is not available'],
  ] as const)('%j → %j', (saved, expected) => {
    expect(savedLanguageProblem(saved)).toBe(expected);
  });
});

/** Every key path of a nested translation object. */
function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

// Main-screen, sheet, homebrew and line texts load with their screens; together with the shell they are all the texts.
const linePacks = { w5: [deW5, enW5], m20: [deM20, enM20], h5: [deH5, enH5] } as const;
const deDE = { ...deShell, ...deMain, ...deSheet, ...deHomebrew, ...deW5, ...deM20, ...deH5 };
const enUS = { ...enShell, ...enMain, ...enSheet, ...enHomebrew, ...enW5, ...enM20, ...enH5 };

describe('translations', () => {
  it('shell, main, sheet and homebrew texts do not share a top-level key', () => {
    const packs = [deShell, deMain, deSheet, deHomebrew].map((pack) => Object.keys(pack));
    expect(packs.flat().filter((key, index, all) => all.indexOf(key) !== index)).toEqual([]);
  });

  it.each(Object.entries(linePacks))('the %s pack keeps all its texts under its own key', (line, packs) => {
    for (const pack of packs) expect(Object.keys(pack).every((key) => key === line)).toBe(true);
  });

  it('en-US has exactly the keys of de-DE', () => {
    expect(keys(enUS).sort()).toEqual(keys(deDE).sort());
  });

  it('has no empty texts', () => {
    for (const [name, tree] of [['de-DE', deDE], ['en-US', enUS]] as const) {
      const empty = keys(tree).filter((key) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree) === '');
      expect(empty, name).toEqual([]);
    }
  });
});

describe('changeLanguage', () => {
  it('remembers the choice before its texts have loaded (a page opened right after starts in it)', async () => {
    const stored = new Map<string, string>();
    vi.stubGlobal('localStorage', { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value), removeItem: (key: string) => void stored.delete(key) });
    vi.stubGlobal('document', { documentElement: { lang: 'de-DE' } });
    try {
      await initI18n('de-DE');
      const switching = changeLanguage('en');
      expect(stored.get(storageKeys.language)).toBe('en-US');
      expect(await switching).toBe('en-US');
      expect(i18next.language).toBe('en-US');
      await expect(changeLanguage('tlh')).rejects.toThrow('Locale tlh is not available');
      expect(stored.get(storageKeys.language)).toBe('en-US');
    } finally {
      await i18next.changeLanguage('de-DE');
      vi.unstubAllGlobals();
    }
  });
});

describe('loadLineTexts', () => {
  /** The first text of a pack, as an i18next key. */
  const firstKey = (tree: object): string => {
    const [key, value] = Object.entries(tree)[0]!;
    return typeof value === 'object' && value !== null ? `${key}.${firstKey(value as object)}` : key;
  };

  it("finds each line's pack by its folder (locales/lines/<line>) and loads only the lines asked for", async () => {
    vi.stubGlobal('document', { documentElement: { lang: 'de-DE' } });
    try {
      await initI18n('de-DE');
      // Vampire has no pack of its own (its texts are the sheet pack's): asking for it loads nothing and fails nothing.
      await loadLineTexts(['v5', 'w5']);
      expect(i18next.t(firstKey(deW5))).not.toBe(firstKey(deW5));
      expect(i18next.exists(firstKey(deH5))).toBe(false);
      await loadLineTexts();
      for (const pack of [deM20, deH5]) expect(i18next.exists(firstKey(pack))).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
