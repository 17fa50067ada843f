import { describe, expect, it } from 'vitest';
import { customPackId } from './creation/owned-traits.ts';
import type { OwnedTraitRecord, TraitCollection } from './schema.ts';
import type { TraitPack } from './trait-packs.ts';
import { withContentTexts } from './trait-texts.ts';

const trait = (id: number, name: string) => ({ id, level: 1, name, description: `${name}.`, isRepeatable: false, restriction: null, requirement: null, restrictRepeats: null, actions: [] });
/** The Resources pack as the English content gives it. */
const resources: TraitPack = { id: 7, type: 'backgrounds', name: 'Resources', description: 'Money.', isCombinable: true, specialRules: 'none', restriction: null, advantages: [trait(1, 'Middle Class'), trait(2, 'Wealthy')], disadvantages: [trait(1, 'Destitute')] };
const owned = (id: number | string, name: string, extra: Partial<OwnedTraitRecord> = {}): OwnedTraitRecord => ({ id, level: 1, name, description: '', isLocked: false, isManual: true, ...extra });
const collection = (packId: number, traits: OwnedTraitRecord[], flawTraits: OwnedTraitRecord[] = []): TraitCollection => ({ packs: [{ pack: { id: packId, name: 'Ressourcen' }, traits, flawTraits }] });

describe('owned traits read in the content’s language, by id (#47 item 3)', () => {
  it.each<[string, TraitCollection, string, string[], string[]]>([
    ['a German copy, found by its id', collection(7, [owned(1, 'Mittelschicht')], [owned(1, 'Mittellos')]), 'Resources', ['Middle Class'], ['Destitute']],
    ['an id stored as a string (older files)', collection(7, [owned('2', 'Wohlhabend')]), 'Resources', ['Wealthy'], []],
    ['an id the pack lacks, but the copied name matches', collection(7, [owned(99, 'middle class')]), 'Resources', ['Middle Class'], []],
    ['a player-written trait keeps its text', collection(7, [owned(5, 'Erbschaft von Tante Grete', { isCustom: true })]), 'Resources', ['Erbschaft von Tante Grete'], []],
    ['a trait no content knows stays as it was', collection(7, [owned(99, 'Umbenannt')]), 'Resources', ['Umbenannt'], []],
    ['a pack the content lacks stays as it was', collection(8, [owned(1, 'Mittelschicht')]), 'Ressourcen', ['Mittelschicht'], []],
    ['the custom group stays as it was', collection(customPackId, [owned(1, 'Mittelschicht')]), 'Ressourcen', ['Mittelschicht'], []],
  ])('%s', (_case, given, packName, traits, flaws) => {
    const [shown] = withContentTexts(given, [resources]).packs;
    expect(shown?.pack.name).toBe(packName);
    expect(shown?.traits.map((entry) => entry.name)).toEqual(traits);
    expect(shown?.flawTraits.map((entry) => entry.name)).toEqual(flaws);
  });

  it('keeps what the character owns: ids, levels, suffixes', () => {
    const [shown] = withContentTexts(collection(7, [owned(1, 'Mittelschicht', { level: 2, suffix: 'Erbe' })]), [resources]).packs;
    expect(shown?.traits[0]).toMatchObject({ id: 1, level: 2, suffix: 'Erbe', name: 'Middle Class', description: 'Middle Class.' });
  });
});
