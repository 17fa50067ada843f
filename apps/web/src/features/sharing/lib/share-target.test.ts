import { describe, expect, it } from 'vitest';
import { resolveShareTarget } from './share-target.ts';

const id = '0b7c4f7e-4d8a-4a43-9b1e-0f3f8f0f2c11';

describe('resolveShareTarget (docs/product-spec.md §5)', () => {
  it.each<[string, string, Record<string, string>, string, string[]]>([
    ['a share id as it is', id, {}, id, []],
    ['a share id in capitals, lowered', id.toUpperCase(), {}, id, []],
    ['an alias looked up', '  Mira ', { Mira: id }, id, ['Mira']],
    ['an unknown alias as typed', 'Niemand', {}, 'Niemand', ['Niemand']],
    ['a UUID of another version looked up as alias', '0b7c4f7e-4d8a-1a43-9b1e-0f3f8f0f2c11', {}, '0b7c4f7e-4d8a-1a43-9b1e-0f3f8f0f2c11', ['0b7c4f7e-4d8a-1a43-9b1e-0f3f8f0f2c11']],
  ])('%s', async (_label, input, aliases, expected, lookedUp) => {
    const asked: string[] = [];
    const result = await resolveShareTarget(input, async (alias) => {
      asked.push(alias);
      return aliases[alias];
    });
    expect(result).toBe(expected);
    expect(asked).toEqual(lookedUp);
  });

  it('uses the text as typed when the lookup fails', async () => {
    expect(await resolveShareTarget('Mira', () => Promise.reject(new Error('offline')))).toBe('Mira');
  });
});
