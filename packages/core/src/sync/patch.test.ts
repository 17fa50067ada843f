import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPatch, composePatches, deepEqual, diffDocuments, mergeThreeWay, PatchError, pathKey, pathsOverlap, valueAt, type Patch } from './patch.ts';

describe('diffDocuments', () => {
  it.each([
    ['equal documents', { a: 1, b: { c: 2 } }, { a: 1, b: { c: 2 } }, []],
    ['one leaf', { hunger: 1, notes: 'x' }, { hunger: 2, notes: 'x' }, [{ path: ['hunger'], value: 2 }]],
    ['a nested leaf', { inventory: { cash: 1, bank: 2 } }, { inventory: { cash: 5, bank: 2 } }, [{ path: ['inventory', 'cash'], value: 5 }]],
    ['a removed key', { directory: 'A', name: 'n' }, { name: 'n' }, [{ path: ['directory'] }]],
    ['an undefined value counts as removed', { directory: 'A' }, { directory: undefined }, [{ path: ['directory'] }]],
    ['an added key', { name: 'n' }, { name: 'n', directory: 'B' }, [{ path: ['directory'], value: 'B' }]],
    ['an array without ids is a leaf', { track: ['none', 'none'] }, { track: ['heavy', 'none'] }, [{ path: ['track'], value: ['heavy', 'none'] }]],
    ['an appended item with an id', { h: [{ id: 'a', n: 1 }] }, { h: [{ id: 'a', n: 1 }, { id: 'b', n: 2 }] }, [{ path: ['h', { id: 'b' }], value: { id: 'b', n: 2 } }]],
    ['the first item with an id', { h: [] }, { h: [{ id: 'a' }] }, [{ path: ['h', { id: 'a' }], value: { id: 'a' } }]],
    ['a removed item with an id', { h: [{ id: 'a' }, { id: 'b' }] }, { h: [{ id: 'a' }] }, [{ path: ['h', { id: 'b' }] }]],
    ['an edited item with an id', { h: [{ id: 1, n: 1 }, { id: 2, n: 1 }] }, { h: [{ id: 1, n: 1 }, { id: 2, n: 9 }] }, [{ path: ['h', { id: 2 }, 'n'], value: 9 }]],
    ['a reordered array with ids is replaced whole', { h: [{ id: 'a' }, { id: 'b' }] }, { h: [{ id: 'b' }, { id: 'a' }] }, [{ path: ['h'], value: [{ id: 'b' }, { id: 'a' }] }]],
    ['an insert in the middle replaces the array', { h: [{ id: 'a' }, { id: 'c' }] }, { h: [{ id: 'a' }, { id: 'b' }, { id: 'c' }] }, [{ path: ['h'], value: [{ id: 'a' }, { id: 'b' }, { id: 'c' }] }]],
    ['duplicate ids make the array a leaf', { h: [{ id: 'a' }, { id: 'a' }] }, { h: [{ id: 'a' }] }, [{ path: ['h'], value: [{ id: 'a' }] }]],
    ['a type change is a leaf', { tabletop: { id: 'x' } }, { tabletop: 'x' }, [{ path: ['tabletop'], value: 'x' }]],
  ])('%s', (_label, before, after, expected) => {
    expect(diffDocuments(before, after)).toEqual(expected);
    expect(applyPatch(before, diffDocuments(before, after))).toEqual(JSON.parse(JSON.stringify(after)));
  });
});

describe('applyPatch', () => {
  it.each<[string, unknown, Patch, unknown]>([
    ['sets a leaf', { a: 1 }, [{ path: ['a'], value: 2 }], { a: 2 }],
    ['creates missing objects on the way', {}, [{ path: ['tabletop', 'difficulty'], value: 3 }], { tabletop: { difficulty: 3 } }],
    ['removes a key', { a: 1, b: 2 }, [{ path: ['a'] }], { b: 2 }],
    ['removing a missing key changes nothing', { b: 2 }, [{ path: ['a'] }], { b: 2 }],
    ['upserts an item by id', { h: [{ id: 'a', n: 1 }] }, [{ path: ['h', { id: 'a' }], value: { id: 'a', n: 2 } }], { h: [{ id: 'a', n: 2 }] }],
    ['appends an unknown id', { h: [{ id: 'a' }] }, [{ path: ['h', { id: 'b' }], value: { id: 'b' } }], { h: [{ id: 'a' }, { id: 'b' }] }],
    ['removing a missing item changes nothing', { h: [{ id: 'a' }] }, [{ path: ['h', { id: 'z' }] }], { h: [{ id: 'a' }] }],
    ['replaces the whole document at the empty path', { a: 1 }, [{ path: [], value: { b: 1 } }], { b: 1 }],
    ['applies in order', { a: 1 }, [{ path: ['a'], value: 2 }, { path: ['a'], value: 3 }], { a: 3 }],
  ])('%s', (_label, document, patch, expected) => {
    const before = JSON.stringify(document);
    expect(applyPatch(document, patch)).toEqual(expected);
    expect(JSON.stringify(document)).toBe(before);
  });

  it.each<[string, unknown, Patch]>([
    ['a path through a number', { a: 1 }, [{ path: ['a', 'b'], value: 2 }]],
    ['a path through a list by key', { a: [1] }, [{ path: ['a', 'b'], value: 2 }]],
    ['an id segment on an object', { a: {} }, [{ path: ['a', { id: 1 }], value: 2 }]],
    ['an edit inside an item that is not there', { h: [] }, [{ path: ['h', { id: 'x' }, 'n'], value: 2 }]],
    ['a prototype key', {}, [{ path: ['__proto__', 'polluted'], value: true }]],
    ['a constructor key', {}, [{ path: ['constructor'], value: 1 }]],
  ])('refuses %s', (_label, document, patch) => {
    expect(() => applyPatch(document, patch)).toThrow(PatchError);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('shares what it does not change', () => {
    const avatar = { big: 'x'.repeat(1000) };
    const document = { avatar, hunger: 1 };
    expect(applyPatch(document, [{ path: ['hunger'], value: 2 }]).avatar).toBe(avatar);
  });
});

describe('paths', () => {
  it.each([
    [['a'], ['a'], true],
    [['a'], ['a', 'b'], true],
    [['a', 'b'], ['a'], true],
    [['a', 'b'], ['a', 'c'], false],
    [['h', { id: 1 }], ['h', { id: 1 }, 'n'], true],
    [['h', { id: 1 }], ['h', { id: 2 }], false],
    [['h', { id: '1' }], ['h', { id: 1 }], false],
    [[], ['anything'], true],
  ])('%j and %j overlap: %s', (a, b, expected) => {
    expect(pathsOverlap(a, b)).toBe(expected);
  });

  it.each([
    [['inventory', 'cash'], 'inventory.cash'],
    [['xpHistory', { id: 'abc' }, 'amount'], 'xpHistory[abc].amount'],
    [[], ''],
  ])('names %j %s', (path, key) => {
    expect(pathKey(path)).toBe(key);
  });

  it('reads values by key and id', () => {
    const document = { h: [{ id: 'a', n: { m: 4 } }], x: 1 };
    expect(valueAt(document, ['h', { id: 'a' }, 'n', 'm'])).toBe(4);
    expect(valueAt(document, ['h', { id: 'b' }, 'n'])).toBeUndefined();
    expect(valueAt(document, ['x', 'y'])).toBeUndefined();
  });
});

describe('composePatches', () => {
  it.each<[string, Patch[], Patch]>([
    ['keeps independent operations', [[{ path: ['a'], value: 1 }], [{ path: ['b'], value: 2 }]], [{ path: ['a'], value: 1 }, { path: ['b'], value: 2 }]],
    ['drops an overwritten leaf', [[{ path: ['a'], value: 1 }], [{ path: ['a'], value: 2 }]], [{ path: ['a'], value: 2 }]],
    ['drops a leaf inside a later whole value', [[{ path: ['i', 'cash'], value: 1 }], [{ path: ['i'], value: { cash: 3 } }]], [{ path: ['i'], value: { cash: 3 } }]],
    ['keeps a later leaf inside an earlier whole value', [[{ path: ['i'], value: { cash: 3 } }], [{ path: ['i', 'cash'], value: 4 }]], [{ path: ['i'], value: { cash: 3 } }, { path: ['i', 'cash'], value: 4 }]],
  ])('%s', (_label, patches, expected) => {
    expect(composePatches(patches)).toEqual(expected);
  });
});

describe('mergeThreeWay', () => {
  const base = { hunger: 1, notes: 'alt', inventory: { cash: 10, bank: 0 }, xpHistory: [{ id: 'g1', amount: 5 }], exp: 5 };

  it.each([
    ['different fields both stay', { ...base, hunger: 3 }, { ...base, notes: 'neu' }, { ...base, hunger: 3, notes: 'neu' }, []],
    ['different leaves of one object both stay', { ...base, inventory: { cash: 20, bank: 0 } }, { ...base, inventory: { cash: 10, bank: 7 } }, { ...base, inventory: { cash: 20, bank: 7 } }, []],
    ['the same value on both sides is no conflict', { ...base, hunger: 4 }, { ...base, hunger: 4 }, { ...base, hunger: 4 }, []],
    ['two appended history entries both stay', { ...base, xpHistory: [...base.xpHistory, { id: 't', amount: 1 }] }, { ...base, xpHistory: [...base.xpHistory, { id: 'm', amount: 2 }] }, { ...base, xpHistory: [...base.xpHistory, { id: 't', amount: 1 }, { id: 'm', amount: 2 }] }, []],
    ['the same field with different values conflicts and keeps theirs', { ...base, hunger: 2 }, { ...base, hunger: 5 }, { ...base, hunger: 2 }, [{ path: ['hunger'], base: 1, theirs: 2, mine: 5 }]],
    ['a whole object against one of its leaves conflicts', { ...base, inventory: { cash: 0, bank: 0 } }, { ...base, inventory: { cash: 11, bank: 0 } }, { ...base, inventory: { cash: 0, bank: 0 } }, [{ path: ['inventory', 'cash'], base: 10, theirs: 0, mine: 11 }]],
  ])('%s', (_label, theirs, mine, merged, conflicts) => {
    const result = mergeThreeWay(base, theirs, mine);
    expect(result.merged).toEqual(merged);
    expect(result.conflicts).toEqual(conflicts);
  });

  it('ignores the fields it is told to', () => {
    const result = mergeThreeWay({ revision: 1, a: 1 }, { revision: 3, a: 1 }, { revision: 2, a: 2 }, ['revision']);
    expect(result).toEqual({ merged: { revision: 3, a: 2 }, conflicts: [] });
  });
});

// Property tests: any two JSON documents of a character-like shape.
const leaf = fc.oneof(fc.integer({ min: -5, max: 5 }), fc.constantFrom('a', 'b', ''), fc.boolean(), fc.constant(null));
const item = fc.record({ id: fc.constantFrom('x', 'y', 'z', 1, 2), n: leaf });
const document = fc.record(
  {
    hunger: leaf,
    notes: fc.string({ maxLength: 3 }),
    inventory: fc.record({ cash: leaf, bank: leaf, items: fc.array(leaf, { maxLength: 3 }) }, { requiredKeys: ['cash'] }),
    history: fc.uniqueArray(item, { selector: (entry) => entry.id, maxLength: 4 }),
    track: fc.array(fc.constantFrom('none', 'heavy'), { maxLength: 3 }),
  },
  { requiredKeys: ['hunger'] },
);

describe('properties', () => {
  it('applying the difference gives the target', () => {
    fc.assert(
      fc.property(document, document, (a, b) => {
        expect(deepEqual(applyPatch(a, diffDocuments(a, b)), b)).toBe(true);
      }),
    );
  });

  it('a patch survives a JSON round trip', () => {
    fc.assert(
      fc.property(document, document, (a, b) => {
        const wire = JSON.parse(JSON.stringify(diffDocuments(a, b))) as Patch;
        expect(deepEqual(applyPatch(a, wire), b)).toBe(true);
      }),
    );
  });

  it('applying twice is applying once', () => {
    fc.assert(
      fc.property(document, document, (a, b) => {
        const patch = diffDocuments(a, b);
        expect(applyPatch(applyPatch(a, patch), patch)).toEqual(applyPatch(a, patch));
      }),
    );
  });

  it('a composed patch equals the patches in turn, also on top of a state that has some of them', () => {
    fc.assert(
      fc.property(document, document, document, (a, b, c) => {
        const first = diffDocuments(a, b);
        const second = diffDocuments(b, c);
        const composed = composePatches([first, second]);
        expect(deepEqual(applyPatch(a, composed), c)).toBe(true);
        expect(deepEqual(applyPatch(b, composed), c)).toBe(true);
      }),
    );
  });

  it('a merge without conflicts holds both sides’ changes; with mine equal to base it is theirs', () => {
    fc.assert(
      fc.property(document, document, document, (base, theirs, mine) => {
        expect(deepEqual(mergeThreeWay(base, theirs, base).merged, theirs)).toBe(true);
        expect(mergeThreeWay(base, theirs, base).conflicts).toEqual([]);
        const { merged, conflicts } = mergeThreeWay(base, theirs, mine);
        if (conflicts.length === 0) {
          // Every change of mine is in the result.
          for (const operation of diffDocuments(base, mine)) expect(deepEqual(valueAt(merged, operation.path), operation.value)).toBe(true);
        }
      }),
    );
  });
});
