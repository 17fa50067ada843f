import { mageAbilityCategories, type M20Content } from '@vitae/core/m20';
import { lexiconEntry, type LexiconEntry } from '../../lib/lexicon-index.ts';
import type { LexiconLine } from '../types.ts';
import { anchors } from './anchors.ts';
import { AbilitiesSection, AvatarSection, BackgroundsSection, FactionsSection, MeritsSection, RulesSection, SpheresSection, WondersSection } from './sections.tsx';

/** Every generated Mage entry in page order. */
function m20Index(content: M20Content, t: (key: string) => string): LexiconEntry[] {
  const entry = (anchor: string, section: string, title: string, ...texts: Array<string | null | undefined>) => lexiconEntry('m20', anchor, section, title, ...texts);
  const entries: LexiconEntry[] = [];
  for (const faction of content.factions) entries.push(entry(anchors.faction(faction.id), 'factions', faction.name, faction.description, faction.organization, faction.paradigm, faction.practice, faction.instruments));
  for (const sphere of content.spheres.spheres) entries.push(entry(anchors.sphere(sphere.id), 'spheres', sphere.name, sphere.technocraticName, sphere.description, ...sphere.ranks));
  for (const essence of content.essences) entries.push(entry(anchors.essence(essence.id), 'avatar', essence.name, essence.description));
  for (const archetype of content.archetypes) entries.push(entry(anchors.archetype(archetype.id), 'avatar', archetype.name, archetype.description, archetype.willpower));
  for (const category of mageAbilityCategories) {
    for (const ability of content.abilities.filter((item) => item.category === category)) entries.push(entry(anchors.ability(ability.id), 'abilities', ability.name, t(`m20.categories.${category}`), ability.description, ...ability.specialties));
  }
  for (const background of content.backgrounds) entries.push(entry(anchors.background(background.id), 'backgrounds', background.name, background.technocraticName, background.description));
  for (const merit of content.merits.merits) entries.push(entry(anchors.merit(merit.id), 'meritsFlaws', merit.name, merit.technocraticName, merit.description));
  for (const flaw of content.merits.flaws) entries.push(entry(anchors.flaw(flaw.id), 'meritsFlaws', flaw.name, flaw.technocraticName, flaw.description));
  for (const wonder of content.wonders) entries.push(entry(anchors.wonder(wonder.id), 'wonders', wonder.name, wonder.technocraticName, wonder.description));
  entries.push(entry(anchors.rules, 'rules', t('m20.lexicon.sections.rules'), ...content.rules.healthLevels.map((level) => level.name), ...content.rules.backlash.map((row) => row.effect)));
  return entries;
}

const section = (id: string) => ({ id, titleKey: `m20.lexicon.sections.${id}` });

/** The Mage lexicon: alliances and factions, Spheres, Avatar and archetypes, abilities, backgrounds, merits and flaws, Wonders, health and backlash. */
export const m20Lexicon: LexiconLine<'m20'> = {
  anchorPrefix: 'm20-',
  sections: [
    { ...section('factions'), Component: FactionsSection },
    { ...section('spheres'), Component: SpheresSection },
    { ...section('avatar'), Component: AvatarSection },
    { ...section('abilities'), Component: AbilitiesSection },
    { ...section('backgrounds'), Component: BackgroundsSection },
    { ...section('meritsFlaws'), Component: MeritsSection },
    { ...section('wonders'), Component: WondersSection },
    { ...section('rules'), Component: RulesSection },
  ],
  index: m20Index,
};
