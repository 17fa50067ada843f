import type { LineContent } from '@vitae/core';
import { withContentTraitTexts, type FifthEditionCharacter } from '@vitae/core/fifth-edition';
import type { SearchTarget, Translate } from '../lines/types.ts';
import type { FifthEditionLine } from './lines.ts';

/** What the search finds on every 5th-edition sheet: attributes, skills with their specialities, merit and background groups, merits, backgrounds, flaws. */
export function fifthEditionSearchTargets(character: FifthEditionCharacter, content: LineContent<FifthEditionLine>, t: Translate): SearchTarget[] {
  const attributeNames = new Map<string, string>(content.attributes.map((a) => [a.key, a.name]));
  const skillNames = new Map<string, string>(content.skills.map((s) => [s.key, s.name]));
  const list: SearchTarget[] = [];
  for (const category of character.categories) {
    for (const a of category.attributes) list.push({ label: attributeNames.get(a.key) ?? a.key, kind: t('viewer.tabs.attributes'), tab: 'attributes', anchor: `sheet-attributes-${a.key}` });
    for (const s of category.skills) {
      const skill = skillNames.get(s.key) ?? s.key;
      list.push({ label: skill, kind: t('viewer.tabs.skills'), tab: 'skills', anchor: `sheet-skills-${s.key}` });
      for (const speciality of s.specialization) list.push({ label: speciality, kind: skill, tab: 'skills', anchor: `sheet-skills-${s.key}` });
    }
  }
  const shown = withContentTraitTexts(character, content);
  for (const kind of ['merits', 'backgrounds'] as const) {
    shown[kind].packs.forEach((pack, packIndex) => {
      if (pack.pack.name) list.push({ label: pack.pack.name, kind: t(`viewer.traits.${kind}`), tab: 'traits', anchor: `sheet-pack-${kind}-${packIndex}` });
      pack.traits.forEach((trait, index) => list.push({ label: trait.name, kind: pack.pack.name || t('viewer.tabs.traits'), tab: 'traits', anchor: `sheet-trait-${kind}-${packIndex}-${index}` }));
      pack.flawTraits.forEach((trait, index) => list.push({ label: trait.name, kind: t('viewer.traits.flaw'), tab: 'traits', anchor: `sheet-flaw-${kind}-${packIndex}-${index}` }));
    });
  }
  return list;
}
