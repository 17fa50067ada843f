import i18next from 'i18next';
import type { GameLine } from '@vitae/core';
import { initReactI18next } from 'react-i18next';
import { storageKeys } from '../lib/storage-keys.ts';
import deDE from './locales/de-DE.json';
import { defaultLanguage, supportedLanguages, type Language } from './languages.ts';

export { defaultLanguage, supportedLanguages, type Language };

/**
 * A full code (`en-US`) or a primary subtag (`en`) to a supported language; anything else fails
 * with the spec's message `Locale {code} is not available`.
 */
export function resolveLanguage(code: string): Language {
  const exact = supportedLanguages.find((language) => language.toLowerCase() === code.toLowerCase());
  if (exact) return exact;
  const primary = code.split(/[-_]/)[0]?.toLowerCase();
  const byPrimary = supportedLanguages.find((language) => language.split('-')[0] === primary);
  if (byPrimary) return byPrimary;
  throw new Error(`Locale ${code} is not available`);
}

/**
 * The spec's report for a language chosen in the settings that Vitae does not have (a value
 * saved by another version or by hand): `Locale {code} is not available`, else nothing. The
 * browser's own languages are only a suggestion and fall back quietly (spec §9).
 */
export function savedLanguageProblem(saved: string | null): string | undefined {
  if (!saved) return undefined;
  try {
    resolveLanguage(saved);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Settings first, else the browser's primary subtag, else German (docs/product-spec.md §9). */
export function startLanguage(saved: string | null, browserLanguages: readonly string[]): Language {
  for (const candidate of [saved, ...browserLanguages]) {
    if (!candidate) continue;
    try {
      return resolveLanguage(candidate);
    } catch {
      // not available: try the next one
    }
  }
  return defaultLanguage;
}

/** Loads a language's texts on demand (German is built in: it is the default and the fallback). */
async function ensureLanguage(language: Language): Promise<void> {
  if (language !== defaultLanguage && !i18next.hasResourceBundle(language, 'translation')) {
    const texts = (await import('./locales/en-US.json')).default;
    i18next.addResourceBundle(language, 'translation', texts, true, true);
  }
  for (const pack of wantedPacks) await addPack(pack, language);
}

/**
 * Texts that only some screens need load with those screens instead of with the login: the texts
 * of every screen behind the login (the main screen's tabs, sharing, sync, play, conflicts), the
 * sheet screens (wizard, viewer, dice, PDF) and the homebrew tab and editors. Keys stay where they
 * were (`characters.…`, `editor.…`, `viewer.…`, `homebrew.…`). The base file keeps what the login,
 * the loading screen and the app's frame show.
 */
const packLoaders = {
  main: {
    'de-DE': async () => (await import('./locales/main/de-DE.json')).default,
    'en-US': async () => (await import('./locales/main/en-US.json')).default,
  },
  sheet: {
    'de-DE': async () => (await import('./locales/sheet/de-DE.json')).default,
    'en-US': async () => (await import('./locales/sheet/en-US.json')).default,
  },
  homebrew: {
    'de-DE': async () => (await import('./locales/homebrew/de-DE.json')).default,
    'en-US': async () => (await import('./locales/homebrew/en-US.json')).default,
  },
} satisfies Record<string, Record<Language, () => Promise<object>>>;
type SharedPack = keyof typeof packLoaders;

/**
 * Each game line's own pack (its wizard, sheet and lexicon), found by folder, not listed: a line's
 * texts are `locales/lines/<line>/<language>.json`. Vampire's texts are still the sheet pack's.
 */
const lineFiles = import.meta.glob<{ default: object }>('./locales/lines/*/*.json');
const linePacks: Partial<Record<GameLine, Partial<Record<Language, () => Promise<object>>>>> = {};
for (const [path, load] of Object.entries(lineFiles)) {
  const [line, file] = path.split('/').slice(-2) as [GameLine, string];
  (linePacks[line] ??= {})[file.replace(/\.json$/, '') as Language] = async () => (await load()).default;
}
/** A shared pack by name, or a line's pack as `lines/<line>`. */
type TextPack = SharedPack | `lines/${GameLine}`;

function loaderOf(pack: TextPack, language: Language): () => Promise<object> {
  const loader = pack.startsWith('lines/') ? linePacks[pack.slice('lines/'.length) as GameLine]?.[language] : packLoaders[pack as SharedPack][language];
  if (!loader) throw new Error(`no ${language} texts in pack ${pack}`);
  return loader;
}
const wantedPacks = new Set<TextPack>();
const loadedPacks = new Set<string>();

async function addPack(pack: TextPack, language: Language): Promise<void> {
  for (const code of language === defaultLanguage ? [defaultLanguage] : [defaultLanguage, language]) {
    if (loadedPacks.has(`${pack}:${code}`)) continue;
    i18next.addResourceBundle(code, 'translation', await loaderOf(pack, code)(), true, true);
    loadedPacks.add(`${pack}:${code}`);
  }
}

async function loadPack(pack: TextPack): Promise<void> {
  wantedPacks.add(pack);
  await addPack(pack, resolveLanguage(i18next.language || defaultLanguage));
}

/** The texts of the screens behind the login; every route but the login awaits them. */
export function loadMainTexts(): Promise<void> {
  return loadPack('main');
}

/** Makes sure the sheet texts of the current language (and the German fallback) are there; route loaders await it. */
export function loadSheetTexts(): Promise<void> {
  return loadPack('sheet');
}

/**
 * The game lines' own texts (wizard steps, sheet tabs, lexicon sections): the wizard and the
 * Lexicon await every line's, a sheet its line's (with the line's sheet code: a Vampire player's
 * sheet does not load the other lines' texts).
 */
export async function loadLineTexts(lines: readonly GameLine[] = Object.keys(linePacks) as GameLine[]): Promise<void> {
  await Promise.all(lines.flatMap((line) => (linePacks[line] ? [loadPack(`lines/${line}`)] : [])));
}

/** The homebrew tab's and editors' texts, like `loadSheetTexts`. */
export function loadHomebrewTexts(): Promise<void> {
  return loadPack('homebrew');
}

export async function initI18n(language: Language): Promise<typeof i18next> {
  void i18next.use(initReactI18next).init({
    lng: defaultLanguage,
    fallbackLng: defaultLanguage,
    supportedLngs: [...supportedLanguages],
    resources: { 'de-DE': { translation: deDE } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    // Resources are bundled, so initialising synchronously keeps the first paint translated.
    initAsync: false,
    returnNull: false,
  });
  if (language !== defaultLanguage) {
    await ensureLanguage(language);
    await i18next.changeLanguage(language);
  }
  document.documentElement.lang = language;
  return i18next;
}

/**
 * Switches and remembers the language; an unsupported code throws `Locale {code} is not available`.
 * The choice is remembered before its texts load, so a page opened right after it starts in it;
 * texts that cannot load put the previous choice back.
 */
export async function changeLanguage(code: string): Promise<Language> {
  const language = resolveLanguage(code);
  const previous = localStorage.getItem(storageKeys.language);
  localStorage.setItem(storageKeys.language, language);
  try {
    await ensureLanguage(language);
  } catch (error) {
    if (previous === null) localStorage.removeItem(storageKeys.language);
    else localStorage.setItem(storageKeys.language, previous);
    throw error;
  }
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
  return language;
}
