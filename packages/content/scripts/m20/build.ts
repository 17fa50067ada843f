import { mageAbilityCategories } from '@vitae/core/m20';
import { allianceOfGroup, backlashBandOf, essenceIdOf, houseAffinityFactions } from './corrections.ts';
import type { Authoring, Loc, Reference } from './sources.ts';

export type Lang = 'de' | 'en';
type Warn = (message: string) => void;

/** Text in one language: German `''` while missing (the authored-texts test flags it), English `null` (falls back to German). */
export function text(lang: Lang, value: Loc | null | undefined): string | null {
  const chosen = value?.[lang] ?? null;
  return lang === 'de' ? (chosen ?? '') : chosen;
}
/** An optional text: `null` in both languages when German has none. */
const optional = (lang: Lang, value: Loc | undefined): string | null => (value?.de ? text(lang, value) : null);

export function buildFactions(lang: Lang, ref: Reference, authoring: Authoring, warn: Warn) {
  return ref.factions.factions.map((faction) => {
    const authored = authoring.factions[faction.id];
    if (!authored) warn(`factions.json: no text for ${faction.id}`);
    const house = houseAffinityFactions.has(faction.id);
    return {
      id: faction.id,
      alliance: allianceOfGroup[faction.group],
      name: text(lang, faction.name),
      affinitySpheres: faction.affinitySpheres,
      otherAffinityAllowed: house,
      organization: text(lang, authored?.organization),
      paradigm: text(lang, authored?.paradigm),
      practice: text(lang, authored?.practice),
      instruments: text(lang, authored?.instruments),
      description: text(lang, authored?.description),
      opinions: {
        traditionCouncil: text(lang, authored?.opinions.tradition),
        technocraticUnion: text(lang, authored?.opinions.technocracy),
        disparateAlliance: text(lang, authored?.opinions.disparate),
      },
    };
  });
}

export function buildSpheres(lang: Lang, ref: Reference, authoring: Authoring) {
  return {
    spheres: ref.spheres.spheres.map((sphere) => {
      const authored = authoring.spheres.spheres[sphere.id];
      return {
        id: sphere.id,
        // The reference's German Prime is "Kern" (the authors' choice of its two variants).
        name: text(lang, authored?.name ?? sphere.name),
        technocraticName: text(lang, authored?.technocraticName ?? sphere.name),
        description: text(lang, authored?.description),
        ranks: [1, 2, 3, 4, 5].map((level) => text(lang, authored?.ranks[String(level)])),
      };
    }),
    // Rank 1 is "Eingeweihter" (ours; the reference's "Initiat" is not idiomatic German).
    rankTitles: [1, 2, 3, 4, 5].map((level) => text(lang, authoring.spheres.ranks[String(level)] ?? { de: ref.spheres.ranks[level - 1]?.de ?? null, en: ref.spheres.ranks[level - 1]?.en ?? null })),
  };
}

export function buildEssences(lang: Lang, ref: Reference, authoring: Authoring) {
  return ref.essences.essences.map((essence) => ({ id: essenceIdOf[essence.id], name: text(lang, essence.name), description: text(lang, authoring.essences[essence.id]?.description) }));
}

export function buildArchetypes(lang: Lang, ref: Reference, authoring: Authoring, warn: Warn) {
  return ref.archetypes.archetypes.map((archetype) => {
    const authored = authoring.archetypes[archetype.id];
    if (!authored) warn(`archetypes.json: no text for ${archetype.id}`);
    if (authored && authored.inM20Core !== archetype.inM20Core) warn(`archetypes.json: ${archetype.id} inM20Core differs from the reference`);
    // Four German names are the authors' corrections of the reference's suggestions (NOTES-a.md).
    const name = { de: authored?.name?.de ?? archetype.name.de, en: authored?.name?.en ?? archetype.name.en };
    return { id: archetype.id, name: text(lang, name), description: text(lang, authored?.description), willpower: text(lang, authored?.willpower), inM20Core: archetype.inM20Core };
  });
}

export function buildAttributes(lang: Lang, authoring: Authoring) {
  return (['physical', 'social', 'mental'] as const).flatMap((category) =>
    authoring.attributes[category].map((attribute) => ({ id: attribute.id, category, name: text(lang, attribute.name), description: text(lang, attribute.description) })),
  );
}

export function buildAbilities(lang: Lang, authoring: Authoring) {
  const entry = (category: (typeof mageAbilityCategories)[number], secondary: boolean) => (ability: Authoring['abilities']['talents'][number]) => ({
    id: ability.id,
    category,
    name: text(lang, ability.name),
    description: text(lang, ability.description),
    specialties: ability.specialties.map((specialty) => text(lang, specialty)),
    secondary,
  });
  return [
    ...mageAbilityCategories.flatMap((category) => authoring.abilities[category].map(entry(category, false))),
    ...mageAbilityCategories.flatMap((category) => authoring.abilities.secondary[category].map(entry(category, true))),
  ];
}

export function buildBackgrounds(lang: Lang, authoring: Authoring) {
  return authoring.backgrounds.map((background) => ({
    id: background.id,
    name: text(lang, background.name),
    technocraticName: optional(lang, background.technocraticName),
    description: text(lang, background.description),
    max: background.max,
    doubleCost: background.doubleCost,
    pooled: background.pooled ?? false,
    technocracyOnly: background.faction === 'technocracy',
    levels: Object.entries(background.levels ?? {})
      .map(([level, value]) => ({ level: Number(level), text: text(lang, value) }))
      .sort((a, b) => a.level - b.level),
  }));
}

export function buildMerits(lang: Lang, authoring: Authoring) {
  const entry = (trait: Authoring['merits-flaws']['merits'][number]) => ({
    id: trait.id,
    name: text(lang, trait.name),
    technocraticName: optional(lang, trait.technocraticName),
    category: trait.category,
    cost: typeof trait.cost === 'number' ? { min: trait.cost, max: trait.cost } : { min: trait.cost[0], max: trait.cost[1] },
    costOptions: trait.costOptions ?? null,
    repeatable: trait.repeatable ?? false,
    description: text(lang, trait.description),
  });
  return { merits: authoring['merits-flaws'].merits.map(entry), flaws: authoring['merits-flaws'].flaws.map(entry) };
}

export function buildWonders(lang: Lang, authoring: Authoring) {
  return authoring.wonders.map((wonder) => ({
    id: wonder.id,
    name: text(lang, wonder.name),
    technocraticName: optional(lang, wonder.technocraticName),
    description: text(lang, wonder.description),
    permanentWillpower: wonder.permanentWillpower ?? 0,
    backgroundCost: optional(lang, wonder.backgroundCost),
  }));
}

export function buildRules(lang: Lang, authoring: Authoring, warn: Warn) {
  const results = authoring.rules.paradox.backlash.value.results;
  return {
    healthLevels: authoring.rules.health.levels.value.map((level) => ({ id: level.id, name: text(lang, level.name), penalty: level.penalty })),
    damageKinds: authoring.rules.health.damageTypes.value.map((kind) => ({ id: kind.id, name: text(lang, kind.name) })),
    backlash: results.flatMap((row) => {
      const band = backlashBandOf[row.successes];
      if (!band) warn(`rules.json: backlash row "${row.successes}" matches no band`);
      return band ? [{ band, effect: text(lang, row.effect) }] : [];
    }),
  };
}

export function buildLexicon(lang: Lang, authoring: Authoring) {
  const entry = (item: Authoring['lexicon']['prepend'][number]) => ({
    id: item.id,
    title: text(lang, item.title),
    subtitle: item.subtitle?.de ? text(lang, item.subtitle) : null,
    paragraphs: item.paragraphs.map((paragraph) => text(lang, paragraph)),
    lists: item.lists.map((list) => list.map((line) => text(lang, line))),
  });
  return { prepend: authoring.lexicon.prepend.map(entry), append: authoring.lexicon.append.map(entry) };
}
