import { describe, expect, it } from 'vitest';
import { withAttribute } from '../../../fifth-edition/sheet.ts';
import { h5Rules } from '../rules.ts';
import { testHunter } from '../test-fixtures.ts';
import { finishH5Creation } from './finish.ts';

const withAttributes = (values: Record<'sta' | 'com' | 'res', number>) => {
  let character = testHunter({ touchstones: [{ name: 'Lena', description: '' }] });
  for (const [key, value] of Object.entries(values)) character = { ...character, categories: withAttribute(character, key as 'sta', value) };
  return character;
};

describe('finishing a hunter', () => {
  it.each([
    [{ sta: 1, com: 1, res: 1 }, 4, 2],
    [{ sta: 3, com: 2, res: 3 }, 6, 5],
    [{ sta: 4, com: 4, res: 1 }, 7, 5],
  ])('%j → health %i (Stamina + 3), willpower %i (Composure + Resolve)', (values, health, willpower) => {
    const finished = finishH5Creation(withAttributes(values));
    expect(finished.ok && { health: finished.character.health, willpower: finished.character.willpower }).toEqual({ health, willpower });
  });

  it.each([
    [0, 0, 1, 0],
    [1, 0, 1, 0],
    [4, 2, 4, 2],
  ])('desperation %i and danger %i start at %i and %i', (desperation, danger, expectedDesperation, expectedDanger) => {
    const finished = finishH5Creation({ ...withAttributes({ sta: 1, com: 1, res: 1 }), desperation, danger });
    expect(finished.ok && [finished.character.desperation, finished.character.danger]).toEqual([expectedDesperation, expectedDanger]);
  });

  it('a new hunter starts at desperation 1, danger 0, not in despair', () => {
    const started = h5Rules.creation.start({ name: 'Jo', sex: 'f', books: [1] });
    expect(started).toMatchObject({ desperation: 1, danger: 0, despair: false });
  });

  it('without touchstones the hunter is in despair (no willpower recovery)', () => {
    const finished = finishH5Creation(testHunter());
    expect(finished.ok && finished.character.despair).toBe(true);
    const withTouchstone = finishH5Creation(withAttributes({ sta: 1, com: 1, res: 1 }));
    expect(withTouchstone.ok && withTouchstone.character.despair).toBe(false);
  });

  it('sets the folder and refuses what the schema refuses', () => {
    const finished = finishH5Creation(withAttributes({ sta: 1, com: 1, res: 1 }), 'Zelle Nord');
    expect(finished.ok && finished.character.directory).toBe('Zelle Nord');
    const broken = finishH5Creation({ ...withAttributes({ sta: 1, com: 1, res: 1 }), creed: 'x'.repeat(101) });
    expect(broken.ok).toBe(false);
  });
});
