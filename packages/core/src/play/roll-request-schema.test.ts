import { describe, expect, it } from 'vitest';
import { maxRollRequestTargets, rollRequestBodySchema, rollRequestMessageBodySchema } from './request-schemas.ts';

const anna = '00000000-0000-4000-8000-000000000002';
const ben = '00000000-0000-4000-8000-000000000003';
const mira = '00000000-0000-4000-8000-0000000000c1';

describe('a roll request names one player or several', () => {
  it.each<[string, Record<string, unknown>, boolean]>([
    ['one player', { userId: anna, characterId: mira, label: 'Geschick' }, true],
    ['one player, no character', { userId: anna, label: 'Geschick' }, true],
    ['several players', { targets: [{ userId: anna, characterId: mira }, { userId: ben }], label: 'Geschick' }, true],
    ['the most players at once', { targets: Array.from({ length: maxRollRequestTargets }, () => ({ userId: anna })), label: 'Geschick' }, true],
    ['one too many', { targets: Array.from({ length: maxRollRequestTargets + 1 }, () => ({ userId: anna })), label: 'Geschick' }, false],
    ['an empty list', { targets: [], label: 'Geschick' }, false],
    ['both a player and a list', { userId: anna, targets: [{ userId: ben }], label: 'Geschick' }, false],
    ['neither', { label: 'Geschick' }, false],
    ['a target that is not an account id', { targets: [{ userId: 'anna' }], label: 'Geschick' }, false],
  ])('%s', (_name, body, valid) => {
    expect(rollRequestBodySchema.safeParse(body).success).toBe(valid);
  });

  it('a target without a character asks the player to choose (characterId null)', () => {
    expect(rollRequestBodySchema.parse({ targets: [{ userId: ben }], label: 'x' }).targets).toEqual([{ userId: ben, characterId: null }]);
  });

  it.each<[string, unknown, string | null | undefined]>([
    ['stored before groups existed', undefined, undefined],
    ['a single request', null, null],
    ['one of a group', '00000000-0000-4000-8000-0000000000f1', '00000000-0000-4000-8000-0000000000f1'],
  ])('a stored request message %s stays valid', (_name, group, read) => {
    const body = { kind: 'rollRequest', label: 'Alt', characterId: null, traits: [], pool: 2, special: false, difficulty: null, secret: false, ...(group === undefined ? {} : { group }) };
    expect(rollRequestMessageBodySchema.parse(body).group).toBe(read);
  });
});
