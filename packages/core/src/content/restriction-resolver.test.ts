import { describe, expect, it } from 'vitest';
import { isAllowed, type RestrictionContext, type RestrictionLike } from './restriction-resolver.ts';

const ventrue: RestrictionContext = { books: [1, 3], values: { clan: 14, generation: 12, humanity: 7, bloodPotency: 2 } };
const withValues = (values: Record<string, number | null>): RestrictionContext => ({ ...ventrue, values: { ...ventrue.values, ...values } });

describe('isAllowed', () => {
  it.each<[string, RestrictionLike | null | undefined, RestrictionContext, boolean]>([
    ['no restriction (null)', null, ventrue, true],
    ['no restriction (undefined)', undefined, {}, true],
    ['only_clans: listed', { type: 'only_clans', data: [1, 14] }, ventrue, true],
    ['only_clans: not listed', { type: 'only_clans', data: [1, 12] }, ventrue, false],
    ['only_clans: no clan yet', { type: 'only_clans', data: [1, 12] }, { values: { clan: null } }, false],
    ['exclude_clans: listed', { type: 'exclude_clans', data: [14] }, ventrue, false],
    ['exclude_clans: not listed', { type: 'exclude_clans', data: [14] }, withValues({ clan: 2 }), true],
    ['exclude_clans: empty list', { type: 'exclude_clans', data: [] }, ventrue, true],
    ['minimum_character_value: above', { type: 'minimum_character_value', data: { key: 'humanity', value: 6 } }, ventrue, true],
    ['minimum_character_value: equal', { type: 'minimum_character_value', data: { key: 'humanity', value: 7 } }, ventrue, true],
    ['minimum_character_value: below', { type: 'minimum_character_value', data: { key: 'humanity', value: 8 } }, ventrue, false],
    ['minimum_character_value: unknown key', { type: 'minimum_character_value', data: { key: 'rage', value: 0 } }, ventrue, false],
    ['book_activated: one of them on', { type: 'book_activated', data: [3, 5] }, ventrue, true],
    ['book_activated: none on', { type: 'book_activated', data: [5] }, ventrue, false],
    ['book_activated: no books known', { type: 'book_activated', data: [1] }, {}, false],
    ['max_generation: older', { type: 'max_generation', data: 11 }, { values: { generation: 10 } }, true],
    ['max_generation: equal', { type: 'max_generation', data: 11 }, { values: { generation: 11 } }, true],
    ['max_generation: younger', { type: 'max_generation', data: 11 }, ventrue, false],
    ['max_blood_potency: equal', { type: 'max_blood_potency', data: 2 }, ventrue, true],
    ['max_blood_potency: above', { type: 'max_blood_potency', data: 2 }, { values: { bloodPotency: 3 } }, false],
    ['max_blood_potency: unknown blood potency', { type: 'max_blood_potency', data: 2 }, {}, false],
    ['unknown type', { type: 'only_in_full_moon', data: [] }, ventrue, false],
    ['malformed data', { type: 'only_clans', data: '14' }, ventrue, false],
    ['missing data', { type: 'max_generation' }, ventrue, false],
  ])('%s', (_name, restriction, ctx, expected) => {
    expect(isAllowed(restriction, ctx)).toBe(expected);
  });
});
