import { describe, expect, it } from 'vitest';
import { blankCharacter, type GameLine } from '@vitae/core';
import { createContentStore } from '../../../lib/content/store.ts';
import { bundleTexts } from '../../../lib/content/test-fixtures.ts';
import { listLines } from './index.ts';

// Keys as they come in, so the groups are readable without the translations.
const t = (key: string) => key;
const content = createContentStore(bundleTexts());

type FifthEdition = ReturnType<typeof blankCharacter<'v5'>>;
/** A 5th-edition character with Geschicklichkeit 3 and Heimlichkeit 2. */
function nimble<L extends 'v5' | 'w5' | 'h5'>(line: L) {
  const character = blankCharacter(line) as FifthEdition;
  return {
    ...character,
    categories: character.categories.map((category) => ({
      ...category,
      attributes: category.attributes.map((trait) => (trait.key === 'dex' ? { ...trait, value: 3 } : trait)),
      skills: category.skills.map((trait) => (trait.key === 'ste' ? { ...trait, value: 2 } : trait)),
    })),
  };
}

function traitsOf(line: GameLine, character: unknown) {
  return listLines[line].rollTraits(character as never, content.forLine(line, 'de-DE') as never, t);
}

describe('each line’s roll request pickers', () => {
  it.each(['v5', 'w5', 'h5'] as const)('%s: an attribute and a skill, keyed as the roll panel keys them, with names and current ratings', (line) => {
    const slots = traitsOf(line, nimble(line));
    expect(slots.map((slot) => [slot.key, slot.label, slot.traits.length])).toEqual([
      ['attributes', 'characters.rollTraits.attribute', 9],
      ['skills', 'characters.rollTraits.skill', 27],
    ]);
    const [attributes, skills] = slots;
    expect(attributes!.traits.find((trait) => trait.id === 'attributes:dex')).toEqual({ id: 'attributes:dex', label: 'Geschicklichkeit', value: 3, group: 'characters.rollTraits.groups.physical' });
    expect(skills!.traits.find((trait) => trait.id === 'skills:ste')).toEqual({ id: 'skills:ste', label: 'Heimlichkeit', value: 2, group: 'characters.rollTraits.groups.physical' });
    expect([...new Set(skills!.traits.map((trait) => trait.group))]).toEqual(['characters.rollTraits.groups.physical', 'characters.rollTraits.groups.social', 'characters.rollTraits.groups.mental']);
  });

  it('m20: an attribute and an ability; secondary abilities only once the mage has them, and ones the content does not know by their id', () => {
    const mage = blankCharacter('m20');
    const character = {
      ...mage,
      attributes: { ...mage.attributes, dexterity: 4 },
      abilities: { ...mage.abilities, skills: { ...mage.abilities.skills, stealth: 2 }, talents: { ...mage.abilities.talents, carousing: 1, hausregel: 3 } },
    };
    const [attributes, abilities] = traitsOf('m20', character);
    expect([attributes!.key, attributes!.label, abilities!.key, abilities!.label]).toEqual(['attributes', 'characters.rollTraits.attribute', 'abilities', 'characters.rollTraits.ability']);
    expect(attributes!.traits.find((trait) => trait.id === 'attributes:dexterity')).toEqual({ id: 'attributes:dexterity', label: 'Geschicklichkeit', value: 4, group: 'characters.rollTraits.groups.physical' });
    const ability = (id: string) => abilities!.traits.find((trait) => trait.id === `abilities:${id}`);
    expect(ability('stealth')).toEqual({ id: 'abilities:stealth', label: 'Heimlichkeit', value: 2, group: 'characters.rollTraits.groups.skills' });
    expect(ability('carousing')).toMatchObject({ label: 'Zechen', value: 1, group: 'characters.rollTraits.groups.talents' });
    expect(ability('hausregel')).toMatchObject({ label: 'hausregel', value: 3 });
    // A secondary ability the mage lacks is not offered; a primary one at 0 is.
    expect(ability('flying')).toBeUndefined();
    expect(ability('alertness')).toMatchObject({ value: 0 });
  });
});
