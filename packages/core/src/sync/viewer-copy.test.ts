import { describe, expect, it } from 'vitest';
import { patchWithoutSecrets, withoutSecrets } from './viewer-copy.ts';

describe('viewer copies leave the owner’s secrets out (issue #43, finding 6)', () => {
  it('withoutSecrets drops the tabletop link and keeps everything else', () => {
    const character = { id: 'x', name: 'Mira', tabletop: { id: 'geheimer-schluessel-123456', difficulty: 3 }, hunger: 2 };
    expect(withoutSecrets(character)).toEqual({ id: 'x', name: 'Mira', hunger: 2 });
    expect(character.tabletop.id).toBe('geheimer-schluessel-123456');
    const plain = { id: 'y', name: 'Ohne' };
    expect(withoutSecrets(plain)).toBe(plain);
  });

  it('patchWithoutSecrets drops operations on the tabletop link', () => {
    expect(
      patchWithoutSecrets([
        { path: ['tabletop'], value: { id: 'geheimer-schluessel-123456' } },
        { path: ['tabletop', 'id'], value: 'neu-geheimer-schluessel-1' },
        { path: ['hunger'], value: 3 },
      ]),
    ).toEqual([{ path: ['hunger'], value: 3 }]);
  });
});
