import { categoryNames } from '@vitae/core/fifth-edition';
import type { RollTraitSlot, Translate } from './types.ts';

interface RatedTrait {
  readonly key: string;
  readonly value: number;
}

/** What the three 5th-edition lines share: attributes and skills in three categories. */
interface FifthEditionTraits {
  readonly categories: ReadonlyArray<{ readonly name: (typeof categoryNames)[number]; readonly attributes: readonly RatedTrait[]; readonly skills: readonly RatedTrait[] }>;
}

interface NamedTraits {
  readonly attributes: ReadonlyArray<{ key: string; name: string }>;
  readonly skills: ReadonlyArray<{ key: string; name: string }>;
}

/**
 * A 5th-edition roll request's pickers: an attribute and a skill, each grouped physical, social,
 * mental, with the ids the sheet's roll panel gives them (`attributes:dex`, `skills:stealth`).
 */
export function fifthEditionRollTraits(character: FifthEditionTraits, content: NamedTraits, t: Translate): RollTraitSlot[] {
  const slot = (kind: 'attributes' | 'skills', label: string): RollTraitSlot => {
    const names = new Map(content[kind].map((info) => [info.key, info.name]));
    const traits = categoryNames.flatMap((name) => {
      const category = character.categories.find((entry) => entry.name === name);
      const group = t(`characters.rollTraits.groups.${name}`);
      const rows = (category?.[kind] ?? []).map((trait) => ({ id: `${kind}:${trait.key}`, label: names.get(trait.key) ?? trait.key, value: trait.value, group }));
      return kind === 'skills' ? rows.sort((a, b) => a.label.localeCompare(b.label)) : rows;
    });
    return { key: kind, label, traits };
  };
  return [slot('attributes', t('characters.rollTraits.attribute')), slot('skills', t('characters.rollTraits.skill'))];
}
