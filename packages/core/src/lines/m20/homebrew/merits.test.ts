import { describe, expect, it } from 'vitest';
import { meritsFileSchema, type MeritsFile } from '../content/schemas.ts';
import { meritContentSchema, mergeHomebrewMerits, toContentMerit } from './merits.ts';

const valid = { name: 'Klarer Kopf', side: 'merit', category: 'mental', cost: { min: 2, max: 3 }, repeatable: false, description: 'Nichts trübt den Blick.' };

describe('homebrew Mage merits and flaws', () => {
  it.each([
    ['a complete merit', valid, true],
    ['only a name', { name: 'Albträume' }, true],
    ['a flaw', { ...valid, side: 'flaw' }, true],
    ['a range the wrong way round', { ...valid, cost: { min: 3, max: 2 } }, false],
    ['0 points', { ...valid, cost: { min: 0, max: 1 } }, false],
    ['11 points', { ...valid, cost: { min: 1, max: 11 } }, false],
    ['an unknown category', { ...valid, category: 'magical' }, false],
    ['an unknown side', { ...valid, side: 'both' }, false],
    ['no name', { ...valid, name: '' }, false],
  ])('%s → valid %s', (_name, input, ok) => {
    expect(meritContentSchema.safeParse(input).success).toBe(ok);
  });

  it('fills the defaults: a mental merit of 1 point', () => {
    expect(meritContentSchema.parse({ name: 'X' })).toEqual({ name: 'X', side: 'merit', category: 'mental', cost: { min: 1, max: 1 }, repeatable: false, description: '' });
  });

  it('a merged merit is valid content, and merging again replaces the earlier homebrew', () => {
    const item = { ...meritContentSchema.parse(valid), id: 8, creator: 'Ada', version: 1 };
    const { homebrew: _origin, ...content } = toContentMerit(item);
    expect(meritsFileSchema.safeParse({ merits: [content], flaws: [] }).success).toBe(true);
    const empty: MeritsFile = { merits: [], flaws: [] };
    const once = mergeHomebrewMerits({ merits: empty }, [item, { ...item, id: 9, side: 'flaw' }]);
    expect([once.merits.merits.map((entry) => entry.id), once.merits.flaws.map((entry) => entry.id)]).toEqual([['homebrew-8'], ['homebrew-9']]);
    const twice = mergeHomebrewMerits(once, []);
    expect(twice.merits).toEqual({ merits: [], flaws: [] });
  });
});
