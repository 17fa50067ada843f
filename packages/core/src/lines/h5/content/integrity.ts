import type { H5Meta as Meta } from './books.ts';
import type { H5Content as Content } from './files.ts';

function duplicates<T>(values: readonly T[]): T[] {
  const seen = new Set<T>();
  const dupes = new Set<T>();
  for (const value of values) (seen.has(value) ? dupes : seen).add(value);
  return [...dupes];
}

/**
 * Checks one language's Hunter content against itself: unique ids, every perk under the edge its
 * id names, every creed's suggested edges and common drives exist, trait requirements resolve.
 * Returns human-readable problems; empty means consistent.
 */
export function findH5ContentProblems(meta: Meta, content: Content): string[] {
  const problems: string[] = [];
  const unique = (what: string, values: readonly (string | number)[]) => {
    for (const dupe of duplicates(values)) problems.push(`${what}: duplicate id ${dupe}`);
  };
  unique('books', meta.books.map((b) => b.id));
  unique('creeds', content.creeds.map((c) => c.id));
  unique('drives', content.drives.map((d) => d.id));
  unique('edges', content.edges.map((e) => e.id));
  unique('perks', content.edges.flatMap((e) => e.perks.map((p) => p.id)));
  unique('merits', content.merits.map((p) => p.id));
  unique('backgrounds', content.backgrounds.map((p) => p.id));
  unique('customLexicon', [...content.customLexicon.prepend, ...content.customLexicon.append].map((e) => e.id));

  const edgeIds = new Set(content.edges.map((e) => e.id));
  const driveIds = new Set(content.drives.map((d) => d.id));
  for (const edge of content.edges) {
    for (const perk of edge.perks) if (!perk.id.startsWith(`${edge.id}.`)) problems.push(`edge ${edge.id}: perk ${perk.id} belongs to another edge`);
    // A core edge must not need supplement material to be complete.
    if (edge.core && edge.perks.every((perk) => !perk.core)) problems.push(`edge ${edge.id}: a core edge without core perks`);
  }
  for (const creed of content.creeds) {
    for (const id of creed.suggestedEdges) if (!edgeIds.has(id)) problems.push(`creed ${creed.id}: suggests unknown edge ${id}`);
    for (const id of creed.commonDrives) if (!driveIds.has(id)) problems.push(`creed ${creed.id}: names unknown drive ${id}`);
  }
  for (const pack of [...content.merits, ...content.backgrounds]) {
    for (const [side, traits] of [['advantages', pack.advantages], ['disadvantages', pack.disadvantages]] as const) {
      unique(`${pack.type} ${pack.id} ${side}`, traits.map((t) => t.id));
      const ids = new Set(traits.map((t) => t.id));
      for (const trait of traits) {
        for (const id of trait.requirement?.values ?? []) if (!ids.has(id)) problems.push(`${pack.type} ${pack.id}: ${trait.id} requires unknown ${id}`);
        if (trait.restrictRepeats?.size != null && !ids.has(trait.restrictRepeats.size)) problems.push(`${pack.type} ${pack.id}: ${trait.id} repeats with unknown size ${trait.restrictRepeats.size}`);
      }
    }
  }
  return problems;
}
