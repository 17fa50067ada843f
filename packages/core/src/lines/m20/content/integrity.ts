import type { LineMeta } from '../../types.ts';
import { healthLevels } from '../health.ts';
import { mageAllianceTypes, mageAttributes, mageEssences, mageSpheres } from '../keys.ts';
import type { M20Content as Content } from './files.ts';

/** The background whose rating is the starting Quintessence; the wizard warns without it. */
export const avatarBackgroundId = 'avatar';

function duplicates<T>(values: readonly T[]): T[] {
  const seen = new Set<T>();
  const dupes = new Set<T>();
  for (const value of values) (seen.has(value) ? dupes : seen).add(value);
  return [...dupes];
}

/**
 * Checks one language's Mage content against itself and the rules: unique ids, every Sphere,
 * attribute and essence exactly once, every alliance with factions, affinity Spheres and
 * health levels as the rules know them, and ability ids that never clash with attribute keys
 * (specialties share one record). Returns human-readable problems; empty means consistent.
 */
export function findM20ContentProblems(meta: LineMeta, content: Content): string[] {
  const problems: string[] = [];
  const unique = (what: string, values: readonly (string | number)[]) => {
    for (const dupe of duplicates(values)) problems.push(`${what}: duplicate id ${dupe}`);
  };
  const exactly = (what: string, values: readonly string[], expected: readonly string[]) => {
    const missing = expected.filter((id) => !values.includes(id));
    const extra = values.filter((id) => !expected.includes(id));
    if (missing.length > 0) problems.push(`${what}: missing ${missing.join(', ')}`);
    if (extra.length > 0) problems.push(`${what}: unknown ${extra.join(', ')}`);
  };

  unique('books', meta.books.map((b) => b.id));
  unique('factions', content.factions.map((f) => f.id));
  unique('abilities', content.abilities.map((a) => a.id));
  unique('archetypes', content.archetypes.map((a) => a.id));
  unique('backgrounds', content.backgrounds.map((b) => b.id));
  unique('merits', content.merits.merits.map((m) => m.id));
  unique('flaws', content.merits.flaws.map((m) => m.id));
  unique('wonders', content.wonders.map((w) => w.id));
  unique('items', content.items.map((i) => i.key));
  unique('customLexicon', [...content.customLexicon.prepend, ...content.customLexicon.append].map((e) => e.id));
  exactly('spheres', content.spheres.spheres.map((s) => s.id), mageSpheres);
  exactly('essences', content.essences.map((e) => e.id), mageEssences);
  exactly('attributes', content.attributes.map((a) => a.id), mageAttributes);

  for (const alliance of mageAllianceTypes) {
    if (!content.factions.some((f) => f.alliance === alliance)) problems.push(`alliance ${alliance} has no faction`);
  }
  for (const faction of content.factions) {
    if (faction.affinitySpheres !== 'any') unique(`faction ${faction.id} affinity`, faction.affinitySpheres);
  }
  const attributeKeys = new Set<string>(mageAttributes);
  for (const ability of content.abilities) if (attributeKeys.has(ability.id)) problems.push(`ability ${ability.id}: clashes with an attribute key`);
  if (!content.backgrounds.some((b) => b.id === avatarBackgroundId)) problems.push(`backgrounds: no ${avatarBackgroundId}`);
  for (const background of content.backgrounds) {
    for (const level of background.levels) if (level.level > background.max) problems.push(`background ${background.id}: level ${level.level} above its maximum`);
  }
  for (const trait of [...content.merits.merits, ...content.merits.flaws]) {
    if (trait.cost.min > trait.cost.max) problems.push(`merit or flaw ${trait.id}: cost ${trait.cost.min} above ${trait.cost.max}`);
    for (const option of trait.costOptions ?? []) if (option < trait.cost.min || option > trait.cost.max) problems.push(`merit or flaw ${trait.id}: option ${option} outside its cost`);
  }
  content.rules.healthLevels.forEach((level, index) => {
    const rule = healthLevels[index];
    if (!rule || rule.id !== level.id || rule.penalty !== level.penalty) problems.push(`health level ${index + 1}: ${level.id} ${String(level.penalty)} is not the rule's ${rule?.id ?? '–'} ${String(rule?.penalty)}`);
  });
  return problems;
}
