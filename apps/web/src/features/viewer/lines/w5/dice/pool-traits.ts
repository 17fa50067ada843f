import { allAttributeKeys, allSkillKeys, attributeKeys, categoryNames, skillKeys, type AttributeKey, type CategoryName, type SkillKey } from '@vitae/core/fifth-edition';
import { renownKeys, type PoolTraits, type RenownKey, type W5Character, type W5PoolTrait } from '@vitae/core/w5';
import type { PoolPart } from '../../../lib/roll-selection.ts';
import { fifthEditionTraitValue } from '../../../fifth-edition/pool-values.ts';

/** The attributes and skills behind the parts picked on the sheet (ids `attributes:str`, `skills:bra`). */
export function poolTraitsOf(parts: readonly PoolPart[]): PoolTraits {
  const attributes: AttributeKey[] = [];
  const skills: SkillKey[] = [];
  for (const part of parts) {
    const [kind, key] = part.id.split(':');
    if (kind === 'attributes' && (allAttributeKeys as readonly string[]).includes(key ?? '')) attributes.push(key as AttributeKey);
    if (kind === 'skills' && (allSkillKeys as readonly string[]).includes(key ?? '')) skills.push(key as SkillKey);
  }
  return { attributes, skills };
}

/** The id of a Renown picked into the pool (`renown:glory`). */
export const renownPartId = (key: RenownKey) => `renown:${key}`;

/** The current rating of a picked part: an attribute, a skill or a Renown (`renown:glory`). */
export function w5TraitValue(character: Pick<W5Character, 'categories' | 'renown'>, id: string): number | undefined {
  const [kind, key] = id.split(':');
  if (kind === 'renown') return (renownKeys as readonly string[]).includes(key ?? '') ? character.renown[key as RenownKey] : undefined;
  return fifthEditionTraitValue(character, id);
}

const categoryOf = (keys: Readonly<Record<CategoryName, readonly string[]>>, key: string): CategoryName | undefined => categoryNames.find((category) => keys[category].includes(key));

/** A trait of a Gift's or rite's pool as the part the sheet would pick: its id, name, rating and category. */
export function poolPartOf(trait: W5PoolTrait, character: Pick<W5Character, 'categories' | 'renown'>, name: (trait: W5PoolTrait) => string): PoolPart {
  if (trait.kind === 'renown') {
    // "A Renown of choice" is made concrete before it reaches the sheet (core's `concretePools`).
    const key = trait.key === 'any' ? 'glory' : trait.key;
    return { id: renownPartId(key), label: name(trait), value: character.renown[key], anchor: `sheet-renown-${key}` };
  }
  const kind = trait.kind === 'attribute' ? 'attributes' : 'skills';
  const id = `${kind}:${trait.key}`;
  const category = categoryOf(trait.kind === 'attribute' ? attributeKeys : skillKeys, trait.key);
  return { id, label: name(trait), value: fifthEditionTraitValue(character, id) ?? 0, ...(category ? { category } : {}) };
}
