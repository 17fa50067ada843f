import { describe, expect, it } from 'vitest';
import { folderChanges } from './folder-changes.ts';

const folder = (name: string, open = false) => ({ id: name, name, open });

describe('folderChanges', () => {
  it.each([
    ['nothing', [folder('A')], [folder('A')], []],
    ['a new folder', [folder('A')], [folder('A'), folder('B', true)], [{ type: 'created', folder: folder('B', true) }]],
    ['a deleted folder', [folder('A'), folder('B')], [folder('B')], [{ type: 'deleted', id: 'A' }]],
    ['an opened folder', [folder('A')], [folder('A', true)], [{ type: 'updated', folder: folder('A', true) }]],
    ['a rename is a delete and a create', [folder('A')], [folder('C')], [{ type: 'deleted', id: 'A' }, { type: 'created', folder: folder('C') }]],
  ])('%s', (_label, before, after, expected) => {
    expect(folderChanges(before, after)).toEqual(expected);
  });
});
