import { allAttributeKeys, allSkillKeys, type AttributeKey, type SkillKey } from '@vitae/core/fifth-edition';
import type { PoolTraits } from '@vitae/core/w5';
import type { PoolPart } from '../../../lib/roll-selection.ts';

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
