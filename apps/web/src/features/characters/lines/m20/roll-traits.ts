import { abilityRating, mageAbilityCategories, mageAttributeCategories, mageAttributeCategoryNames, type M20Character, type M20Content } from '@vitae/core/m20';
import type { RollTraitSlot, Translate } from '../types.ts';

/**
 * A mage's roll request pickers: an attribute (physical, social, mental) and an ability (talents,
 * skills, knowledges: the primary ones, the secondary ones the mage has, and any the content no
 * longer names), keyed as the mage's roll panel keys them (`attributes:dexterity`, `abilities:stealth`).
 */
export function m20RollTraits(character: M20Character, content: M20Content, t: Translate): RollTraitSlot[] {
  const attributes = mageAttributeCategoryNames.flatMap((category) =>
    mageAttributeCategories[category].map((key) => ({
      id: `attributes:${key}`,
      label: content.attributes.find((attribute) => attribute.id === key)?.name ?? key,
      value: character.attributes[key],
      group: t(`characters.rollTraits.groups.${category}`),
    })),
  );
  const abilities = mageAbilityCategories.flatMap((category) => {
    const group = t(`characters.rollTraits.groups.${category}`);
    const known = content.abilities.filter((ability) => ability.category === category);
    const shown = known.filter((ability) => !ability.secondary || abilityRating(character, category, ability.id) > 0).map((ability) => ({ id: ability.id, label: ability.name }));
    const unknown = Object.keys(character.abilities[category])
      .filter((id) => !known.some((ability) => ability.id === id))
      .map((id) => ({ id, label: id }));
    return [...shown, ...unknown].map(({ id, label }) => ({ id: `abilities:${id}`, label, value: abilityRating(character, category, id), group }));
  });
  return [
    { key: 'attributes', label: t('characters.rollTraits.attribute'), traits: attributes },
    { key: 'abilities', label: t('characters.rollTraits.ability'), traits: abilities },
  ];
}
