import { describe, expect, it } from 'vitest';
import { addFolder, folderNameProblem, groupCharacters, removeFolder, setFolderOpen, type Folder } from './folders.ts';

const folder = (name: string, open = false): Folder => ({ id: name, name, open });

describe('folder names', () => {
  const folders = [folder('Chicago'), folder('Anarchen')];
  it.each([
    ['Berlin', undefined],
    ['  Leipzig  ', undefined],
    ['', 'empty'],
    ['   ', 'empty'],
    ['chicago', 'duplicate'],
    [' CHICAGO ', 'duplicate'],
    ['x'.repeat(101), 'too_long'],
  ])('%j → %s', (name, problem) => expect(folderNameProblem(folders, name)).toBe(problem));

  it('adds a trimmed, open folder and keeps the list sorted', () => {
    expect(addFolder(folders, ' Berlin ')).toEqual([folder('Anarchen'), { id: 'Berlin', name: 'Berlin', open: true }, folder('Chicago')]);
  });

  it('refuses a duplicate', () => {
    expect(() => addFolder(folders, 'anarchen')).toThrow(/duplicate/);
  });

  it('removes and toggles by id', () => {
    expect(removeFolder(folders, 'Chicago')).toEqual([folder('Anarchen')]);
    expect(setFolderOpen(folders, 'Anarchen', true)).toEqual([folder('Chicago'), folder('Anarchen', true)]);
  });
});

describe('groupCharacters', () => {
  const characters = [
    { id: '1', name: 'Zora', directory: 'Chicago' },
    { id: '2', name: 'Ärger', directory: undefined },
    { id: '3', name: 'anna', directory: 'Verloren' },
    { id: '4', name: 'Bruno', directory: 'Chicago' },
    { id: '5', name: 'Adam' },
    { id: '6', name: 'Wolf 10', directory: 'Anarchen' },
    { id: '7', name: 'Wolf 9', directory: 'Anarchen' },
  ];

  it('puts characters without a known folder first, everything sorted by name', () => {
    const grouped = groupCharacters(characters, [folder('Chicago'), folder('Anarchen'), folder('Leer')]);
    expect(grouped.root.map((c) => c.name)).toEqual(['Adam', 'anna', 'Ärger']);
    expect(grouped.folders.map((g) => [g.folder.name, g.characters.map((c) => c.name)])).toEqual([
      ['Anarchen', ['Wolf 9', 'Wolf 10']],
      ['Chicago', ['Bruno', 'Zora']],
      ['Leer', []],
    ]);
  });
});
