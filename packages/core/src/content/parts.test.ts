import { describe, expect, it } from 'vitest';
import { gameLines } from '../character/keys.ts';
import { lineContentPaths } from '../lines/content-paths.ts';
import { contentPartOf, contentParts, isContentPart, partsOfLine } from './parts.ts';

describe('content parts', () => {
  it.each([
    ['Meta.json', 'core'],
    ['de-DE/Items.json', 'core'],
    ['en-US/Skills.json', 'core'],
    ['de-DE/v5/Clans.json', 'v5'],
    ['en-US/w5/Gifts.json', 'w5'],
    ['de-DE/m20/Spheres.json', 'm20'],
    ['de-DE/h5/Edges.json', 'h5'],
    // A folder that is no line stays with the shared files.
    ['de-DE/extra/Notes.json', 'core'],
  ])('%s belongs to %s', (path, part) => {
    expect(contentPartOf(path)).toBe(part);
  });

  it('has the shared part and one per line', () => {
    expect(contentParts).toEqual(['core', 'v5', 'w5', 'm20', 'h5']);
    expect(isContentPart('w5')).toBe(true);
    expect(isContentPart('all')).toBe(false);
  });

  it.each(gameLines)('every file %s reads is in its own part or the shared one', (line) => {
    for (const path of Object.values(lineContentPaths[line])) expect(partsOfLine(line)).toContain(contentPartOf(`de-DE/${path}`));
  });
});
