import type { W5Meta } from '@vitae/core/w5';
import { englishNameFixes, formAutomaticFailures, formModifierRules, groupsFixed, harmoniseRenown, tierPatternOk, unverifiedMark, w5Books } from './corrections.ts';
import type { AuthoredLexiconEntry, AuthoredPack, Loc, W5Authoring, W5Reference } from './sources.ts';

type Lang = 'de' | 'en';
type Files = Record<string, unknown>;

/** German: the authored text, else the reference's, else `''`. English: the same, else `null` (German is shown). */
function text(lang: Lang, ...sources: Array<Loc | null | undefined>): string | null {
  for (const source of sources) {
    const value = source?.[lang];
    if (typeof value === 'string' && value !== '') return value;
  }
  return lang === 'de' ? '' : null;
}

/** A short fact (pool, cost, duration): the authors' correction wins, else the reference; `null` = none. */
function fact(lang: Lang, authored: Loc | undefined, reference: Loc | null | undefined): string | null {
  const value = authored?.[lang] ?? reference?.[lang] ?? null;
  if (value === null) return null;
  return lang === 'de' ? harmoniseRenown(value) : value;
}

function bookId(ref: string, warn: (m: string) => void): number {
  const book = w5Books.find((b) => b.ref === ref);
  if (!book) warn(`unknown W5 book "${ref}"`);
  return book?.id ?? 1;
}

function packs(lang: Lang, list: AuthoredPack[]) {
  const trait = (t: AuthoredPack['advantages'][number]) => ({
    id: t.id,
    level: t.level,
    name: text(lang, t.name),
    description: text(lang, t.description),
    isRepeatable: t['isRepeatable'] ?? false,
    restriction: t['restriction'] ?? null,
    requirement: t['requirement'] ?? null,
    restrictRepeats: t['restrictRepeats'] ?? null,
    actions: t['actions'] ?? [],
    // Written only where set: the schema's default (false) covers every other trait.
    ...(t['exclusive'] ? { exclusive: true } : {}),
  });
  // `werewolfSpecific` and `note` are the authors' remarks, not part of the shared pack shape.
  return list.map((p) => ({
    id: p.id,
    type: p.type,
    name: text(lang, p.name),
    description: text(lang, p.description),
    isCombinable: p['isCombinable'] ?? true,
    specialRules: p['specialRules'] ?? 'none',
    restriction: p['restriction'] ?? null,
    advantages: p.advantages.map(trait),
    disadvantages: p.disadvantages.map(trait),
  }));
}

function lexiconEntry(lang: Lang, e: AuthoredLexiconEntry) {
  return {
    id: e.id,
    title: text(lang, e.title),
    subtitle: e.subtitle ? text(lang, e.subtitle) : null,
    paragraphs: e.paragraphs.map((p) => text(lang, p)),
    lists: e.lists.map((list) => list.map((item) => text(lang, item))),
  };
}

/** Reference facts + authored texts → the Werewolf files of one language (by key of `w5ContentFiles`). */
export function buildW5Files(lang: Lang, reference: W5Reference, authoring: W5Authoring, warn: (m: string) => void): Files {
  const tribes = reference.tribes.map((ref) => {
    const a = authoring.tribes[ref.id];
    if (!a) warn(`tribe ${ref.id}: no authored text`);
    if (a && a.favoredRenown !== ref.renown) warn(`tribe ${ref.id}: authored Renown ${a.favoredRenown} differs from the reference's ${ref.renown}`);
    return {
      id: ref.id,
      name: text(lang, a?.name, ref.name),
      patronSpirit: text(lang, a?.patronSpirit, ref.patronSpirit),
      favoredRenown: ref.renown,
      description: text(lang, a?.description),
      favor: text(lang, a?.favor),
      ban: text(lang, a?.ban),
      core: ref.core,
    };
  });
  const auspices = reference.auspices.map((ref) => {
    const a = authoring.auspices[ref.id];
    return { id: ref.id, name: text(lang, ref.name), moon: text(lang, ref.moon), role: text(lang, a?.role), favoredRenown: a?.favoredRenown ?? 'wisdom', description: text(lang, a?.description) };
  });
  const renown = reference.renown.map((ref) => ({ id: ref.id, name: text(lang, ref.name), description: text(lang, authoring.renown[ref.id]?.description) }));
  const gifts = reference.gifts.map((ref) => {
    const a = authoring.gifts[String(ref.id)] ?? {};
    const groups = (groupsFixed as readonly number[]).includes(ref.id) && a.groupsFix ? a.groupsFix : ref.groups;
    for (const group of groups) if (!tierPatternOk(group)) warn(`gift ${ref.id}: ${group.kind} ${group.groupId} at ${group.minTotalRenown} is off the tier pattern`);
    const englishName = englishNameFixes[ref.id] ?? ref.name.en;
    return {
      id: ref.id,
      key: ref.key,
      name: lang === 'de' ? text('de', a.name, ref.name) : (englishName ?? null),
      renown: ref.renown,
      groups: groups.map((g) => ({ kind: g.kind, groupId: g.groupId, minTotalRenown: g.minTotalRenown, tier: g.tier ?? 1 })),
      dicePool: fact(lang, a.dicePool, ref.dicePool),
      cost: fact(lang, a.cost, ref.cost),
      duration: fact(lang, a.duration, ref.duration),
      summary: text(lang, a.summary),
      book: bookId(ref.book, warn),
      page: ref.page,
      verified: !(a.note ?? '').startsWith(unverifiedMark),
    };
  });
  const rites = reference.rites.map((ref) => {
    const a = authoring.rites[String(ref.id)] ?? {};
    return {
      id: ref.id,
      key: ref.key,
      name: lang === 'de' ? text('de', a.name, ref.name) : (ref.name.en ?? null),
      type: ref.type,
      dicePool: fact(lang, undefined, ref.dicePool),
      duration: fact(lang, a.duration, null),
      summary: text(lang, a.summary),
      book: bookId(ref.book, warn),
      page: ref.page,
      verified: !(a.note ?? '').startsWith(unverifiedMark),
    };
  });
  const forms = authoring.forms.map((f) => ({
    id: f.id,
    name: text(lang, f.name),
    title: text(lang, f.title),
    rageChecks: f.rageChecks,
    poolModifiers: f.poolModifiers.map((m) => {
      const rule = formModifierRules[f.id]?.[m.applies] ?? {};
      return { applies: m.applies, dice: m.dice, except: rule.except ?? [], conditional: rule.conditional ?? false, note: m.note ? text(lang, m.note) : null };
    }),
    automaticFailures: formAutomaticFailures[f.id] ?? [],
    healthBonus: f.healthBonus,
    regeneration: f.regeneration,
    delirium: f.delirium,
    features: f.features.map((x) => text(lang, x)),
    restrictions: f.restrictions.map((x) => text(lang, x)),
    description: text(lang, f.description),
  }));
  return {
    tribes,
    auspices,
    renown,
    gifts,
    rites,
    forms,
    merits: packs(lang, authoring.merits),
    backgrounds: packs(lang, authoring.backgrounds),
    customLexicon: { prepend: authoring.lexicon.prepend.map((e) => lexiconEntry(lang, e)), append: authoring.lexicon.append.map((e) => lexiconEntry(lang, e)) },
  };
}

/** The Werewolf part of `Meta.json`: its books with the Gifts and rites each brings; every merit and background pack is in the core rules. */
export function buildW5Meta(reference: W5Reference, authoring: W5Authoring, warn: (m: string) => void): W5Meta {
  return {
    books: w5Books.map((book) => ({
      id: book.id,
      name: { ...book.name },
      gifts: reference.gifts.filter((g) => bookId(g.book, warn) === book.id).map((g) => g.id),
      rites: reference.rites.filter((r) => bookId(r.book, warn) === book.id).map((r) => r.id),
      merits: book.id === 1 ? authoring.merits.map((p) => p.id) : [],
      backgrounds: book.id === 1 ? authoring.backgrounds.map((p) => p.id) : [],
    })),
  };
}
