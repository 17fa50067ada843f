import { describe, expect, it } from 'vitest';
import type { AttributeKey } from '../../../fifth-edition/keys.ts';
import { v5CharacterSchema as characterSchema, type V5Character as Character } from '../schema.ts';
import { withAttr } from '../leveling/test-fixtures.ts';
import { applyEraStart, eraRules } from './era.ts';
import { finishCreation, stepsFor, v5Steps } from './finish.ts';
import { addPointSpread } from '../../../fifth-edition/creation/point-spreads.ts';
import { fresh, ofClan, tremere } from './test-fixtures.ts';

const attributes = (values: Partial<Record<AttributeKey, number>>) =>
  Object.entries(values).reduce<Character>((c, [key, value]) => withAttr(c, key as AttributeKey, value), ofClan(tremere));

function finished(character: Character, directory?: string): Character {
  const result = finishCreation(character, directory);
  if (!result.ok) throw new Error(result.message);
  return result.character;
}

describe('stepsFor', () => {
  it('lists the six wizard steps in order', () => {
    expect(v5Steps).toEqual(['clan', 'predator-type', 'attributes', 'skills', 'disciplines', 'traits']);
  });

  it.each([
    ['children', v5Steps],
    ['newborn', v5Steps],
    ['ancillae', v5Steps],
    ['older', v5Steps],
    // Elders get the whole wizard too (issue #46: they once stopped after the predator type).
    ['elder', v5Steps],
    ['cainesinheritance', v5Steps],
  ] as const)('%s → %j', (era, expected) => {
    expect(stepsFor(applyEraStart(fresh(), era, eraRules[era].defaultGeneration))).toEqual(expected);
  });
});

describe('finishCreation', () => {
  it.each([
    [{ sta: 1, com: 2, res: 3 }, 4, 5],
    [{ sta: 4, com: 3, res: 3 }, 7, 6],
    [{ sta: 2, com: 4, res: 1 }, 5, 5],
    [{}, 3, 0],
  ])('attributes %j → health %i, willpower %i', (values, health, willpower) => {
    expect(finished(attributes(values))).toMatchObject({ health, willpower });
  });

  it('an elder with Stamina 5, Composure 5 and Resolve 5 gets health 8 and willpower 10', () => {
    const elder = applyEraStart(attributes({ sta: 5, com: 5, res: 5 }), 'elder', 5);
    expect(finished(elder)).toMatchObject({ health: 8, willpower: 10, exp: 666666 });
  });

  it('clears the point spreads, drops blank convictions and sets the folder', () => {
    const character: Character = {
      ...addPointSpread(ofClan(tremere), { type: 'backgrounds', isFlaw: false, packId: 2, points: 3 }),
      convictions: [
        { conviction: 'Keine Kinder', touchstone: 'Lena' },
        { conviction: ' ', touchstone: '' },
      ],
      justViewing: true,
    };
    const done = finished(character, 'Chicago');
    expect(done).toMatchObject({ requiredPointSpreads: [], convictions: [{ conviction: 'Keine Kinder', touchstone: 'Lena' }], directory: 'Chicago', clan: { id: 12 } });
    expect(done).not.toHaveProperty('justViewing');
    expect(characterSchema.safeParse(done).success).toBe(true);
  });

  it('without a folder, a remembered one is dropped', () => {
    expect(finished({ ...ofClan(tremere), directory: 'Alt' })).not.toHaveProperty('directory');
  });

  it('refuses a sheet the schema rejects, naming the field', () => {
    const tooMany = Array.from({ length: 4 }, () => ({ conviction: 'a', touchstone: 'b' }));
    const result = finishCreation({ ...ofClan(tremere), convictions: tooMany });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain('convictions');
  });

  it('does not change its input', () => {
    const character = addPointSpread(attributes({ sta: 2 }), { type: 'backgrounds', isFlaw: false, packId: 2, points: 3 });
    const snapshot = JSON.parse(JSON.stringify(character)) as unknown;
    finishCreation(character, 'Chicago');
    expect(character).toEqual(snapshot);
  });
});
