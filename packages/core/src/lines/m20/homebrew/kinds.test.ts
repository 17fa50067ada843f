import { describe, expect, it } from 'vitest';
import { homebrewKindSpec, homebrewKindsOfLine, lineOfHomebrewKind } from '../../homebrew-kinds.ts';
import { m20HomebrewMerge, meritKind, roteKind } from './kinds.ts';
import { homebrewRotesOf } from './rotes.ts';

const stored = { schemaVersion: 1, id: 5, version: 2, creator: 'Ada', public: true, inviteCode: null, updatedAt: '2026-12-07T12:00:00.000Z', name: 'Blick', spheres: { mind: 1 }, attribute: null, ability: null, style: null, description: '' };

describe('the Mage homebrew kind', () => {
  it('is registered as /homebrew/rotes of Mage', () => {
    expect(lineOfHomebrewKind('rotes')).toBe('m20');
    expect(homebrewKindsOfLine('m20').map((spec) => spec.kind)).toEqual(expect.arrayContaining(['rotes', 'mage-merits']));
    expect(homebrewKindSpec('rotes')).toBe(roteKind);
  });

  it.each([
    ['a stored rote', roteKind.item, stored, true],
    ['a stored rote without Spheres (a draft)', roteKind.item, { ...stored, spheres: {} }, true],
    ['a stored rote with a rank of 0', roteKind.item, { ...stored, spheres: { mind: 0 } }, false],
    ['a create body of only a name', roteKind.create, { name: 'Neu' }, true],
    ['a create body', roteKind.create, { name: 'Blick', spheres: { mind: 1 } }, true],
    ['a create body with a server field', roteKind.create, { name: 'Blick', spheres: { mind: 1 }, id: 3 }, false],
    ['a save body', roteKind.update, { ...stored, public: false }, true],
    ['a save body without `public`', roteKind.update, { name: 'Blick', spheres: { mind: 1 } }, false],
  ])('%s → valid %s', (_name, schema, input, ok) => {
    expect(schema.safeParse(input).success).toBe(ok);
  });

  it('merges the installed rotes of the lists into the content, and none when the list is missing', () => {
    const merged = m20HomebrewMerge.merge({ abilities: [] }, { books: [] }, { rotes: [roteKind.parse(stored)] });
    expect(homebrewRotesOf(merged.content as object).map((rote) => [rote.id, rote.name, rote.homebrew.version])).toEqual([['homebrew-5', 'Blick', 2]]);
    expect(merged.meta).toEqual({ books: [] });
    expect(homebrewRotesOf(m20HomebrewMerge.merge({}, {}, {}).content as object)).toEqual([]);
  });

  it('merges installed merits and flaws into the content lists beside the book\'s', () => {
    const book = { id: 'acuteSenses', name: 'Geschärfte Sinne', technocraticName: null, category: 'physical', cost: { min: 1, max: 1 }, costOptions: null, repeatable: false, description: '' } as const;
    const merit = { schemaVersion: 1, version: 1, creator: 'Ada', public: true, inviteCode: null, updatedAt: '2026-12-07T12:00:00.000Z', description: '', repeatable: false, category: 'mental', cost: { min: 2, max: 3 } } as const;
    const merged = m20HomebrewMerge.merge({ merits: { merits: [book], flaws: [] } }, {}, { 'mage-merits': [meritKind.parse({ ...merit, id: 8, name: 'Klarer Kopf', side: 'merit' }), meritKind.parse({ ...merit, id: 9, name: 'Albträume', side: 'flaw' })] });
    const lists = (merged.content as { merits: { merits: Array<{ id: string }>; flaws: Array<{ id: string; cost: unknown }> } }).merits;
    expect(lists.merits.map((entry) => entry.id)).toEqual(['acuteSenses', 'homebrew-8']);
    expect(lists.flaws).toEqual([expect.objectContaining({ id: 'homebrew-9', name: 'Albträume', cost: { min: 2, max: 3 }, homebrew: { id: 9, creator: 'Ada', version: 1 } })]);
  });
});
