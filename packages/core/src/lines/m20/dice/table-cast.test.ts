import { describe, expect, it } from 'vitest';
import { sequenceRandomSource } from '../../../dice/random.ts';
import { rollAtTable } from '../../../play/roll.ts';
import { sequenceDieSource } from '../../../play/random.ts';
import type { MagickKind } from '../keys.ts';
import { castMagick, magickDifficulty } from './magick.ts';
import { castFromTable, m20RollFromTable, tableDifficulty } from './table-cast.ts';

const mage = { line: 'm20' as const, specialDice: 0 };

describe('the difficulty a table check takes (M20)', () => {
  it.each<[number, number, number]>([
    [6, 1, 6],
    [3, 1, 3],
    [10, 1, 10],
    [10, 2, 11],
    [10, 3, 12],
  ])('difficulty %i needing %i: %i', (difficulty, required, expected) => {
    expect(tableDifficulty({ difficulty, required })).toBe(expected);
  });
});

/** A cast rolled by the table must come out as the sheet's own cast with the same dice: successes, botch, Paradox. */
describe('a cast whose dice the table rolled', () => {
  it.each<[string, { highestSphere: number; kind: MagickKind; modifiers?: number; quintessence?: number; willpower?: boolean }, number[]]>([
    ['coincidental success', { highestSphere: 2, kind: 'coincidental' }, [5, 8, 2]],
    ['coincidental botch earns the Sphere', { highestSphere: 2, kind: 'coincidental' }, [1, 3, 2]],
    ['vulgar earns one even on a success', { highestSphere: 3, kind: 'vulgar' }, [9, 9, 7]],
    ['vulgar with witnesses botch', { highestSphere: 3, kind: 'vulgarWitnessed' }, [1, 1, 4]],
    ['1s cancel down to a failure, no botch', { highestSphere: 1, kind: 'vulgar' }, [1, 8]],
    ['Willpower prevents the botch', { highestSphere: 2, kind: 'coincidental', willpower: true }, [1, 2]],
    ['above 10 asks for more successes', { highestSphere: 5, kind: 'vulgarWitnessed', modifiers: 2 }, [10, 10, 10, 3]],
    ['Quintessence lowers the difficulty', { highestSphere: 4, kind: 'vulgar', quintessence: 3 }, [5, 6, 4]],
  ])('%s', (_name, input, faces) => {
    const difficulty = magickDifficulty(input);
    const spec = { kind: 'check' as const, pool: faces.length, difficulty: tableDifficulty(difficulty), special: 0, willpower: input.willpower ?? false };
    const rolled = rollAtTable(spec, mage, sequenceDieSource(faces));
    expect(rolled.ok).toBe(true);
    if (!rolled.ok || rolled.result.kind !== 'check') return;
    const atTable = castFromTable(input, rolled.result);
    const onSheet = castMagick({ ...input, arete: faces.length }, sequenceRandomSource(faces));
    expect(atTable).toEqual(onSheet);
    // The table's own reading agrees with the sheet's (the chat card and the dialog say the same).
    expect(rolled.result.successes).toBe(onSheet.roll.successes);
    expect(rolled.result.outcome).toBe(onSheet.roll.botch ? 'botch' : onSheet.roll.outcome === 'success' ? 'win' : 'failure');
  });

  it('reads a plain roll with the specialty from the table dice', () => {
    const rules = { difficulty: 6, specialty: true };
    const rolled = rollAtTable({ kind: 'check', pool: 3, difficulty: 6, special: 0, specialty: true }, mage, sequenceDieSource([10, 1, 7]));
    if (!rolled.ok || rolled.result.kind !== 'check') throw new Error('no roll');
    expect(m20RollFromTable(rolled.result, rules)).toMatchObject({ faces: [10, 1, 7], rolled: 3, ones: 1, successes: 2, outcome: 'success' });
    expect(rolled.result.successes).toBe(2);
  });
});
