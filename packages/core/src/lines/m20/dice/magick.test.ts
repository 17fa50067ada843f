import { describe, expect, it } from 'vitest';
import { sequenceRandomSource } from '../../../dice/random.ts';
import type { MagickKind } from '../keys.ts';
import { castMagick, magickDifficulty, paradoxGain } from './magick.ts';

describe('the magick difficulty (M20)', () => {
  it.each<[string, { highestSphere: number; kind: MagickKind; modifiers?: number; quintessence?: number }, number, number]>([
    ['coincidental: highest Sphere + 3', { highestSphere: 2, kind: 'coincidental' }, 5, 1],
    ['vulgar: + 4', { highestSphere: 2, kind: 'vulgar' }, 6, 1],
    ['vulgar with witnesses: + 5', { highestSphere: 2, kind: 'vulgarWitnessed' }, 7, 1],
    ['modifiers count', { highestSphere: 3, kind: 'coincidental', modifiers: -2 }, 4, 1],
    ['modifiers are capped at −3', { highestSphere: 3, kind: 'vulgar', modifiers: -5 }, 4, 1],
    ['modifiers are capped at +3', { highestSphere: 1, kind: 'coincidental', modifiers: 6 }, 7, 1],
    ['Quintessence lowers it one per point', { highestSphere: 3, kind: 'vulgar', quintessence: 2 }, 5, 1],
    ['at most three Quintessence count', { highestSphere: 4, kind: 'vulgarWitnessed', quintessence: 5 }, 6, 1],
    ['Quintessence counts outside the modifier cap', { highestSphere: 4, kind: 'vulgarWitnessed', modifiers: -3, quintessence: 3 }, 3, 1],
    ['never below 3', { highestSphere: 1, kind: 'coincidental', modifiers: -3, quintessence: 3 }, 3, 1],
    ['above 10: difficulty 10 and more successes', { highestSphere: 5, kind: 'vulgarWitnessed', modifiers: 2 }, 10, 3],
  ])('%s', (_name, input, difficulty, required) => {
    expect(magickDifficulty(input)).toMatchObject({ difficulty, required });
  });
});

describe('Paradox earned by a cast (authors’ rules.json)', () => {
  it.each<[MagickKind, number, boolean, number]>([
    ['coincidental', 3, false, 0],
    ['vulgar', 3, false, 1],
    ['vulgarWitnessed', 3, false, 1],
    ['coincidental', 3, true, 3],
    ['vulgar', 3, true, 4],
    ['vulgarWitnessed', 3, true, 8],
    ['vulgarWitnessed', 1, true, 4],
    ['vulgar', 5, true, 6],
  ])('%s with highest Sphere %i, botch %s: %i', (kind, sphere, botch, paradox) => {
    expect(paradoxGain(kind, sphere, botch)).toBe(paradox);
  });
});

describe('casting', () => {
  it('rolls Arete dice against the magick difficulty and earns the Paradox of the outcome', () => {
    const cast = castMagick({ arete: 3, highestSphere: 2, kind: 'vulgar' }, sequenceRandomSource([7, 6, 2]));
    expect(cast.difficulty.difficulty).toBe(6);
    expect(cast.roll).toMatchObject({ successes: 2, outcome: 'success' });
    expect(cast.paradox).toBe(1);
  });

  it('a botched vulgar Effect with witnesses earns twice the Sphere plus two', () => {
    const cast = castMagick({ arete: 2, highestSphere: 3, kind: 'vulgarWitnessed' }, sequenceRandomSource([1, 4]));
    expect(cast.roll.outcome).toBe('botch');
    expect(cast.paradox).toBe(8);
  });

  it('Willpower buys a success on the Arete roll and keeps it from botching', () => {
    const cast = castMagick({ arete: 1, highestSphere: 1, kind: 'coincidental', willpower: true }, sequenceRandomSource([1]));
    expect(cast.roll).toMatchObject({ successes: 1, outcome: 'success' });
    expect(cast.paradox).toBe(0);
  });
});
