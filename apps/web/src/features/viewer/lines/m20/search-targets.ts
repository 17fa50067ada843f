import { mageAbilityCategories, mageAttributes, mageSpheres, type M20Character, type M20Content } from '@vitae/core/m20';
import { mageWords, sphereLabel } from '../../../../components/lines/m20/labels.ts';
import type { SearchTarget, Translate } from '../types.ts';

/** What the search finds on a mage's sheet: its trackers (Arete, Quintessence, Paradox), rotes, attributes, abilities, Spheres, backgrounds, merits, flaws, Wonders, the faction. */
export function m20SearchTargets(character: M20Character, content: M20Content, plain: Translate): SearchTarget[] {
  // In the mage's side's words: a Technocrat searches for Erleuchtung, not Arete.
  const t = mageWords(plain, character);
  const tracker = (label: string): SearchTarget => ({ label, kind: t('viewer.trackers.title'), tab: 'profile', anchor: 'sheet-trackers' });
  const list: SearchTarget[] = [t('viewer.trackers.health'), t('viewer.trackers.willpower'), t('m20.arete'), t('m20.wheel.title'), t('m20.wheel.quintessence', { value: character.quintessence }), t('m20.wheel.paradox', { value: character.paradox })].map(tracker);
  for (const key of mageAttributes) {
    list.push({ label: content.attributes.find((attribute) => attribute.id === key)?.name ?? key, kind: t('viewer.tabs.attributes'), tab: 'attributes', anchor: `sheet-attributes-${key}` });
  }
  for (const category of mageAbilityCategories) {
    for (const ability of content.abilities.filter((entry) => entry.category === category && (!entry.secondary || character.abilities[category][entry.id] !== undefined))) {
      list.push({ label: ability.name, kind: t(`m20.categories.${category}`), tab: 'skills', anchor: `sheet-abilities-${ability.id}` });
    }
  }
  for (const sphere of mageSpheres) list.push({ label: sphereLabel(content, sphere, character), kind: t('m20.spheres'), tab: 'tradition', anchor: `sheet-sphere-${sphere}` });
  const faction = content.factions.find((entry) => entry.id === character.organization);
  if (faction) list.push({ label: faction.name, kind: t('m20.viewer.tabs.tradition'), tab: 'tradition', anchor: '' });
  for (const id of Object.keys(character.backgrounds)) {
    list.push({ label: content.backgrounds.find((background) => background.id === id)?.name ?? id, kind: t('m20.traits.backgrounds'), tab: 'traits', anchor: `sheet-background-${id}` });
  }
  for (const side of ['merits', 'flaws'] as const) {
    character[side].forEach((trait, index) => {
      const name = (side === 'merits' ? content.merits.merits : content.merits.flaws).find((entry) => entry.id === trait.id)?.name ?? trait.name;
      list.push({ label: name, kind: t(`m20.traits.${side}`), tab: 'traits', anchor: `sheet-${side}-${index}` });
    });
  }
  for (const rote of character.rotes) list.push({ label: rote.name, kind: t('m20.rotes.title'), tab: 'tradition', anchor: `sheet-rote-${rote.id}` });
  for (const wonder of character.wonders) list.push({ label: wonder.name, kind: t('m20.wonders.title'), tab: 'traits', anchor: `sheet-wonder-${wonder.id}` });
  // The records beside the Spheres: each rote by its name, and the cards themselves (Resonance, Seekings, Quiet).
  for (const record of ['rotes', 'resonance', 'seekings', 'quiet'] as const) list.push({ label: t(`m20.${record}.title`), kind: t('viewer.tabs.tradition'), tab: 'tradition', anchor: '' });
  for (const rote of character.rotes) list.push({ label: rote.name, kind: t('m20.rotes.title'), tab: 'tradition', anchor: `sheet-rote-${rote.id}` });
  return list;
}
