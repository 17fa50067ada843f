import type { Content } from '@vitae/core/content';

export type LexiconSection = 'prepend' | 'bloodPotency' | 'clans' | 'disciplines' | 'merits' | 'flaws' | 'predatorTypes' | 'append';

/** One thing the search can find and jump to. */
export interface LexiconEntry {
  anchor: string;
  section: LexiconSection;
  title: string;
  /** Everything searchable about the entry, already folded (see `fold`). */
  haystack: string;
}

/** Lower case without diacritics, so "blutschub", "Blutschub" and "BLUTSCHUB" all match. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export const anchors = {
  prepend: (id: string) => `lex-prepend-${id}`,
  append: (id: string) => `lex-append-${id}`,
  bloodPotency: 'lex-blood-potency',
  clan: (id: number) => `lex-clan-${id}`,
  discipline: (id: number) => `lex-discipline-${id}`,
  power: (key: string) => `lex-power-${key}`,
  ritual: (id: number) => `lex-ritual-${id}`,
  ceremony: (id: number) => `lex-ceremony-${id}`,
  merit: (type: string, pack: number, id: number) => `lex-merit-${type}-${pack}-${id}`,
  flaw: (type: string, pack: number, id: number) => `lex-flaw-${type}-${pack}-${id}`,
  predatorType: (id: number) => `lex-predator-${id}`,
};

const entry = (anchor: string, section: LexiconSection, title: string, ...texts: Array<string | null | undefined>): LexiconEntry => ({
  anchor,
  section,
  title,
  haystack: fold([title, ...texts].filter(Boolean).join(' \n ')),
});

/** Every entry of the lexicon in page order. */
export function buildLexiconIndex(content: Content, bloodPotencyTitle: string): LexiconEntry[] {
  const entries: LexiconEntry[] = [];
  for (const item of content.customLexicon.prepend) {
    entries.push(entry(anchors.prepend(item.id), 'prepend', item.title, item.subtitle, ...item.paragraphs, ...(item.lists ?? []).flat()));
  }
  const table = content.bloodPotencyTable;
  entries.push(entry(anchors.bloodPotency, 'bloodPotency', bloodPotencyTitle, ...Object.values(table.explanations), ...table.rows.map((row) => row.explanation)));
  for (const clan of content.clans) {
    entries.push(entry(anchors.clan(clan.id), 'clans', clan.name, clan.slogan, clan.description, clan.bane, clan.compulsion.name, clan.compulsion.description));
  }
  for (const discipline of content.disciplines) {
    entries.push(entry(anchors.discipline(discipline.id), 'disciplines', discipline.name, discipline.description));
    for (const power of discipline.powers) {
      entries.push(entry(anchors.power(power.key), 'disciplines', power.name, discipline.name, power.summary, power.dicePool, power.cost, power.duration));
    }
  }
  for (const ritual of content.bloodRituals) entries.push(entry(anchors.ritual(ritual.id), 'disciplines', ritual.name, ritual.summary));
  for (const ceremony of content.oblivionCeremonies) entries.push(entry(anchors.ceremony(ceremony.id), 'disciplines', ceremony.name, ceremony.summary));
  for (const pack of [...content.merits, ...content.backgrounds]) {
    for (const trait of pack.advantages) entries.push(entry(anchors.merit(pack.type, pack.id, trait.id), 'merits', trait.name, pack.name, trait.description));
  }
  for (const pack of [...content.merits, ...content.backgrounds]) {
    for (const trait of pack.disadvantages) entries.push(entry(anchors.flaw(pack.type, pack.id, trait.id), 'flaws', trait.name, pack.name, trait.description));
  }
  for (const type of content.predatorTypes) entries.push(entry(anchors.predatorType(type.id), 'predatorTypes', type.name, type.description));
  for (const item of content.customLexicon.append) {
    entries.push(entry(anchors.append(item.id), 'append', item.title, item.subtitle, ...item.paragraphs, ...(item.lists ?? []).flat()));
  }
  return entries;
}

/**
 * Entries matching every word of the query; title matches come first. Empty query: nothing
 * (the full lexicon is shown instead).
 */
export function searchLexicon(entries: readonly LexiconEntry[], query: string, limit = 30): LexiconEntry[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const hits = entries.filter((candidate) => words.every((word) => candidate.haystack.includes(word)));
  const inTitle = (candidate: LexiconEntry) => words.every((word) => fold(candidate.title).includes(word));
  return [...hits.filter(inTitle), ...hits.filter((candidate) => !inTitle(candidate))].slice(0, limit);
}
