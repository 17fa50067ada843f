import { giftThresholds, renownKeys } from '../keys.ts';
import { formIds } from '../keys.ts';
import type { W5Meta as Meta } from './books.ts';
import type { W5Content as Content } from './files.ts';

function duplicates<T>(values: readonly T[]): T[] {
  const seen = new Set<T>();
  const dupes = new Set<T>();
  for (const value of values) (seen.has(value) ? dupes : seen).add(value);
  return [...dupes];
}

/**
 * Checks one language's Werewolf content against itself and `Meta.json`: unique ids, every Gift
 * group names an existing auspice or tribe, every threshold is the one of its tier (native 1/4/7,
 * auspice 2/5/8, tribe 3/6/9), every book list resolves and every Gift and rite is in its book.
 */
export function findW5ContentProblems(meta: Meta, content: Content): string[] {
  const problems: string[] = [];
  const unique = (what: string, values: readonly (string | number)[]) => {
    for (const dupe of duplicates(values)) problems.push(`${what}: duplicate id ${dupe}`);
  };
  unique('books', meta.books.map((b) => b.id));
  unique('tribes', content.tribes.map((t) => t.id));
  unique('auspices', content.auspices.map((a) => a.id));
  unique('renown', content.renown.map((r) => r.id));
  unique('gifts', content.gifts.map((g) => g.id));
  unique('gift keys', content.gifts.map((g) => g.key));
  unique('rites', content.rites.map((r) => r.id));
  unique('forms', content.forms.map((f) => f.id));
  unique('merits', content.merits.map((p) => p.id));
  unique('backgrounds', content.backgrounds.map((p) => p.id));
  unique('customLexicon', [...content.customLexicon.prepend, ...content.customLexicon.append].map((e) => e.id));

  const tribes = new Set(content.tribes.map((t) => t.id));
  const auspices = new Set(content.auspices.map((a) => a.id));
  for (const key of renownKeys) if (!content.renown.some((r) => r.id === key)) problems.push(`renown: ${key} missing`);
  for (const id of formIds) if (!content.forms.some((f) => f.id === id)) problems.push(`forms: ${id} missing`);

  const books = new Map(meta.books.map((b) => [b.id, b]));
  for (const gift of content.gifts) {
    for (const group of gift.groups) {
      const where = `gift ${gift.id}`;
      if (group.kind === 'native' && group.groupId !== null) problems.push(`${where}: a native group names ${group.groupId}`);
      if (group.kind === 'auspice' && !auspices.has(group.groupId ?? '')) problems.push(`${where}: unknown auspice ${group.groupId}`);
      if (group.kind === 'tribe' && !tribes.has(group.groupId ?? '')) problems.push(`${where}: unknown tribe ${group.groupId}`);
      if (giftThresholds[group.kind][group.tier - 1] !== group.minTotalRenown) problems.push(`${where}: ${group.kind} threshold ${group.minTotalRenown} is not tier ${group.tier}`);
    }
    if (!books.get(gift.book)?.gifts.includes(gift.id)) problems.push(`gift ${gift.id}: not listed in its book ${gift.book}`);
  }
  for (const rite of content.rites) if (!books.get(rite.book)?.rites.includes(rite.id)) problems.push(`rite ${rite.id}: not listed in its book ${rite.book}`);

  const giftIds = new Set(content.gifts.map((g) => g.id));
  const riteIds = new Set(content.rites.map((r) => r.id));
  const meritIds = new Set(content.merits.map((p) => p.id));
  const backgroundIds = new Set(content.backgrounds.map((p) => p.id));
  for (const book of meta.books) {
    for (const id of book.gifts) if (!giftIds.has(id)) problems.push(`book ${book.id}: unknown gift ${id}`);
    for (const id of book.rites) if (!riteIds.has(id)) problems.push(`book ${book.id}: unknown rite ${id}`);
    for (const id of book.merits) if (!meritIds.has(id)) problems.push(`book ${book.id}: unknown merit pack ${id}`);
    for (const id of book.backgrounds) if (!backgroundIds.has(id)) problems.push(`book ${book.id}: unknown background pack ${id}`);
  }
  for (const pack of [...content.merits, ...content.backgrounds]) {
    for (const side of ['advantages', 'disadvantages'] as const) {
      const ids = new Set(pack[side].map((t) => t.id));
      for (const trait of pack[side]) {
        for (const id of trait.requirement?.values ?? []) if (!ids.has(id)) problems.push(`${pack.type} ${pack.id} ${side} ${trait.id}: requires unknown ${id}`);
      }
    }
  }
  return problems;
}
