import { describe, expect, it } from 'vitest';
import { blankCharacter } from '../../character/blank.ts';
import { characterSchema, storedCharacterSchema } from '../../character/schema.ts';
import { setSpecialty, spendWillpower, spentWillpower, traitRating } from './sheet.ts';

const mage = () => blankCharacter('m20', { name: 'Ada' });

describe('the Mage character', () => {
  it('starts with arete 1, willpower 5, seven health levels, one free dot per attribute and an empty wheel', () => {
    expect(mage()).toMatchObject({ gameLine: 'm20', arete: 1, willpower: 5, health: 7, quintessence: 0, paradox: 0, focus: { paradigm: '', practice: '', instruments: '' }, backgrounds: {}, merits: [], wonders: [] });
    expect(Object.values(mage().attributes)).toEqual(Array(9).fill(1));
  });

  it.each<[string, Record<string, unknown>, RegExp]>([
    ['a Sphere above Arete', { spheres: { forces: 2 } }, /spheres\.forces: no Sphere may exceed Arete/],
    ['more than 20 points on the wheel', { quintessence: 12, paradox: 10 }, /quintessence: Quintessence and Paradox share 20 boxes/],
    ['Arete 0', { arete: 0 }, /arete/],
    ['an unknown essence', { essence: 'pattern' }, /essence/],
    ['an unknown field', { mana: 3 }, /mana/],
  ])('refuses %s', (_name, fields, message) => {
    const result = characterSchema.safeParse({ ...mage(), ...fields });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n')).toMatch(message);
  });

  it('the storyteller’s full customization lifts the Arete cap and the wheel limit', () => {
    expect(characterSchema.safeParse({ ...mage(), fullCustomization: true, spheres: { forces: 3 }, quintessence: 15, paradox: 10 }).success).toBe(true);
  });

  it('the stored shape keeps the rule', () => {
    const stored = { ...mage(), id: '11111111-1111-4111-8111-111111111111', revision: 1 };
    expect(storedCharacterSchema.safeParse(stored).success).toBe(true);
    expect(storedCharacterSchema.safeParse({ ...stored, spheres: { ...stored.spheres, mind: 2 } }).success).toBe(false);
  });

  it('specialties need 4 dots; willpower is spent box by box', () => {
    const strong = { ...mage(), attributes: { ...mage().attributes, strength: 4 }, abilities: { talents: { brawl: 4 }, skills: {}, knowledges: { occult: 2 } } };
    expect(traitRating(strong, 'brawl')).toBe(4);
    expect(setSpecialty(strong, 'strength', ' Heben ')?.specialties).toEqual({ strength: 'Heben' });
    expect(setSpecialty(strong, 'occult', 'Tarot')).toBeNull();
    expect(setSpecialty({ ...strong, specialties: { brawl: 'Ringen' } }, 'brawl', '')?.specialties).toEqual({});
    let spent = spendWillpower(mage());
    expect(spent && spentWillpower(spent)).toBe(1);
    for (let i = 0; i < 4; i += 1) spent = spent && spendWillpower(spent);
    expect(spent && spentWillpower(spent)).toBe(5);
    expect(spent && spendWillpower(spent)).toBeNull();
  });
});
